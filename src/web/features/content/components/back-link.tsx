import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { paths } from "../../../../shared/paths.js";

/** "Back to Dashboard", at the top of a reader. */
export function BackToDashboard() {
  return (
    <Link
      to={paths.dashboard}
      className="inline-flex items-center gap-2 self-start rounded-sm font-display text-base font-bold tracking-wider text-accent uppercase underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Dashboard
    </Link>
  );
}
