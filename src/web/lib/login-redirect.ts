import type { Location } from "react-router";

/** Where a guard or a lock panel sent the visitor from, so that login can take them back there. */
export interface LoginRedirectState {
  from?: string;
}

/** The state for a link or redirect to /login from the page at `location`. */
export function loginRedirectFrom(location: Pick<Location, "pathname" | "search">): LoginRedirectState {
  return { from: location.pathname + location.search };
}
