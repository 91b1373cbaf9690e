import { Link } from "react-router";

import { paths } from "../../../../shared/paths.js";
import { Button } from "../../../components/ui/button.js";

/**
 * The end of a public post for a visitor: the landing page's "Ready to
 * Lead?" in a line, with its "Join for Free" to /signup.
 */
export function JoinInvitation() {
  return (
    <aside
      aria-labelledby="join-invitation-heading"
      className="flex flex-col items-start gap-4 rounded-sm border border-border border-t-2 border-t-accent bg-surface px-6 py-8 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex flex-col gap-2">
        <h2 id="join-invitation-heading" className="text-3xl text-foreground">
          Ready to Lead?
        </h2>
        <p className="max-w-md leading-relaxed text-muted">
          Create a free account and get the full Field Manual, every Briefing and every After-Action report. No tiers, no fees.
        </p>
      </div>
      <Button asChild size="lg">
        <Link to={paths.signup}>Join for Free</Link>
      </Button>
    </aside>
  );
}
