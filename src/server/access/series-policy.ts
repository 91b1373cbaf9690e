import type { SQL } from "drizzle-orm";

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
import { series } from "../db/schema.js";
import { canReadContent, canSeeRecord, seenOr404, seenRows, type PreviewMeta } from "./policy.js";
import type { Viewer } from "./viewer.js";

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

/** What a shared link to a series previews: its title, description and cover whenever the viewer may see it (a series has no gate); null for a draft. */
export function seriesPreview(
  viewer: Viewer,
  row: { status: SeriesStatus; title: string; description: string | null; coverImageId: string | null },
): PreviewMeta | null {
  if (!canSeeRecord(viewer, row)) return null;
  return { title: row.title, description: row.description ?? undefined, coverImageId: row.coverImageId, titleOnly: false };
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
