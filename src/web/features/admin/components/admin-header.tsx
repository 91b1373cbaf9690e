import { BarChart3 } from "lucide-react";
import { Button } from "../../../components/ui/button.js";
import { notImplemented } from "../../../lib/use-toast.js";

/** The page heading and its header action (a placeholder kept as specified: it only shows the not-implemented toast). */
export function AdminHeader() {
  return (
    <header className="mb-8 flex flex-col gap-4 border-b border-border pb-8 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <p className="mb-2 text-sm font-semibold tracking-[0.2em] text-accent uppercase">Command post</p>
        <h1 className="text-5xl text-foreground sm:text-6xl">Admin Dashboard</h1>
        <p className="mt-3 text-lg text-muted">Publish, edit and remove podcasts, Field Manual posts, briefings and After-Action items.</p>
      </div>
      <Button variant="outline" onClick={notImplemented} className="self-start sm:self-auto">
        <BarChart3 aria-hidden="true" />
        Analytics
      </Button>
    </header>
  );
}
