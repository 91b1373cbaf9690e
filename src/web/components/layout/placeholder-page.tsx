import { PageContainer, PageHeader } from "./page.js";
import { usePageMeta } from "../../lib/use-page-meta.js";

/** A page whose feature lands later: its heading and one line. */
export function PlaceholderPage({ title, line, description }: { title: string; line: string; description: string }) {
  usePageMeta(title, description);
  return (
    <PageContainer>
      <PageHeader title={title} tagline={line} />
    </PageContainer>
  );
}
