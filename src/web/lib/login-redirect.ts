import type { Location } from "react-router";

/** Where a guard or a lock panel sent the visitor from, so that login can take them back there. */
export interface LoginRedirectState {
  from?: string;
}

/** The state for a link or redirect to /login from the page at `location`. */
export function loginRedirectFrom(location: Pick<Location, "pathname" | "search">): LoginRedirectState {
  return { from: location.pathname + location.search };
}

/**
 * A return path from the address (`?next=`), for when the router's state is
 * gone (a verification e-mail's link opens a new tab): only a path on this
 * site, "/" and not "//" or "/\" (which browsers read as another host), no
 * control characters. Anything else is ignored (docs/decisions/098).
 */
export function safeNextPath(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return undefined;
  // eslint-disable-next-line no-control-regex
  return /[\u0000-\u001f\u007f]/.test(value) ? undefined : value;
}

/** Where login (or a signed-in visitor of login and sign-up) goes: the router's state, else a safe `?next=`. */
export function returnPath(location: Pick<Location, "search" | "state">): string | undefined {
  return (location.state as LoginRedirectState | null)?.from ?? safeNextPath(new URLSearchParams(location.search).get("next"));
}

/** `page` (which may have a query already) with `next=<from>` added, or as it is without one. */
export const withNext = (page: string, from: string | undefined) =>
  from ? `${page}${page.includes("?") ? "&" : "?"}${new URLSearchParams({ next: from }).toString()}` : page;
