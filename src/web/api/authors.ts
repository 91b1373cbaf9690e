import { useQuery } from "@tanstack/react-query";

import { authorApiPaths, authorPageSchema, type AuthorPage } from "../../shared/authors.js";
import { ApiError, apiFetch } from "../lib/api-client.js";
import { usePageData } from "../lib/page-data.js";
import { useCacheOwner, type CacheOwner } from "./cache-owner.js";

/** Authors' query keys: an author's page per cache owner (an admin's lists drafts too) and cursor. */
export const authorKeys = {
  all: ["authors"] as const,
  page: (owner: CacheOwner, slug: string, cursor: string | null) => [...authorKeys.all, owner, "page", slug, cursor ?? ""] as const,
};

/** What an author's page shows: the author and a page of their records, its loading state, or that there is no such page. */
export type AuthorPageState = { status: "ready"; page: AuthorPage } | { status: "loading" } | { status: "missing" } | { status: "failed" };

const apiUrl = (slug: string, cursor: string | null) =>
  `${authorApiPaths.one.replace(":slug", encodeURIComponent(slug))}${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ""}`;

/**
 * A guest author's page (docs/decisions/113, 117). A visitor's arrives
 * rendered with the page as its data (what the API would answer them), and
 * reads nothing more; a member (sent the app without it) and any page reached
 * in the browser read GET /api/authors/:slug once the session is known. An
 * unknown author or a bad cursor is no page.
 */
export function useAuthorPage(slug: string, cursor: string | null): AuthorPageState {
  const rendered = usePageData().authorPage;
  const { owner, signedIn, isPending } = useCacheOwner();
  const placeholder = rendered && rendered.author.slug === slug.toLowerCase() ? rendered : undefined;
  const query = useQuery({
    queryKey: authorKeys.page(owner, slug, cursor),
    queryFn: ({ signal }) => apiFetch(apiUrl(slug, cursor), { signal, parse: authorPageSchema.parse }),
    placeholderData: placeholder,
    enabled: !isPending && !(placeholder && !signedIn),
  });
  if (query.data) return { status: "ready", page: query.data };
  if (query.error) return query.error instanceof ApiError && [400, 404].includes(query.error.status) ? { status: "missing" } : { status: "failed" };
  return { status: "loading" };
}
