import { and, eq, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

import type { ListProgress, Page } from "../../../shared/content.js";
import type { ProgressKind } from "../../../shared/progress.js";
import type { Viewer } from "../../access/viewer.js";
import type { ReadCache } from "../../cache/read-cache.js";
import type { Db } from "../../db/client.js";
import { toPage } from "../../db/pagination.js";
import { progress } from "../../db/schema.js";

// A member's list of posts, episodes or items is the same page of content for
// every member with each member's own progress beside it. Both parts are kept
// in memory (the caches module, cache/caches.ts) and dropped by the
// database's notices (docs/decisions/062): the pages when the content table
// changes at all, a member's progress when any of theirs changes. The access
// policy is applied to the kept rows on every read, as for single records.

/** A member with more progress rows of one kind than this is not kept: their pages read their progress for the page's rows. */
const MAX_KEPT_ROWS = 2_000;

/** A record's progress as a list shows it (the contract's ListProgress when started). */
type Started = NonNullable<ListProgress>;
export type KeptProgress = { byId: ReadonlyMap<string, Started> } | { tooMany: true };
const NONE: ReadonlyMap<string, Started> = new Map();

/** Each member's progress on one kind of content, as the lists show it. */
export class MemberProgress {
  constructor(
    private readonly db: Db,
    private readonly kind: ProgressKind,
    private readonly cache: ReadCache<KeptProgress>,
  ) {}

  /** The viewer's progress on each of `ids` (absent: not started); a visitor has none. */
  async of(viewer: Viewer, ids: readonly string[]): Promise<ReadonlyMap<string, Started>> {
    if (viewer.role === "visitor" || ids.length === 0) return NONE;
    const userId = viewer.user.id;
    const kept = await this.cache.read(userId, async () => {
      const rows = await this.rows(userId).limit(MAX_KEPT_ROWS + 1);
      return { value: rows.length > MAX_KEPT_ROWS ? { tooMany: true } : { byId: byContentId(rows) } };
    });
    if (kept && "byId" in kept) return kept.byId;
    return byContentId(await this.rows(userId, ids));
  }

  private rows(userId: string, ids?: readonly string[]) {
    return this.db
      .select({ id: progress.contentId, position: progress.positionSeconds, duration: progress.durationSeconds, finishedAt: progress.finishedAt })
      .from(progress)
      .where(and(eq(progress.userId, userId), eq(progress.contentKind, this.kind), ids ? anyOf(progress.contentId, ids) : undefined))
      .$dynamic();
  }
}

/**
 * `column = any('{…}'::uuid[])`: the ids as one array parameter. `in ($1, …)`
 * with a parameter per id took about twice as long on PGlite (2.5 against
 * 1.4 ms for a page of 21, in process), all of it in handling the parameters.
 * The ids are uuids read from the database, so the array literal needs no
 * quoting.
 */
const anyOf = (column: PgColumn, ids: readonly string[]) => sql`${column} = any(${`{${ids.join(",")}}`}::uuid[])`;

function byContentId(rows: { id: string; position: number; duration: number | null; finishedAt: Date | null }[]): ReadonlyMap<string, Started> {
  return new Map(rows.map((row) => [row.id, { position: row.position, duration: row.duration, finished: row.finishedAt !== null }]));
}

/** A content list's caches: its pages' rows and its members' progress. */
export interface ListCaches<R extends object> {
  pages: ReadCache<ListPage<R>>;
  progress: MemberProgress;
}

/** A list's kept rows of one page, as the caches module holds them. */
export type ListPage<R> = { rows: R[] };

/**
 * One page of a list as the viewer may see it (`view`, the access policy's),
 * each record with the viewer's own progress. The page's rows (one more than
 * the page, for its cursor) are kept per `scope` (e.g. a category), cursor and
 * size. A title search is read and not kept: its words are the reader's own,
 * and would push the pages every member reads out of the cache.
 */
export async function listWithProgress<R extends { id: string; cursorAt: string }, T extends object>(
  lists: ListCaches<R>,
  { viewer, page, scope = "" }: { viewer: Viewer; page: { cursor?: string | undefined; limit: number; q?: string | undefined }; scope?: string },
  load: () => Promise<R[]>,
  view: (row: R) => T,
): Promise<Page<T & { progress: ListProgress }>> {
  const rows = page.q
    ? await load()
    : (await lists.pages.read(JSON.stringify([scope, page.cursor ?? null, page.limit]), async () => ({ value: { rows: await load() } })))!.rows;
  const mine = await lists.progress.of(
    viewer,
    rows.map((row) => row.id),
  );
  // Object.assign into a new object rather than a spread (a spread per row showed in profiles); the view itself is never changed.
  return toPage(rows, page.limit, (row) => Object.assign({}, view(row), { progress: mine.get(row.id) ?? null }));
}
