import { BarChart3 } from "lucide-react";
import { Link } from "react-router";
import { paths } from "../../../../shared/paths.js";
import { Button } from "../../../components/ui/button.js";

/** The page heading and its header action, "Analytics", which opens the analytics page (docs/decisions/035). */
export function AdminHeader() {
  return (
    <header className="mb-8 flex flex-col gap-4 border-b border-border pb-8 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <p className="mb-2 text-sm font-semibold tracking-[0.2em] text-accent uppercase">Command post</p>
        <h1 className="text-5xl text-foreground sm:text-6xl">Admin Dashboard</h1>
        <p className="mt-3 text-lg text-muted">Publish, edit and remove podcasts, Field Manual posts, briefings and After-Action items.</p>
      </div>
      <Button asChild variant="outline" className="self-start sm:self-auto">
        <Link to={paths.adminAnalytics}>
          <BarChart3 aria-hidden="true" />
          Analytics
        </Link>
      </Button>
    </header>
  );
}
