import { Link } from "react-router";

import { BRAND } from "../../../shared/constants.js";
import { paths } from "../../../shared/paths.js";
import { cn } from "../../lib/cn.js";

/** The brand mark: a chevron insignia and the name, linking home. */
export function Brand({ className, onClick }: { className?: string; onClick?: () => void }) {
  return (
    <Link
      to={paths.home}
      onClick={onClick}
      className={cn(
        "inline-flex items-center gap-2 rounded-sm font-display text-xl font-bold tracking-wider text-foreground uppercase hover:text-accent",
        className,
      )}
    >
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-7 shrink-0 text-accent">
        <path d="M4 4h24v24H4z" fill="none" stroke="currentColor" strokeWidth="2.5" />
        <path d="M9 13l7-5 7 5M9 20l7-5 7 5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="miter" />
      </svg>
      <span>{BRAND}</span>
    </Link>
  );
}
