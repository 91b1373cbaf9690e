import { sql, type SQL } from "drizzle-orm";

import type { ListProgress } from "../../shared/content.js";
import type { ContentStatus } from "../../shared/publishing.js";
import {
  SERIES_NOT_FOUND,
  type SeriesPart,
  type SeriesPartKind,
  type SeriesPartLink,
  type SeriesPlace,
  type SeriesStatus,
  type SeriesSummary,
} from "../../shared/series.js";
import { contentItems, podcasts, posts, series, seriesParts } from "../db/schema.js";
import { canAssignRecord, canReadContent, canSeeRecord, canSeeRecordSql, itemPreview, seenOr404, seenRows, type PreviewMeta } from "./policy.js";
import { isAdmin, type Viewer } from "./viewer.js";

// The access policy's series part (docs/decisions/103). A series is a draft
// (admins only: to anyone else it does not exist) or published (anyone). Its
// parts keep their own rules: a viewer is shown exactly the parts they could
// see listed (published ones; admins every part), a members-only part locked
// for a visitor as the lists lock it (title and cover, no summary), and every
// number ("Part 3 of 6") counts only those parts, so a draft's place in the
// order is never told by a gap.

export interface SeriesRow {
  id: string;
  title: string;
  description: string | null;
  status: SeriesStatus;
  coverUrl: string | null;
  createdAt: Date;
  /** Saves so far (modules/revisions); an admin's view carries it, for the edit to send back. */
  revision: number;
}

/** A part as kept (modules/series): its record's list columns. */
export interface SeriesPartRow {
  kind: SeriesPartKind;
  id: string;
  title: string;
  /** A post's excerpt, an episode's or item's description. */
  summary: string;
  isMembersOnly: boolean;
  status: ContentStatus;
  publishAt: Date | null;
  coverUrl: string | null;
  mediaType: string | null;
}

/** The series when the viewer may see it; else the 404 of a series that does not exist. */
export const seriesSeenOr404 = <R extends SeriesRow>(viewer: Viewer, row: R | null | undefined): R => seenOr404(viewer, row, SERIES_NOT_FOUND);

/** `seriesSeenOr404` as a SQL condition for lists; undefined: no filter (admins). */
export const seriesSeenRows = (viewer: Viewer): SQL | undefined => seenRows(viewer, series.status);

/**
 * Any member, as the people an organisation assigns a series to are shown
 * it: the account does not change which parts are shown (docs/decisions/097,
 * 103), only admins see more.
 */
const ANY_MEMBER: Viewer = Object.freeze({
  role: "member",
  user: Object.freeze({ id: "", name: "", email: "", isAdmin: false, emailVerified: true, twoFactorEnabled: false }),
});

/**
 * Whether a series may be assigned (modules/assignments): a member sees it,
 * and it has a part a member sees and may read (every part a member is
 * shown, members-only ones too: canAssignRecord).
 */
export function canAssignSeries(row: { status: SeriesStatus }, parts: readonly SeriesPartRow[]): boolean {
  return canSeeRecord(ANY_MEMBER, row) && partsSeen(ANY_MEMBER, parts).some((part) => canAssignRecord(part));
}

/**
 * The parts of series `seriesId` a member is shown, as rows (kind, id) of a
 * subquery: what an assigned series asks of its people (every one of them
 * completed). Members read every part they are shown.
 */
export function membersPartsSql(seriesId: SQL): SQL {
  return sql`select case when sp.post_id is not null then 'post' when sp.episode_id is not null then 'episode' else 'item' end as kind,
                    coalesce(sp.post_id, sp.episode_id, sp.item_id) as id
             from ${seriesParts} sp
             left join ${posts} p on p.id = sp.post_id
             left join ${podcasts} e on e.id = sp.episode_id
             left join ${contentItems} i on i.id = sp.item_id
             where sp.series_id = ${seriesId} and ${canSeeRecordSql(ANY_MEMBER, sql`coalesce(p.status, e.status, i.status)`)}`;
}

/** What a shared link to a series previews: its title, description and cover whenever the viewer may see it (a series has no gate); null for a draft. */
export function seriesPreview(
  viewer: Viewer,
  row: { status: SeriesStatus; title: string; description: string | null; coverImageId: string | null },
): PreviewMeta | null {
  if (!canSeeRecord(viewer, row)) return null;
  // No gate: previewed as a public item is (its description on one line, cut at a word).
  return itemPreview(viewer, { ...row, isMembersOnly: false });
}

/** The parts the viewer is shown, in the series' order: those they may see listed. Every count and number is over these. */
export function partsSeen<P extends { status: ContentStatus }>(viewer: Viewer, parts: readonly P[]): P[] {
  return parts.filter((part) => canSeeRecord(viewer, part));
}

/** A part as the series' page lists it: locked for a visitor and a members-only record (no summary, no progress). */
export function seriesPartView(viewer: Viewer, part: SeriesPartRow, number: number, progress: ListProgress): SeriesPart {
  const readable = canReadContent(viewer, part);
  return {
    kind: part.kind,
    id: part.id,
    number,
    title: part.title,
    summary: readable ? part.summary : "",
    isMembersOnly: part.isMembersOnly,
    locked: !readable,
    mediaType: part.mediaType,
    status: part.status,
    publishAt: part.publishAt?.toISOString() ?? null,
    coverUrl: part.coverUrl,
    progress: readable ? (progress ?? null) : null,
  };
}

/** A series in a list: its own fields and how many parts the viewer is shown. */
export function seriesSummaryView(viewer: Viewer, row: SeriesRow, parts: readonly SeriesPartRow[]): SeriesSummary {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    coverUrl: row.coverUrl,
    partCount: partsSeen(viewer, parts).length,
    ...(isAdmin(viewer) ? { revision: row.revision } : {}),
  };
}

const linkTo = (viewer: Viewer, part: SeriesPartRow): SeriesPartLink => ({
  kind: part.kind,
  id: part.id,
  title: part.title,
  locked: !canReadContent(viewer, part),
});

/**
 * Where record `kind`/`id` stands in its series for the viewer, with its
 * neighbours among the parts they are shown; null when the viewer may not see
 * the series or the record (a draft's answer is a record in no series).
 */
export function seriesPlaceView(viewer: Viewer, row: SeriesRow, parts: readonly SeriesPartRow[], kind: SeriesPartKind, id: string): SeriesPlace | null {
  if (!canSeeRecord(viewer, row)) return null;
  const seen = partsSeen(viewer, parts);
  const index = seen.findIndex((part) => part.kind === kind && part.id === id);
  if (index < 0) return null;
  const previous = seen[index - 1];
  const next = seen[index + 1];
  return {
    series: { id: row.id, title: row.title },
    number: index + 1,
    count: seen.length,
    previous: previous ? linkTo(viewer, previous) : null,
    next: next ? linkTo(viewer, next) : null,
  };
}
