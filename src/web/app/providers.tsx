import type { ReactNode } from "react";

import { SessionProvider } from "../lib/session.js";

/**
 * App-wide providers: the member's session. Server data (TanStack Query) is
 * provided by app/query-scope.tsx around the routes that read it, so the
 * public pages do not download it (docs/decisions/059).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return <SessionProvider>{children}</SessionProvider>;
}
