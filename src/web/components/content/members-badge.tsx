import { Lock } from "lucide-react";

import { Badge } from "../ui/badge.js";

/** The MEMBERS flag on members-only content. */
export function MembersBadge({ show }: { show: boolean }) {
  if (!show) return null;
  return (
    <Badge title="Members-only content">
      <Lock aria-hidden="true" className="size-3" />
      MEMBERS
    </Badge>
  );
}
