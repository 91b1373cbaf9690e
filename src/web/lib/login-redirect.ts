import type { Location } from "react-router";

import { safeNextPath } from "../../shared/safe-path.js";

/** Where a guard or a lock panel sent the visitor from, so that login can take them back there. */
export interface LoginRedirectState {
  from?: string;
}

/** The state for a link or redirect to /login from the page at `location`. */
export function loginRedirectFrom(location: Pick<Location, "pathname" | "search">): LoginRedirectState {
  return { from: location.pathname + location.search };
}

/** Where login (or a signed-in visitor of login and sign-up) goes: the router's state, else a safe `?next=`. */
export function returnPath(location: Pick<Location, "search" | "state">): string | undefined {
  return (location.state as LoginRedirectState | null)?.from ?? safeNextPath(new URLSearchParams(location.search).get("next"));
}

/** `page` (which may have a query already) with `next=<from>` added, or as it is without one. */
export const withNext = (page: string, from: string | undefined) =>
  from ? `${page}${page.includes("?") ? "&" : "?"}${new URLSearchParams({ next: from }).toString()}` : page;
