import { PlaceholderPage } from "../components/layout/placeholder-page.js";

export default function ItemPage() {
  return (
    <PlaceholderPage
      title="After-Action"
      line="Case studies, breakdowns of command decisions, workbooks and exercises will appear here."
      description="An After-Action report from Lead or Be Led."
    />
  );
}
