import type { Category } from "../../../shared/constants.js";
import type { Page } from "../../../shared/content.js";
import type { LibraryPage, LibrarySection } from "../../../shared/library-page.js";
import { LIBRARY_PAGE_SIZE, LIBRARY_SECTIONS, type LibraryArea, type LibraryQuery, type LibrarySectionName } from "../../../shared/library.js";
import { canReadContent } from "../../access/policy.js";
import type { Viewer } from "../../access/viewer.js";
import type { ReadCache } from "../../cache/read-cache.js";
import type { Db } from "../../db/client.js";
import { isListCursor } from "../../db/pagination.js";
import { listContentItems, newerItemsCursor, type ItemListRow } from "../content-items/service.js";
import { listEpisodes, newerEpisodesCursor, type PodcastListRow } from "../podcasts/service.js";
import { listPosts, newerPostsCursor, type PostListRow } from "../posts/service.js";
import type { KeptProgress, ListCaches, ListPage } from "../progress/list-progress.js";
import { seriesCachesOf } from "../series/caches.js";
import { seriesForFilter, seriesWithParts, type KeptSeries, type SeriesCaches } from "../series/service.js";
import { areaTags, type KeptTags } from "../tags/service.js";

// The public library (issue 32, shared/library.ts): each area's lists are the
// members' API lists (the same queries, kept pages and access policy views),
// a page at a time by the API's cursor, for any viewer. A visitor's page is
// rendered by the server (modules/pages) and the browser reads the same
// answer from GET /api/library/:area.

/** The caches of the three kinds of list (the same the API's lists use), and the series' for the filter. */
export interface LibraryLists {
  posts: ListCaches<PostListRow>;
  episodes: ListCaches<PodcastListRow>;
  items: ListCaches<ItemListRow>;
  series: SeriesCaches;
  tags: KeptTags;
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
    seriesRows: ReadCache<KeptSeries>;
    seriesOfRecord: ReadCache<{ seriesId: string | null }>;
    tagLists: KeptTags;
  },
): LibraryLists {
  const series = seriesCachesOf(db, caches);
  return {
    posts: { pages: caches.postLists, progress: series.progress.post },
    episodes: { pages: caches.episodeLists, progress: series.progress.episode },
    items: { pages: caches.itemLists, progress: series.progress.item },
    series,
    tags: caches.tagLists,
  };
}

/** The series an area's lists may be filtered to for the viewer: those with a part they may see there, by title. */
async function seriesOptions(db: Db, viewer: Viewer, area: LibraryArea): Promise<{ id: string; title: string }[]> {
  const found =
    area === "field-manual"
      ? [await seriesWithParts(db, { viewer, kind: "post" })]
      : area === "briefing"
        ? await Promise.all([seriesWithParts(db, { viewer, kind: "episode" }), seriesWithParts(db, { viewer, kind: "item", category: "briefing" })])
        : [await seriesWithParts(db, { viewer, kind: "item", category: "after-action" })];
  const byId = new Map(found.flat().map((entry) => [entry.id, entry]));
  return [...byId.values()].sort((a, b) => a.title.localeCompare(b.title));
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
  { viewer, area, cursors }: { viewer: Viewer; area: LibraryArea; cursors: LibraryQuery },
): Promise<LibraryPage | null> {
  const limit = LIBRARY_PAGE_SIZE;
  // A series filter names a series the viewer may see (a draft's is an unknown id's 404); its lists hold its parts only.
  const selected = cursors.series ? await seriesForFilter(db, lists.series, { viewer, id: cursors.series }) : null;
  if (cursors.series && !selected) return null;
  const series = selected?.id;
  // A tag filter names a tag of a record the viewer may see listed here (docs/decisions/106): a draft's tag, or one nothing has, is the area's 404.
  const tagOptions = await areaTags(db, lists.tags, viewer, area);
  const tag = cursors.tag;
  if (tag && !tagOptions.includes(tag)) return null;
  // Whether the viewer may read each entry is the access policy's to say, as everywhere.
  const withLock = <T extends { isMembersOnly: boolean }>(entry: T) => Object.assign({}, entry, { locked: !canReadContent(viewer, entry) });
  const items = (category: Category) => ({
    list: async (page: PageAsk) => mapPage(await listContentItems(db, lists.items, { viewer, category, page: { ...page, tag }, series }), withLock),
    newer: (cursor: string) => newerItemsCursor(db, { viewer, category, cursor, limit, series, tag }),
  });
  const sources: Record<LibrarySectionName, SectionSource<object>> = {
    posts: {
      list: async (page) => mapPage(await listPosts(db, lists.posts, { viewer, page: { ...page, tag }, series }), withLock),
      newer: (cursor) => newerPostsCursor(db, { viewer, cursor, limit, series, tag }),
    },
    // An episode's own view (episodeView) carries its `locked`.
    episodes: {
      list: (page) => listEpisodes(db, lists.episodes, { viewer, page: { ...page, tag }, series }),
      newer: (cursor) => newerEpisodesCursor(db, { viewer, cursor, limit, series, tag }),
    },
    briefings: items("briefing"),
    reports: items("after-action"),
  };

  const names = LIBRARY_SECTIONS[area].map((entry) => entry.name);
  if (names.some((name) => cursors[name] !== undefined && !isListCursor(cursors[name]))) return null;
  const [options, ...sections] = await Promise.all([seriesOptions(db, viewer, area), ...names.map((name) => section(sources[name], cursors[name], limit))]);
  if (sections.some((found) => found === null)) return null;
  // Shaped by the views above; the route's response schema (library-page.ts) serializes it.
  return {
    area,
    ...Object.fromEntries(names.map((name, i) => [name, sections[i]])),
    series: { options, selected },
    tags: { options: tagOptions, selected: tag ?? null },
  } as LibraryPage;
}

/** A section's page, or null when its cursor is past the last entry. */
async function section<T>(source: SectionSource<T>, cursor: string | undefined, limit: number): Promise<LibrarySection<T> | null> {
  const [page, newer] = await Promise.all([source.list(cursor ? { cursor, limit } : { limit }), cursor ? source.newer(cursor) : null]);
  if (cursor && page.items.length === 0) return null;
  return { items: page.items, cursor: cursor ?? null, older: page.nextCursor, newer };
}

const mapPage = <T, U>(page: Page<T>, map: (item: T) => U): Page<U> => ({ items: page.items.map(map), nextCursor: page.nextCursor });
