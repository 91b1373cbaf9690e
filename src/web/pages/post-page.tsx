import { PlaceholderPage } from "../components/layout/placeholder-page.js";

export default function PostPage() {
  return (
    <PlaceholderPage
      title="Field Manual"
      line="Articles on personal growth, resilience and cultural leadership will appear here."
      description="A Field Manual article from Lead or Be Led."
    />
  );
}
