import { and, desc, eq, inArray, isNotNull, notInArray, sql } from "drizzle-orm";

import { NOT_IN_FEEDS } from "../../../shared/feeds.js";
import type { ContentStatus } from "../../../shared/publishing.js";
import { readableRows } from "../../access/policy.js";
import type { Viewer } from "../../access/viewer.js";
import { FEED_TABLES } from "../../cache/caches.js";
import type { Db } from "../../db/client.js";
import { authors, contentItems, contentVersions, images, podcasts } from "../../db/schema.js";
import { cropOfImage } from "../images/cover.js";

/** What a podcast app gets of an episode: a podcast episode, or a briefing item of media type audio or video. */
export interface FeedEpisode {
  kind: "episode" | "item";
  id: string;
  title: string;
  description: string | null;
  isMembersOnly: boolean;
  status: ContentStatus;
  createdAt: Date;
  fileKey: string;
  fileType: string;
  fileSize: number | null;
  durationSeconds: number | null;
  /** The WebVTT transcript's storage key, when there is one (podcast:transcript). */
  transcriptFileKey: string | null;
  /** The cover's square crop (its site path), the episode's itunes:image; null without a cover or a crop (apps then show the channel's artwork). */
  art: string | null;
  /** The author the byline names (its itunes:author); null for the creator, whom the channel's itunes:author names (docs/decisions/113). */
  author: string | null;
}

/** The most recent episodes a feed lists (Apple and most apps show far fewer). */
export const FEED_ITEM_CAP = 300;

const briefingMedia = and(eq(contentItems.category, "briefing"), inArray(contentItems.mediaType, ["audio", "video"]));

/**
 * Files the site plays but podcast apps do not: Apple Podcasts takes MP3,
 * M4A, MP4 (and MOV, M4V), not WAV or WebM. Such episodes stay on the site
 * and are left out of the feeds; the admin's form says so at upload
 * (shared/feeds.ts, issue 32).
 */
const inFeeds = (t: typeof podcasts | typeof contentItems) => notInArray(t.fileType, [...NOT_IN_FEEDS]);

/**
 * The episodes a feed lists for this viewer, newest first: every podcast
 * episode and every briefing audio/video item the access policy lets the
 * viewer read (a visitor's public feed: only public ones, not even titles of
 * the others).
 */
export async function feedEpisodes(db: Db, viewer: Viewer, limit = FEED_ITEM_CAP): Promise<FeedEpisode[]> {
  const columns = (t: typeof podcasts | typeof contentItems) => ({
    id: t.id,
    title: t.title,
    description: t.description,
    isMembersOnly: t.isMembersOnly,
    status: t.status,
    createdAt: t.createdAt,
    fileKey: t.fileKey,
    fileType: t.fileType,
    fileSize: t.fileSize,
    durationSeconds: t.durationSeconds,
    transcriptFileKey: t.transcriptFileKey,
    // The cover's image with the row (its crops are among its keys; null without a cover): a cover shows wherever its record does (docs/decisions/086, 100).
    cover: { id: images.id, hash: images.hash, alt: images.alt, keys: images.keys },
    author: authors.name,
  });
  const [episodes, items] = await Promise.all([
    db
      .select(columns(podcasts))
      .from(podcasts)
      .leftJoin(images, eq(images.id, podcasts.coverImageId))
      .leftJoin(authors, eq(authors.id, podcasts.bylineAuthorId))
      .where(and(readableRows(viewer, podcasts), inFeeds(podcasts)))
      .orderBy(desc(podcasts.createdAt))
      .limit(limit),
    db
      .select(columns(contentItems))
      .from(contentItems)
      .leftJoin(images, eq(images.id, contentItems.coverImageId))
      .leftJoin(authors, eq(authors.id, contentItems.bylineAuthorId))
      .where(and(briefingMedia, inFeeds(contentItems), readableRows(viewer, contentItems)))
      .orderBy(desc(contentItems.createdAt))
      .limit(limit),
  ]);
  const artOf = (cover: { id: string; hash: string; alt: string; keys: string[] } | null) =>
    cover ? (cropOfImage(cover.id, cover, "square")?.path ?? null) : null;
  return [
    ...episodes.map(({ cover, ...e }) => ({ ...e, kind: "episode" as const, art: artOf(cover) })),
    ...items.map(({ cover, ...i }) => ({
      ...i,
      kind: "item" as const,
      fileKey: i.fileKey!,
      fileType: i.fileType!,
      art: artOf(cover),
    })),
  ]
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .slice(0, limit);
}

export interface FeedVersion {
  stamp: string;
  lastModified: Date;
}

/**
 * What a feed's content depends on: the change counters of the episode, item
 * and feed-settings tables (bumped by the database on every write, on every
 * instance), joined in name order; Last-Modified is the latest change, in
 * whole seconds as HTTP dates are. An app's poll is answered 304 without
 * building the feed; any change to those tables gives a new version (at
 * worst one the app did not need, never a missed one). Null when the
 * counters are missing (a database the migrations did not make): nothing can
 * then prove a feed unchanged.
 */
export async function feedVersion(db: Db): Promise<FeedVersion | null> {
  // Aggregates over the counters: always exactly one row, with nulls when no counter is there.
  const [row] = await db
    .select({
      stamp: sql<string | null>`string_agg(${contentVersions.version}::text, '.' order by ${contentVersions.name})`,
      changedAt: sql<number | null>`floor(extract(epoch from max(${contentVersions.changedAt})))::float8`.mapWith(Number),
      counters: sql<number>`count(*)::int`.mapWith(Number),
    })
    .from(contentVersions)
    .where(inArray(contentVersions.name, [...FEED_TABLES]));
  if (!row || row.counters !== FEED_TABLES.length || row.stamp === null || row.changedAt === null) return null;
  return { stamp: row.stamp, lastModified: new Date(row.changedAt * 1000) };
}

/** One episode of a feed by id, if the feed lists it (the enclosure route). */
export async function feedEpisode(db: Db, id: string): Promise<FeedEpisode | null> {
  // The enclosure and transcript routes need no art and no author.
  const [episode] = await db.select().from(podcasts).where(eq(podcasts.id, id)).limit(1);
  if (episode) return { ...episode, kind: "episode", art: null, author: null };
  const [item] = await db
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.id, id), briefingMedia, isNotNull(contentItems.fileKey)))
    .limit(1);
  return item ? { ...item, kind: "item", fileKey: item.fileKey!, fileType: item.fileType!, art: null, author: null } : null;
}
