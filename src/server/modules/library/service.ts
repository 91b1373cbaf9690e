import type { Category } from "../../../shared/constants.js";
import type { Page } from "../../../shared/content.js";
import type { LibraryPage, LibrarySection } from "../../../shared/library-page.js";
import { LIBRARY_PAGE_SIZE, LIBRARY_SECTIONS, type LibraryArea, type LibraryCursors, type LibrarySectionName } from "../../../shared/library.js";
import { canReadContent } from "../../access/policy.js";
import type { Viewer } from "../../access/viewer.js";
import type { ReadCache } from "../../cache/read-cache.js";
import type { Db } from "../../db/client.js";
import { isListCursor } from "../../db/pagination.js";
import { listContentItems, newerItemsCursor, type ItemListRow } from "../content-items/service.js";
import { listEpisodes, newerEpisodesCursor, type PodcastListRow } from "../podcasts/service.js";
import { listPosts, newerPostsCursor, type PostListRow } from "../posts/service.js";
import { MemberProgress, type KeptProgress, type ListCaches, type ListPage } from "../progress/list-progress.js";

// The public library (issue 32, shared/library.ts): each area's lists are the
// members' API lists (the same queries, kept pages and access policy views),
// a page at a time by the API's cursor, for any viewer. A visitor's page is
// rendered by the server (modules/pages) and the browser reads the same
// answer from GET /api/library/:area.

/** The caches of the three kinds of list (the same the API's lists use). */
export interface LibraryLists {
  posts: ListCaches<PostListRow>;
  episodes: ListCaches<PodcastListRow>;
  items: ListCaches<ItemListRow>;
}

/** The lists' caches out of the app's caches module (cache/caches.ts). */
export function libraryLists(
  db: Db,
  caches: {
    postLists: ReadCache<ListPage<PostListRow>>;
    episodeLists: ReadCache<ListPage<PodcastListRow>>;
    itemLists: ReadCache<ListPage<ItemListRow>>;
    postProgress: ReadCache<KeptProgress>;
    episodeProgress: ReadCache<KeptProgress>;
    itemProgress: ReadCache<KeptProgress>;
  },
): LibraryLists {
  return {
    posts: { pages: caches.postLists, progress: new MemberProgress(db, "post", caches.postProgress) },
    episodes: { pages: caches.episodeLists, progress: new MemberProgress(db, "episode", caches.episodeProgress) },
    items: { pages: caches.itemLists, progress: new MemberProgress(db, "item", caches.itemProgress) },
  };
}

/** What a section is read with: its list (one page) and where its "Newer" page starts. */
type PageAsk = { cursor?: string; limit: number };
interface SectionSource<T> {
  list: (page: PageAsk) => Promise<Page<T>>;
  newer: (cursor: string) => Promise<string | null>;
}

/**
 * One page of an area's library as the viewer may see it, or null when the
 * address names no page: a cursor that is not one of the lists' (it decodes
 * to nothing, or to another kind of list's keys) or one past the last entry.
 * An area with nothing published yet is a page with empty lists.
 */
export async function libraryPage(
  db: Db,
  lists: LibraryLists,
  { viewer, area, cursors }: { viewer: Viewer; area: LibraryArea; cursors: LibraryCursors },
): Promise<LibraryPage | null> {
  const limit = LIBRARY_PAGE_SIZE;
  // Whether the viewer may read each entry is the access policy's to say, as everywhere.
  const withLock = <T extends { isMembersOnly: boolean }>(entry: T) => Object.assign({}, entry, { locked: !canReadContent(viewer, entry) });
  const items = (category: Category) => ({
    list: async (page: PageAsk) => mapPage(await listContentItems(db, lists.items, { viewer, category, page }), withLock),
    newer: (cursor: string) => newerItemsCursor(db, { viewer, category, cursor, limit }),
  });
  const sources: Record<LibrarySectionName, SectionSource<object>> = {
    posts: {
      list: async (page) => mapPage(await listPosts(db, lists.posts, { viewer, page }), withLock),
      newer: (cursor) => newerPostsCursor(db, { viewer, cursor, limit }),
    },
    // An episode's own view (episodeView) carries its `locked`.
    episodes: { list: (page) => listEpisodes(db, lists.episodes, { viewer, page }), newer: (cursor) => newerEpisodesCursor(db, { viewer, cursor, limit }) },
    briefings: items("briefing"),
    reports: items("after-action"),
  };

  const names = LIBRARY_SECTIONS[area].map((entry) => entry.name);
  if (names.some((name) => cursors[name] !== undefined && !isListCursor(cursors[name]))) return null;
  const sections = await Promise.all(names.map((name) => section(sources[name], cursors[name], limit)));
  if (sections.some((found) => found === null)) return null;
  // Shaped by the views above; the route's response schema (library-page.ts) serializes it.
  return { area, ...Object.fromEntries(names.map((name, i) => [name, sections[i]])) } as LibraryPage;
}

/** A section's page, or null when its cursor is past the last entry. */
async function section<T>(source: SectionSource<T>, cursor: string | undefined, limit: number): Promise<LibrarySection<T> | null> {
  const [page, newer] = await Promise.all([source.list(cursor ? { cursor, limit } : { limit }), cursor ? source.newer(cursor) : null]);
  if (cursor && page.items.length === 0) return null;
  return { items: page.items, cursor: cursor ?? null, older: page.nextCursor, newer };
}

const mapPage = <T, U>(page: Page<T>, map: (item: T) => U): Page<U> => ({ items: page.items.map(map), nextCursor: page.nextCursor });
