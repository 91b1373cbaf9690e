import type { Notifications } from "../db/notifications.js";
import { CHANNELS, EVERYTHING, type Channel } from "./channels.js";
import { ReadCache } from "./read-cache.js";

/**
 * Every in-memory cache of the server, its bounds, and what empties it: the
 * one place (docs/architecture/caching.md). Route plugins and services are
 * given these caches; they build none. Each cache keeps nothing while change
 * notices may be missed (`notifications.live` false) and is emptied when the
 * listening connection was lost.
 *
 * The values' types belong to the modules that read them; the composition
 * root (app.ts) names them, so this module imports none of those modules.
 * The shapes here are what the bounds and the notices need of a value.
 */
export interface CachedValueTypes {
  session: { token: string; user: { id: string } };
  postRow: object;
  recordPage: { size: number };
  postListPage: object;
  episodeListPage: object;
  itemListPage: object;
  memberProgress: { byId: { size: number } } | { tooMany: true };
  searchWindows: object;
  feedVersion: object;
  feedXml: object;
  imageReaders: object;
  siteCreator: object;
  series: object;
  seriesOfRecord: { seriesId: string | null };
  tagList: { tags: string[] };
}

export interface Caches<T extends CachedValueTypes> {
  /** Signed-in users by their session cookie (docs/decisions/026). */
  sessions: ReadCache<T["session"]>;
  /** Post rows by id, for the API's reads (the access policy applies on every read). */
  postRows: ReadCache<T["postRow"]>;
  /** Public posts' and text items' whole rendered pages by id (docs/decisions/060). */
  postPages: ReadCache<T["recordPage"]>;
  itemPages: ReadCache<T["recordPage"]>;
  /** Visitors' library pages (/field-manual, /briefing, /after-action) and authors' pages (/authors/:slug, docs/decisions/117) by address, whole and rendered (shared/library.ts). */
  libraryPages: ReadCache<T["recordPage"]>;
  /** A content list's pages, the same for every member (docs/decisions/062). */
  postLists: ReadCache<T["postListPage"]>;
  episodeLists: ReadCache<T["episodeListPage"]>;
  itemLists: ReadCache<T["itemListPage"]>;
  /** Each member's progress on one kind of content, by member id (docs/decisions/062). */
  postProgress: ReadCache<T["memberProgress"]>;
  episodeProgress: ReadCache<T["memberProgress"]>;
  itemProgress: ReadCache<T["memberProgress"]>;
  /** Where search's candidate windows start (docs/decisions/068). */
  searchWindows: ReadCache<T["searchWindows"]>;
  /** The podcast feeds' version, and their XML per audience and version (docs/decisions/045, 055). */
  feedVersion: ReadCache<T["feedVersion"]>;
  feedXml: ReadCache<T["feedXml"]>;
  /** Each image's stored files and who may see it, by id (modules/images): read for every image of every page. */
  imageReaders: ReadCache<T["imageReaders"]>;
  /** The creator as everyone sees it (modules/site, docs/decisions/096): read by every page's footer. */
  siteCreator: ReadCache<T["siteCreator"]>;
  /** The pages rendered with the creator in them (the landing page, the creator's page) by path, whole. */
  sitePages: ReadCache<T["recordPage"]>;
  /** Each series with its parts' list columns, by id (modules/series, docs/decisions/103): the policy picks each viewer's parts on every read. */
  seriesRows: ReadCache<T["series"]>;
  /** Which series each record ("kind:id") is a part of, or none: read by every part's page. */
  seriesOfRecord: ReadCache<T["seriesOfRecord"]>;
  /** The tags offered as filters and suggestions, by what the viewer may see listed and by area (modules/tags, docs/decisions/106). */
  tagLists: ReadCache<T["tagList"]>;
}

type Name = keyof Caches<CachedValueTypes>;

const MINUTE = 60_000;
/** How long a signed-in request may skip the session lookup; change notices end it sooner. */
export const SESSION_CACHE_TTL_MS = 30_000;
const lowerCase = (key: string) => key.toLowerCase();

/** The tables a podcast feed is made of: any write to one changes the feeds (of `images`, only a change of its files: an episode's art; of `authors`, a guest episode's itunes:author). */
export const FEED_TABLES = ["authors", "content_items", "feed_settings", "images", "podcasts"] as const;

/**
 * What each notice empties. `content` notices name one row: its id is
 * removed from the listed caches (a TRUNCATE empties them). `versions`
 * notices name a table written in any way (inserts too): the listed caches
 * are emptied. `progress` notices name a member and a kind.
 */
export const EMPTIED_BY = {
  content: {
    posts: ["postRows", "postPages"],
    content_items: ["itemPages"],
  },
  versions: {
    // Who may see an image follows the bodies that show it and their records' publication and gate.
    // A kept series holds its parts' titles, status and gate, and so do the record pages that show their neighbours in it (docs/decisions/116).
    posts: ["postLists", "libraryPages", "searchWindows", "imageReaders", "seriesRows", "tagLists", "postPages", "itemPages"],
    // An episode shows an image too, its cover (docs/decisions/086).
    podcasts: ["episodeLists", "libraryPages", "searchWindows", "feedVersion", "feedXml", "imageReaders", "seriesRows", "tagLists", "postPages", "itemPages"],
    content_items: ["itemLists", "libraryPages", "feedVersion", "feedXml", "imageReaders", "seriesRows", "tagLists", "postPages", "itemPages"],
    // A series' fields and status, its cover's readers, the library pages that offer it as a filter (docs/decisions/103), and its parts' pages.
    series: ["seriesRows", "libraryPages", "imageReaders", "postPages", "itemPages"],
    // Its parts and their order: the lists filtered by series too, and the parts' pages.
    series_parts: ["seriesRows", "seriesOfRecord", "postLists", "episodeLists", "itemLists", "libraryPages", "postPages", "itemPages"],
    feed_settings: ["feedVersion", "feedXml"],
    // An image's stored files (a cover's crops made later, modules/images/cover-crops.ts): who may have which
    // file, and the pages and feeds that name a crop as their share image or episode art.
    images: ["imageReaders", "postPages", "itemPages", "feedVersion", "feedXml"],
    // The creator, the pages that show it (the landing, static and creator's pages, every record's page by its byline, a visitor's library page by its footer), and its photo's readers (public while it is the creator's).
    site_settings: ["siteCreator", "sitePages", "postPages", "itemPages", "libraryPages", "imageReaders"],
    // An author's name, bio and photo are in the bylines of the record pages and an episode's itunes:author; their photo's
    // readers (public while it is an author's), and the API's kept post rows, which carry their byline's author (docs/decisions/113).
    // And the authors' own pages, kept with the library's (docs/decisions/117).
    authors: ["postRows", "postPages", "itemPages", "libraryPages", "imageReaders", "feedVersion", "feedXml"],
  },
  progress: { post: "postProgress", episode: "episodeProgress", item: "itemProgress" },
} as const satisfies {
  content: Record<string, readonly Name[]>;
  versions: Record<string, readonly Name[]>;
  progress: Record<string, Name>;
};

/** Builds every cache and starts listening for the notices that empty them. */
export async function openCaches<T extends CachedValueTypes>(notifications: Notifications): Promise<Caches<T>> {
  const canKeep = () => notifications.live;
  const renderedPage = { max: 200, ttlMs: 10 * MINUTE, maxSize: 32 * 1024 * 1024, sizeOf: (page: { size: number }) => page.size };
  const recordPage = { ...renderedPage, keyOf: lowerCase };
  const listPage = { max: 500, ttlMs: 10 * MINUTE };
  const memberProgress = {
    max: 5_000,
    ttlMs: 10 * MINUTE,
    // Bounded by rows as well as members: a few heavy readers cannot fill memory.
    maxSize: 200_000,
    sizeOf: (kept: CachedValueTypes["memberProgress"]) => ("byId" in kept ? kept.byId.size : 1),
  };
  const caches: Caches<T> = {
    sessions: new ReadCache({ max: 10_000, ttlMs: SESSION_CACHE_TTL_MS, canKeep }),
    // Ids are uuids, which a reader may write in capitals; the notice writes them as the database does.
    postRows: new ReadCache({ max: 200, ttlMs: 5 * MINUTE, keyOf: lowerCase, canKeep }),
    // A page holds its record twice (HTML and page data) beside its inline rules, and keeps
    // compressed copies (about a fifth more): bounded by size too, 32 MB of HTML per table.
    postPages: new ReadCache({ ...recordPage, canKeep }),
    itemPages: new ReadCache({ ...recordPage, canKeep }),
    // By address, whose cursors are case-sensitive.
    libraryPages: new ReadCache({ ...renderedPage, canKeep }),
    postLists: new ReadCache({ ...listPage, canKeep }),
    episodeLists: new ReadCache({ ...listPage, canKeep }),
    itemLists: new ReadCache({ ...listPage, canKeep }),
    postProgress: new ReadCache({ ...memberProgress, canKeep }),
    episodeProgress: new ReadCache({ ...memberProgress, canKeep }),
    itemProgress: new ReadCache({ ...memberProgress, canKeep }),
    searchWindows: new ReadCache({ max: 1, ttlMs: 10 * MINUTE, canKeep }),
    feedVersion: new ReadCache({ max: 1, ttlMs: 10 * MINUTE, canKeep }),
    // Per audience and version: a handful of entries, old versions pushed out by new ones.
    feedXml: new ReadCache({ max: 8, ttlMs: 10 * MINUTE, canKeep }),
    imageReaders: new ReadCache({ max: 2_000, ttlMs: 10 * MINUTE, keyOf: lowerCase, canKeep }),
    siteCreator: new ReadCache({ max: 1, ttlMs: 10 * MINUTE, canKeep }),
    sitePages: new ReadCache({ ...renderedPage, max: 8, canKeep }),
    seriesRows: new ReadCache({ max: 500, ttlMs: 10 * MINUTE, keyOf: lowerCase, canKeep }),
    seriesOfRecord: new ReadCache({ max: 10_000, ttlMs: 10 * MINUTE, keyOf: lowerCase, canKeep }),
    // Two views (every record's tags, published records') of four scopes (three areas and all).
    tagLists: new ReadCache({ max: 8, ttlMs: 10 * MINUTE, canKeep }),
  };
  const named = (names: readonly Name[]) => names.map((name) => caches[name] as ReadCache<object>);
  const clearAll = (names: readonly Name[]) => () => named(names).forEach((cache) => cache.clear());
  const listen = (channel: Channel, names: readonly Name[], onMessage: (payload: string) => void) => notifications.listen(channel, onMessage, clearAll(names));

  // Sign-out, a revocation, a password change (sessions deleted) and any change to a user (role, name, e-mail, 2FA).
  const { sessions } = caches;
  await listen(CHANNELS.sessions, ["sessions"], (token) => (token === EVERYTHING ? sessions.clear() : sessions.deleteWhere((s) => s.token === token)));
  await listen(CHANNELS.users, ["sessions"], (id) => (id === EVERYTHING ? sessions.clear() : sessions.deleteWhere((s) => s.user.id === id)));

  const rowCaches = Object.values(EMPTIED_BY.content).flat();
  await listen(CHANNELS.content, rowCaches, (payload) => {
    const colon = payload.indexOf(":");
    const names = (EMPTIED_BY.content as Record<string, readonly Name[]>)[payload.slice(0, colon)] ?? [];
    const id = payload.slice(colon + 1);
    for (const cache of named(names)) {
      if (id === EVERYTHING) cache.clear();
      else cache.delete(id);
    }
  });

  const tableCaches = [...new Set(Object.values(EMPTIED_BY.versions).flat())];
  await listen(CHANNELS.versions, tableCaches, (table) => clearAll((EMPTIED_BY.versions as Record<string, readonly Name[]>)[table] ?? [])());

  // An episode's save every few seconds leaves the member's kept posts and items alone.
  const progressCaches = Object.values(EMPTIED_BY.progress);
  await listen(CHANNELS.progress, progressCaches, (payload) => {
    if (payload === EVERYTHING) return clearAll(progressCaches)();
    const colon = payload.lastIndexOf(":");
    const name = (EMPTIED_BY.progress as Record<string, Name>)[payload.slice(colon + 1)];
    if (name) caches[name].delete(payload.slice(0, colon));
  });
  return caches;
}
