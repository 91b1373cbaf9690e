import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";

import type { ListProgress, Page, PageQuery } from "../../../shared/content.js";
import type { ContentStatus } from "../../../shared/publishing.js";
import type { Snapshot } from "../../../shared/revisions.js";
import {
  SERIES_CANDIDATES_LIMIT,
  SERIES_NOT_FOUND,
  SERIES_PART_MISSING,
  seriesAssigned,
  seriesInputSchema,
  seriesPartTaken,
  type Series,
  type SeriesCandidate,
  type SeriesInput,
  type SeriesPartKind,
  type SeriesPartRef,
  type SeriesPlace,
  type SeriesSummary,
} from "../../../shared/series.js";
import { canSeeRecord, seenRows } from "../../access/policy.js";
import {
  canAssignSeries,
  partsSeen,
  seriesPartView,
  seriesPlaceView,
  seriesSeenOr404,
  seriesSeenRows,
  seriesSummaryView,
  type SeriesPartRow,
  type SeriesRow,
} from "../../access/series-policy.js";
import { isSignedIn, VISITOR, type Viewer } from "../../access/viewer.js";
import type { ReadCache } from "../../cache/read-cache.js";
import type { Db } from "../../db/client.js";
import { CONTENT_TABLES } from "../../db/content-tables.js";
import { cursorColumn, paginate, toPage } from "../../db/pagination.js";
import { contentItems, contentRevisions, podcasts, posts, series, seriesParts } from "../../db/schema.js";
import { titleContains } from "../../db/title-filter.js";
import { isUniqueViolation } from "../../db/unique-violation.js";
import { AppError, badRequest, notFound } from "../../errors.js";
import { actorOf, recordActivity, renamedFrom } from "../activity/service.js";
import { assignedBy, certifyAfterPartLeaves, type CertifyAssignments } from "../assignments/assigned.js";
import { coverColumns } from "../images/cover.js";
import type { MemberProgress } from "../progress/list-progress.js";
import { assertSameRevision, EditConflict, keepRefused, keepRevision } from "../revisions/service.js";
import { PART_COLUMNS } from "./filter.js";

// Series (issue 30, docs/decisions/103). A series and its parts are kept in
// memory by id (caches.seriesRows), with each part's list columns, and a
// record's series by record (caches.seriesOfRecord); the change notices of
// series, series_parts and the three content tables empty them on every
// instance, so a publish, an unpublish or a reorder shows at once. The
// access policy (access/series-policy.ts) shapes every answer from the kept
// rows for the viewer who asks.

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** A series as kept: its row and all its parts in order, whatever their status (the policy picks the viewer's). */
export interface KeptSeries {
  row: SeriesRow;
  parts: SeriesPartRow[];
}

/** What the series reads need: the kept series, each record's series, and members' progress on each kind. */
export interface SeriesCaches {
  rows: ReadCache<KeptSeries>;
  ofRecord: ReadCache<{ seriesId: string | null }>;
  progress: Record<SeriesPartKind, MemberProgress>;
}

const SERIES_COLUMNS = {
  id: series.id,
  title: series.title,
  description: series.description,
  status: series.status,
  coverUrl: series.coverUrl,
  createdAt: series.createdAt,
  revision: series.revision,
};

/** A record's list columns, as a part shows them. */
const recordColumns = <T extends typeof posts | typeof podcasts | typeof contentItems>(t: T) => ({
  title: t.title,
  isMembersOnly: t.isMembersOnly,
  status: t.status,
  publishAt: t.publishAt,
  coverUrl: t.coverUrl,
});

/** The parts of each of `seriesIds` in order, each with its record's list columns (one query, the three kinds left-joined). */
async function partRows(db: Db | Tx, seriesIds: readonly string[]): Promise<Map<string, SeriesPartRow[]>> {
  const rows = await db
    .select({
      seriesId: seriesParts.seriesId,
      postId: seriesParts.postId,
      episodeId: seriesParts.episodeId,
      itemId: seriesParts.itemId,
      post: { ...recordColumns(posts), summary: posts.excerpt },
      episode: { ...recordColumns(podcasts), summary: podcasts.description },
      item: { ...recordColumns(contentItems), summary: contentItems.description, mediaType: contentItems.mediaType },
    })
    .from(seriesParts)
    .leftJoin(posts, eq(posts.id, seriesParts.postId))
    .leftJoin(podcasts, eq(podcasts.id, seriesParts.episodeId))
    .leftJoin(contentItems, eq(contentItems.id, seriesParts.itemId))
    .where(inArray(seriesParts.seriesId, [...seriesIds]))
    .orderBy(seriesParts.seriesId, seriesParts.position);
  const partOfRow = (r: (typeof rows)[number]) => {
    if (r.postId) return partOf("post", r.postId, r.post);
    if (r.episodeId) return partOf("episode", r.episodeId, r.episode);
    return r.itemId ? partOf("item", r.itemId, r.item) : [];
  };
  const bySeries = new Map<string, SeriesPartRow[]>(seriesIds.map((id) => [id, []]));
  for (const r of rows) {
    bySeries.get(r.seriesId)?.push(...partOfRow(r));
  }
  return bySeries;
}

/** A left-joined record's columns (each nullable to the query builder; the foreign key makes them present). */
interface JoinedRecord {
  title: string | null;
  summary: string | null;
  isMembersOnly: boolean | null;
  status: ContentStatus | null;
  publishAt: Date | null;
  coverUrl: string | null;
  mediaType?: string | null;
}

function partOf(kind: SeriesPartKind, id: string, r: JoinedRecord | null): SeriesPartRow[] {
  if (!r || r.title === null || r.status === null || r.isMembersOnly === null) return [];
  const { title, status, isMembersOnly, publishAt, coverUrl } = r;
  return [{ kind, id, title, status, isMembersOnly, publishAt, coverUrl, summary: r.summary ?? "", mediaType: r.mediaType ?? null }];
}

/** Series and their parts as stored, by id (those that exist): two queries however many. */
async function loadSeriesMany(db: Db | Tx, ids: readonly string[]): Promise<Map<string, KeptSeries>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(SERIES_COLUMNS)
    .from(series)
    .where(inArray(series.id, [...ids]));
  const parts =
    rows.length > 0
      ? await partRows(
          db,
          rows.map((row) => row.id),
        )
      : new Map<string, SeriesPartRow[]>();
  return new Map(rows.map((row) => [row.id, { row, parts: parts.get(row.id) ?? [] }]));
}

/** A series and its parts as stored, or null. */
async function loadSeries(db: Db | Tx, id: string): Promise<KeptSeries | null> {
  // Ids are stored in lower case; the one asked for may not be.
  return (await loadSeriesMany(db, [id])).get(id.toLowerCase()) ?? null;
}

/**
 * The kept series of `ids` (each loaded once, until a change notice drops
 * it). Those not kept are loaded together, in two queries, so a list of
 * series costs the same however many it shows; each is still read through
 * the cache, which keeps it only when no change notice came during the load.
 */
async function keptSeriesMany(db: Db, caches: SeriesCaches, ids: readonly string[]): Promise<(KeptSeries | null)[]> {
  const missing = ids.filter((id) => caches.rows.get(id) === undefined);
  let batch: Promise<Map<string, KeptSeries>> | undefined;
  return Promise.all(
    ids.map((id) =>
      caches.rows.read(id, async () => {
        // A load under way elsewhere may have had it when `missing` was made: asked for anyway.
        batch ??= loadSeriesMany(db, missing.includes(id) ? missing : [...missing, id]);
        const found = (await batch).get(id.toLowerCase());
        return found ? { value: found } : null;
      }),
    ),
  );
}

/** The kept series (loaded once, until a change notice drops it). */
const keptSeries = async (db: Db, caches: SeriesCaches, id: string) => (await keptSeriesMany(db, caches, [id]))[0] ?? null;

/** Each part with the viewer's progress on it (members; a visitor has none). */
async function progressOf(caches: SeriesCaches, viewer: Viewer, parts: readonly SeriesPartRow[]): Promise<(part: SeriesPartRow) => ListProgress> {
  const kinds = Object.keys(caches.progress) as SeriesPartKind[];
  const maps = await Promise.all(
    kinds.map((kind) =>
      caches.progress[kind].of(
        viewer,
        parts.filter((part) => part.kind === kind).map((part) => part.id),
      ),
    ),
  );
  const byKind = Object.fromEntries(kinds.map((kind, i) => [kind, maps[i]!]));
  return (part) => byKind[part.kind]?.get(part.id) ?? null;
}

/** The series as the viewer may see it: its parts in order (those the viewer is shown, numbered over them), with the member's progress. */
function seriesView(viewer: Viewer, { row, parts }: KeptSeries, progress: (part: SeriesPartRow) => ListProgress): Series {
  const seen = partsSeen(viewer, parts);
  const views = seen.map((part, i) => seriesPartView(viewer, part, i + 1, progress(part)));
  const readable = views.filter((part) => !part.locked);
  return {
    ...seriesSummaryView(viewer, row, parts),
    parts: views,
    progress: isSignedIn(viewer) ? { finished: readable.filter((part) => part.progress?.finished).length, total: readable.length } : null,
  };
}

/** GET /api/series/:id: a draft is not there for anyone but admins. */
export async function getSeries(db: Db, caches: SeriesCaches, { viewer, id }: { viewer: Viewer; id: string }): Promise<Series> {
  const kept = await keptSeries(db, caches, id);
  seriesSeenOr404(viewer, kept?.row);
  return seriesView(viewer, kept!, await progressOf(caches, viewer, kept!.parts));
}

/** The series the viewer may see, newest first, a page at a time, each with the number of parts the viewer is shown. */
export async function listSeries(db: Db, caches: SeriesCaches, { viewer, page }: { viewer: Viewer; page: PageQuery }): Promise<Page<SeriesSummary>> {
  const rows = await paginate(
    db
      .select({ ...SERIES_COLUMNS, cursorAt: cursorColumn(series) })
      .from(series)
      .$dynamic(),
    series,
    page,
    seriesSeenRows(viewer),
  );
  const kept = await keptSeriesMany(
    db,
    caches,
    rows.slice(0, page.limit).map((row) => row.id),
  );
  const partsOf = new Map(kept.flatMap((k) => (k ? [[k.row.id, k.parts] as const] : [])));
  return toPage(rows, page.limit, (row) => seriesSummaryView(viewer, row, partsOf.get(row.id) ?? []));
}

/** Where a record stands in its series for the viewer ("Part 3 of 6", its neighbours), or null: in no series the viewer may see, or a record they may not. */
export async function seriesPlace(
  db: Db,
  caches: SeriesCaches,
  { viewer, kind, id }: { viewer: Viewer; kind: SeriesPartKind; id: string },
): Promise<SeriesPlace | null> {
  const of = await caches.ofRecord.read(`${kind}:${id}`, async () => {
    const [row] = await db.select({ seriesId: seriesParts.seriesId }).from(seriesParts).where(eq(PART_COLUMNS[kind], id));
    return { value: { seriesId: row?.seriesId ?? null } };
  });
  const kept = of?.seriesId ? await keptSeries(db, caches, of.seriesId) : null;
  return kept ? seriesPlaceView(viewer, kept.row, kept.parts, kind, id) : null;
}

/**
 * The published series with a part the viewer may see among `kind`'s
 * records (of `category`, for items): a library area's series filter. By
 * title; at most `limit`.
 */
export async function seriesWithParts(
  db: Db,
  { viewer, kind, category, limit = 50 }: { viewer: Viewer; kind: SeriesPartKind; category?: "briefing" | "after-action"; limit?: number },
): Promise<{ id: string; title: string }[]> {
  const table = CONTENT_TABLES[kind];
  const partOfKind = and(
    eq(PART_COLUMNS[kind], table.id),
    // The records the viewer's lists show (admins: drafts too).
    seenRows(viewer, table.status),
    kind === "item" && category ? eq(contentItems.category, category) : undefined,
  );
  return db
    .selectDistinct({ id: series.id, title: series.title })
    .from(series)
    .innerJoin(seriesParts, eq(seriesParts.seriesId, series.id))
    .innerJoin(table, partOfKind)
    .where(seriesSeenRows(viewer))
    .orderBy(series.title, series.id)
    .limit(limit);
}

/** Whether the viewer may filter a list by series `id`: it exists and they may see it. */
export async function seriesForFilter(
  db: Db,
  caches: SeriesCaches,
  { viewer, id }: { viewer: Viewer; id: string },
): Promise<{ id: string; title: string } | null> {
  const kept = await keptSeries(db, caches, id);
  return kept && canSeeRecord(viewer, kept.row) ? { id: kept.row.id, title: kept.row.title } : null;
}

/**
 * A series as an organisation assigns it (modules/assignments): its title and
 * whether it may be assigned (published, with a part a member completes), or
 * null when it does not exist.
 */
export async function seriesToAssign(db: Db, id: string): Promise<{ title: string; published: boolean; assignable: boolean } | null> {
  const found = await loadSeries(db, id);
  if (!found) return null;
  return { title: found.row.title, published: canSeeRecord(VISITOR, found.row), assignable: canAssignSeries(found.row, found.parts) };
}

/**
 * Holds series `id` in transaction `tx` while an assignment of it is written
 * (modules/assignments): a deletion waits, then sees the assignment and is
 * refused. False when the series is gone meanwhile.
 */
export async function holdSeries(tx: Db | Tx, id: string): Promise<boolean> {
  const [row] = await tx.select({ id: series.id }).from(series).where(eq(series.id, id)).for("share");
  return row !== undefined;
}

/** GET /api/series/candidates (admins): the newest records whose title holds `q`, of every kind, each with the series it is in. */
export async function seriesCandidates(db: Db, { q }: { q?: string | undefined }): Promise<SeriesCandidate[]> {
  const kinds = Object.keys(CONTENT_TABLES) as SeriesPartKind[];
  const found = await Promise.all(
    kinds.map(async (kind) => {
      const table = CONTENT_TABLES[kind];
      const rows = await db
        .select({
          id: table.id,
          title: table.title,
          isMembersOnly: table.isMembersOnly,
          status: table.status,
          publishAt: table.publishAt,
          createdAt: table.createdAt,
          category: kind === "item" ? contentItems.category : sql<string | null>`null`,
          seriesId: series.id,
          seriesTitle: series.title,
        })
        .from(table)
        .leftJoin(seriesParts, eq(PART_COLUMNS[kind], table.id))
        .leftJoin(series, eq(series.id, seriesParts.seriesId))
        .where(titleContains(table.title, q))
        .orderBy(desc(table.createdAt), desc(table.id))
        .limit(SERIES_CANDIDATES_LIMIT);
      return rows.map((row) => ({ kind, ...row }));
    }),
  );
  return found
    .flat()
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .slice(0, SERIES_CANDIDATES_LIMIT)
    .map(({ kind, id, title, isMembersOnly, status, publishAt, category, seriesId, seriesTitle }) => ({
      kind,
      id,
      title,
      isMembersOnly,
      status,
      publishAt: publishAt?.toISOString() ?? null,
      category,
      series: seriesId && seriesTitle ? { id: seriesId, title: seriesTitle } : null,
    }));
}

// Writes: admin only, each with its activity entry in the same transaction
// (docs/decisions/038); the parts are checked before anything is written and
// replaced whole, so a refused write leaves the series as it was.

/** The 409 of a record that another series holds (a lost race: the unique index refused it). */
const takenMeanwhile = () => new AppError("CONFLICT", "A part was just added to another series. Reload the form and try again.");

/** Checks that every part exists and is in no other series, then writes the list in order; true when a part the series had is no longer in it. */
async function writeParts(tx: Tx, seriesId: string, parts: readonly SeriesPartRef[]): Promise<boolean> {
  const ids = (kind: SeriesPartKind) => parts.filter((part) => part.kind === kind).map((part) => part.id.toLowerCase());
  for (const kind of Object.keys(PART_COLUMNS) as SeriesPartKind[]) {
    const wanted = ids(kind);
    if (wanted.length === 0) continue;
    const table = CONTENT_TABLES[kind];
    const found = await tx.select({ id: table.id }).from(table).where(inArray(table.id, wanted));
    if (found.length !== wanted.length) throw badRequest(SERIES_PART_MISSING);
    const [taken] = await tx
      .select({ record: table.title, series: series.title })
      .from(seriesParts)
      .innerJoin(series, eq(series.id, seriesParts.seriesId))
      .innerJoin(table, eq(table.id, PART_COLUMNS[kind]))
      .where(and(inArray(PART_COLUMNS[kind], wanted), ne(seriesParts.seriesId, seriesId)))
      .limit(1);
    if (taken) throw new AppError("CONFLICT", seriesPartTaken(taken.record, taken.series));
  }
  const before = await tx
    .delete(seriesParts)
    .where(eq(seriesParts.seriesId, seriesId))
    .returning({ postId: seriesParts.postId, episodeId: seriesParts.episodeId, itemId: seriesParts.itemId });
  const kept = new Set(parts.map((part) => part.id.toLowerCase()));
  const dropped = before.some((part) => !kept.has((part.postId ?? part.episodeId ?? part.itemId)!));
  if (parts.length === 0) return dropped;
  await tx.insert(seriesParts).values(
    parts.map((part, i) => ({
      seriesId,
      position: i + 1,
      postId: part.kind === "post" ? part.id : null,
      episodeId: part.kind === "episode" ? part.id : null,
      itemId: part.kind === "item" ? part.id : null,
    })),
  );
  return dropped;
}

/** What a series' revision keeps (docs/decisions/112): its words, status and parts in order, each with its title then. */
const seriesSnapshot = ({ row, parts }: KeptSeries): Snapshot => ({
  title: row.title,
  description: row.description,
  status: row.status,
  publishAt: null,
  parts: parts.map(({ kind, id, title }) => ({ kind, id, title })),
});

/** A refused save's snapshot: the input's words and status, and its parts with their titles as they stand (a part gone since is left out). */
async function inputSnapshot(db: Db, input: SeriesInput): Promise<Snapshot> {
  const titles = new Map<string, string>();
  for (const kind of Object.keys(PART_COLUMNS) as SeriesPartKind[]) {
    const ids = input.parts.filter((part) => part.kind === kind).map((part) => part.id);
    if (ids.length === 0) continue;
    const table = CONTENT_TABLES[kind];
    for (const row of await db.select({ id: table.id, title: table.title }).from(table).where(inArray(table.id, ids)))
      titles.set(`${kind}:${row.id}`, row.title);
  }
  return {
    title: input.title,
    description: input.description,
    status: input.status,
    publishAt: null,
    parts: input.parts.flatMap(({ kind, id }) => {
      const title = titles.get(`${kind}:${id.toLowerCase()}`);
      return title === undefined ? [] : [{ kind, id: id.toLowerCase(), title }];
    }),
  };
}

/**
 * The answer to a write: the series as it now stands, read in the write's
 * transaction (the admin's view: every part, no progress), kept in its
 * history as save number `revision` by the writer.
 */
async function written(tx: Tx, viewer: Viewer, id: string, revision: number): Promise<Series> {
  const kept = await loadSeries(tx, id);
  if (!kept) throw notFound(SERIES_NOT_FOUND);
  await keepRevision(tx, { kind: "series", id, revision, snapshot: seriesSnapshot(kept), savedBy: actorOf(viewer).id });
  return seriesView(viewer, kept, () => null);
}

/** Runs a write, answering a part that another series took meanwhile with its 409. */
async function refusingTaken<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw takenMeanwhile();
    throw error;
  }
}

export async function createSeries(db: Db, { input, viewer }: { input: SeriesInput; viewer: Viewer }): Promise<Series> {
  const cover = await coverColumns(db, input.coverImageId);
  const actor = actorOf(viewer);
  return refusingTaken(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(series)
        .values({ title: input.title, description: input.description, status: input.status, authorId: actor.id, ...cover, revision: 1 })
        .returning({ id: series.id, title: series.title });
      await writeParts(tx, row!.id, input.parts);
      await recordActivity(tx, { actor, action: "content.create", target: { kind: "series", id: row!.id, title: row!.title } });
      return written(tx, viewer, row!.id, 1);
    }),
  );
}

/**
 * Saves the series whole. A part dropped from it is no longer asked of
 * anyone: people it was the last unfinished part of are done, and the
 * certificates of its assignments with credit hours are queued with the save
 * (docs/decisions/112).
 */
export async function updateSeries(
  db: Db,
  { id, input, viewer, certify }: { id: string; input: SeriesInput; viewer: Viewer; certify: CertifyAssignments },
): Promise<Series> {
  const cover = await coverColumns(db, input.coverImageId);
  const actor = actorOf(viewer);
  try {
    return await refusingTaken(() =>
      db.transaction(async (tx) => {
        // The row's lock orders two saves of one series: the second writes its parts after the first's.
        const [old] = await tx.select({ title: series.title, revision: series.revision }).from(series).where(eq(series.id, id)).for("update");
        if (!old) throw notFound(SERIES_NOT_FOUND);
        assertSameRevision("series", old.revision, input.baseRevision);
        const [saved] = await tx
          .update(series)
          .set({
            title: input.title,
            description: input.description,
            status: input.status,
            ...cover,
            revision: sql`${series.revision} + 1`,
            updatedAt: new Date(),
          })
          .where(eq(series.id, id))
          .returning({ revision: series.revision });
        if (await writeParts(tx, id, input.parts)) await certifyAfterPartLeaves(tx, certify, { seriesId: id });
        await recordActivity(tx, {
          actor,
          action: "content.update",
          target: { kind: "series", id, title: input.title },
          details: renamedFrom(old.title, input.title),
        });
        return written(tx, viewer, id, saved!.revision);
      }),
    );
  } catch (error) {
    // A save over a newer one: what it carried is kept in the history, as a record's is.
    if (error instanceof EditConflict) await keepRefused(db, error, { id, snapshot: await inputSnapshot(db, input), savedBy: actor.id });
    throw error;
  }
}

/**
 * Deletes the series and its parts' places; the records stay. A series that
 * organisations have assigned is refused (409, naming them): its people could
 * never complete it (docs/decisions/110). The row's lock orders this with an
 * assignment being made (which holds the row too, `holdSeries`).
 */
export async function deleteSeries(db: Db, { id, viewer }: { id: string; viewer: Viewer }): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ title: series.title }).from(series).where(eq(series.id, id)).for("update");
    if (!row) throw notFound(SERIES_NOT_FOUND);
    const assigned = await assignedBy(tx, "series", id);
    if (assigned.length > 0) throw new AppError("CONFLICT", seriesAssigned(row.title, assigned));
    await tx.delete(series).where(eq(series.id, id));
    // Its history goes with it (no foreign key: content_revisions names records of several tables).
    await tx.delete(contentRevisions).where(and(eq(contentRevisions.contentKind, "series"), eq(contentRevisions.contentId, id)));
    await recordActivity(tx, { actor: actorOf(viewer), action: "content.delete", target: { kind: "series", id, title: row.title } });
  });
}

/**
 * Brings a series' revision back as a new save (modules/revisions): its
 * title, description and parts in order. Its status and cover stay as they
 * are (a restore never publishes or unpublishes, as for records); a part
 * whose record is gone, or that another series holds now, is left out.
 * Answers the save's revision number.
 */
export async function restoreSeries(
  db: Db,
  { id, snapshot, viewer, certify }: { id: string; snapshot: Snapshot; viewer: Viewer; certify: CertifyAssignments },
): Promise<number> {
  const [current] = await db.select({ status: series.status }).from(series).where(eq(series.id, id));
  if (!current) throw notFound(SERIES_NOT_FOUND);
  const free = await Promise.all(
    (Object.keys(PART_COLUMNS) as SeriesPartKind[]).map(async (kind) => {
      const wanted = (snapshot.parts ?? []).filter((part) => part.kind === kind).map((part) => part.id);
      if (wanted.length === 0) return [];
      const table = CONTENT_TABLES[kind];
      const rows = await db
        .select({ id: table.id })
        .from(table)
        .leftJoin(seriesParts, eq(PART_COLUMNS[kind], table.id))
        .where(and(inArray(table.id, wanted), sql`(${seriesParts.seriesId} is null or ${seriesParts.seriesId} = ${id})`));
      return rows.map((row) => `${kind}:${row.id}`);
    }),
  );
  const usable = new Set(free.flat());
  const parts = (snapshot.parts ?? []).filter((part) => usable.has(`${part.kind}:${part.id}`)).map(({ kind, id: partId }) => ({ kind, id: partId }));
  const input = seriesInputSchema.parse({ title: snapshot.title, description: snapshot.description ?? "", status: current.status, parts });
  await updateSeries(db, { id, input, viewer, certify });
  const [saved] = await db.select({ revision: series.revision }).from(series).where(eq(series.id, id));
  return saved?.revision ?? 0;
}
