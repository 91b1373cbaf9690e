import { useEffect } from "react";

import { useUnreadCount } from "../api/inbox.js";
import { QueryScope } from "./query-scope.js";

function Watch({ onChange }: { onChange: (unread: number | undefined) => void }) {
  const unread = useUnreadCount(true);
  useEffect(() => onChange(unread), [unread, onChange]);
  return null;
}

/**
 * The unread contact messages for an admin's navigation bar. Loaded only for
 * an admin, so the layout itself carries no query code (docs/decisions/059).
 */
export default function AdminUnread({ onChange }: { onChange: (unread: number | undefined) => void }) {
  return (
    <QueryScope>
      <Watch onChange={onChange} />
    </QueryScope>
  );
}
