import { useQuery } from "@tanstack/react-query";

import { libraryPageSchema, type LibraryPage } from "../../shared/library-page.js";
import { LIBRARY_PATHS, libraryApiPath, libraryHref, type LibraryArea, type LibraryQuery } from "../../shared/library.js";
import { ApiError, apiFetch } from "../lib/api-client.js";
import { usePageData } from "../lib/page-data.js";
import { useSession } from "../lib/session.js";
import { useCacheOwner, type CacheOwner } from "./cache-owner.js";

/** Library query keys: a page of an area, per cache owner (a member's answer unlocks what a visitor's locks). */
export const libraryKeys = {
  all: ["library"] as const,
  page: (owner: CacheOwner, area: LibraryArea, cursors: LibraryQuery) => [...libraryKeys.all, owner, area, libraryHref(area, cursors)] as const,
};

/** The API's address of a library page: the page's own query on the API's path. */
export const libraryApiUrl = (area: LibraryArea, cursors: LibraryQuery) => libraryApiPath(area) + libraryHref(area, cursors).slice(LIBRARY_PATHS[area].length);

/** What a library page shows: its lists, its loading state, or that the address names no page. */
export type LibraryState = { status: "ready"; page: LibraryPage } | { status: "loading" } | { status: "missing" } | { status: "failed" };

/** The server's render of this area's page (page data), checked once: its lists, `missing`, or nothing. */
function renderedLibrary(value: unknown, area: LibraryArea): LibraryPage | "missing" | undefined {
  if (typeof value !== "object" || value === null || (value as { area?: unknown }).area !== area) return undefined;
  if ((value as { missing?: unknown }).missing === true) return "missing";
  let parsed = checked.get(value);
  if (parsed === undefined) {
    const result = libraryPageSchema.safeParse(value);
    parsed = result.success ? result.data : null;
    checked.set(value, parsed);
  }
  return parsed ?? undefined;
}
const checked = new WeakMap<object, LibraryPage | null>();

/**
 * One page of an area's library. A visitor's page arrives rendered with its
 * lists as page data (the server's view for a visitor, which is what the API
 * would answer them), and reads nothing more; a member (whom the server sends
 * the app without lists) and any page reached in the browser read
 * GET /api/library/:area once the session is known. `cursors` null: the
 * address is not a library page's (parseLibraryQuery).
 */
export function useLibrary(area: LibraryArea, cursors: LibraryQuery | null): LibraryState {
  const rendered = renderedLibrary(usePageData().library, area);
  const { user, isPending } = useSession();
  const { owner } = useCacheOwner();
  const asVisitor = isPending || user === null;
  const query = useQuery({
    queryKey: libraryKeys.page(owner, area, cursors ?? {}),
    queryFn: ({ signal }) => apiFetch(libraryApiUrl(area, cursors ?? {}), { signal, parse: libraryPageSchema.parse }),
    placeholderData: typeof rendered === "object" ? rendered : undefined,
    enabled: cursors !== null && !isPending && !(rendered && user === null),
  });
  if (cursors === null || (rendered === "missing" && asVisitor)) return { status: "missing" };
  if (query.data) return { status: "ready", page: query.data };
  if (query.error) return query.error instanceof ApiError && [400, 404].includes(query.error.status) ? { status: "missing" } : { status: "failed" };
  return { status: "loading" };
}
