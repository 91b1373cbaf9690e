import { Link } from "react-router";

import { paths } from "../../shared/paths.js";
import { PageContainer } from "../components/layout/page.js";
import { Button } from "../components/ui/button.js";
import { usePageMeta } from "../lib/use-page-meta.js";

export default function NotFoundPage() {
  usePageMeta("Page not found", "The page you are looking for does not exist.");
  return (
    <PageContainer roomy className="flex flex-col items-start gap-6">
      <p className="font-display text-7xl font-bold text-accent">404</p>
      <h1 className="text-4xl sm:text-5xl">Page not found.</h1>
      <p className="text-lg text-muted">The page you are looking for does not exist or has moved.</p>
      <Button asChild>
        <Link to={paths.home}>Back to home</Link>
      </Button>
    </PageContainer>
  );
}
