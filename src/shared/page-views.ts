import { matchesRoute, routePatterns } from "./paths.js";

// The page-view beacon's part of analytics.ts (docs/decisions/039), apart
// from its zod schemas: every page sends it, so the browser's entry chunk
// imports this file and must not pull in zod (docs/decisions/059).

/**
 * The public pages whose views are counted, by their name in routePatterns:
 * a closed set, so a count is per page kind and day and can name no person
 * (a reset-password link, for one, carries a token and is never counted).
 */
export const PUBLIC_PAGES = [
  "home",
  "about",
  "creator",
  "contact",
  "privacyTerms",
  "login",
  "signup",
  "post",
  "item",
  "episode",
  "search",
] as const satisfies readonly (keyof typeof routePatterns)[];
export type PublicPage = (typeof PUBLIC_PAGES)[number];

/** The public page a path shows, by its name in routePatterns (null for members' and admin pages). */
export function publicPageOf(pathname: string): PublicPage | null {
  return PUBLIC_PAGES.find((page) => matchesRoute(routePatterns[page], pathname)) ?? null;
}

/** POST { page }: counts one view of a public page. */
export const PAGE_VIEW_API_PATH = "/api/analytics/page-view";
