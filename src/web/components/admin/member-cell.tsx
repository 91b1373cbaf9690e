import type { ReactNode } from "react";
import { Link } from "react-router";

import { paths } from "../../../shared/paths.js";

/** A member in an admin table: the name (the e-mail without one) linking to their page, the e-mail under it, and any badges. */
export function MemberCell({ id, name, email, children }: { id: string; name: string; email: string; children?: ReactNode }) {
  return (
    <>
      <Link
        to={paths.adminMember(id)}
        className="text-base font-semibold break-words text-foreground underline-offset-4 hover:text-accent hover:underline [overflow-wrap:anywhere]"
      >
        {name || email}
      </Link>
      <span className="block text-sm break-all text-muted">{email}</span>
      {children}
    </>
  );
}
