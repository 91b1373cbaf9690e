import { and, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgSelect, PgTable } from "drizzle-orm/pg-core";

import type { Page } from "../../shared/content.js";
import { USER_ID } from "../../shared/members.js";
import { badRequest } from "../errors.js";
import type { Db } from "./client.js";

// Newest-first keyset pagination on (created_at, id), served by the
// descending (created_at, id) index of each listed table. The cursor carries
// the last row's timestamp at full microsecond precision (a JS Date would
// round it) and its id, so pages stay stable while rows are inserted.

interface Keyset {
  createdAt: PgColumn;
  id: PgColumn;
}

interface Cursor {
  at: string;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_MICROS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export const isUuid = (value: string) => UUID.test(value);

/** A timestamp as an exact ISO string (microseconds, UTC) for a cursor. */
export const exactTimestamp = (expr: SQL | PgColumn) => sql<string>`to_char(${expr} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** True for a timestamp as exactTimestamp writes it. */
export const isExactTimestamp = (value: unknown): value is string => typeof value === "string" && ISO_MICROS.test(value);

/** Selects the row's created_at as an exact ISO string for the next cursor. */
export const cursorColumn = (t: Keyset) => exactTimestamp(t.createdAt);

const hasTextId = (t: Keyset) => t.id.getSQLType() === "text";

/** Any keyset cursor: the last row's sort keys, opaque to the client. */
const encodeKeyset = (keys: readonly (string | number)[]): string => Buffer.from(JSON.stringify(keys)).toString("base64url");

/** The sort keys of a cursor when `valid` accepts them, else a 400 "Invalid cursor." */
export function decodeKeyset<T extends unknown[]>(cursor: string, valid: (keys: unknown[]) => keys is T): T {
  try {
    const keys = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as unknown;
    if (Array.isArray(keys) && valid(keys)) return keys;
  } catch {
    // fall through
  }
  throw badRequest("Invalid cursor.");
}

function decodeCursor(cursor: string, textId: boolean): Cursor {
  const [at, id] = decodeKeyset(
    cursor,
    (keys): keys is [string, string] =>
      keys.length === 2 && isExactTimestamp(keys[0]) && typeof keys[1] === "string" && (textId ? USER_ID.test(keys[1]) : isUuid(keys[1])),
  );
  return { at, id };
}

/** Whether `cursor` is one of this module's cursors over a table with uuid ids (else a list answers 400 "Invalid cursor."). */
export function isListCursor(cursor: string): boolean {
  try {
    decodeCursor(cursor, false);
    return true;
  } catch {
    return false;
  }
}

/**
 * Where the page newer than "the page after `cursor`" starts, for a "Newer"
 * link: the cursor of the `limit`-th row newer than the row `cursor` names
 * (that newer page ends with it), or null when fewer rows are newer (the
 * newer page is the first). `filter` is the list's own. One indexed read of
 * `limit` rows, backwards along the list's index.
 */
export async function newerCursor(db: Db, t: PgTable & Keyset, cursor: string, limit: number, filter?: SQL): Promise<string | null> {
  const c = decodeCursor(cursor, false);
  const [row] = await db
    .select({ id: t.id, cursorAt: cursorColumn(t) })
    .from(t)
    .where(and(filter, sql`(${t.createdAt}, ${t.id}) > (${c.at}::timestamptz, ${c.id}::uuid)`))
    .orderBy(sql`${t.createdAt} asc nulls first`, sql`${t.id} asc nulls first`)
    .offset(limit - 1)
    .limit(1);
  return row ? encodeKeyset([row.cursorAt, row.id as string]) : null;
}

/** The WHERE part for "rows after this cursor", combined with any filter. */
function afterCursor(t: Keyset, cursor: string | undefined, filter?: SQL): SQL | undefined {
  if (!cursor) return filter;
  const textId = hasTextId(t);
  const c = decodeCursor(cursor, textId);
  const id = textId ? sql`${c.id}::text` : sql`${c.id}::uuid`;
  return and(filter, sql`(${t.createdAt}, ${t.id}) < (${c.at}::timestamptz, ${id})`);
}

// "desc nulls last" to the letter, as the indexes are declared: a plain
// "desc" means nulls first, which PostgreSQL will not read from a nulls-last
// index even on not-null columns, so every list sorted the whole table.
const newestFirst = (t: Keyset) => [sql`${t.createdAt} desc nulls last`, sql`${t.id} desc nulls last`];

/** Adds "after the cursor, newest first, one more than the page" to a list query. */
export function paginate<Q extends PgSelect>(query: Q, t: Keyset, page: { cursor?: string | undefined; limit: number }, filter?: SQL): Q {
  return query
    .where(afterCursor(t, page.cursor, filter))
    .orderBy(...newestFirst(t))
    .limit(page.limit + 1);
}

/**
 * Turns `limit + 1` fetched rows into a page: the extra row only tells that
 * another page exists.
 */
export function toPage<R extends { id: string; cursorAt: string }, T>(rows: R[], limit: number, map: (row: R) => T): Page<T> {
  return toKeysetPage(rows, limit, map, (row) => [row.cursorAt, row.id]);
}

/** toPage for a list with its own sort keys: `keysOf` gives the cursor's keys of the page's last row. */
export function toKeysetPage<R, T>(rows: R[], limit: number, map: (row: R) => T, keysOf: (row: R) => readonly (string | number)[]): Page<T> {
  const more = rows.length > limit;
  const kept = more ? rows.slice(0, limit) : rows;
  const last = kept.at(-1);
  return { items: kept.map(map), nextCursor: more && last ? encodeKeyset(keysOf(last)) : null };
}
