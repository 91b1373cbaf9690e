import { sql, type SQL } from "drizzle-orm";

import type { ContentKind, PublicPage } from "../../../shared/analytics.js";
import { utcDay } from "../../../shared/dates.js";
import type { Db } from "../../db/client.js";
import { readerHashes, type Reader } from "./readers.js";

/**
 * Usage counts kept in memory and written in batches (docs/decisions/039):
 * a read does one or two map updates and never waits for the database. An
 * instance task of the jobs module writes the counts every few seconds
 * (background.ts), the analytics endpoint writes them before it reads, and
 * the app writes them when it closes.
 *
 * An open counts once per reader per record per day: members by id,
 * visitors by address and user agent, both as keyed hashes that change
 * daily (readers.ts). This instance remembers today's readers, and the
 * write adds an open only for a reader the database did not have yet, so
 * several instances count a reader once too. What one address can add in
 * a day is capped, so a visitor changing user agents cannot inflate counts.
 */
export interface AnalyticsCounter {
  /** A post read, an item opened or an episode started, by this reader (members are also noted by id). */
  countOpen(kind: ContentKind, id: string, reader: Reader): void;
  /** A view of a public page: a count per page and day, nothing about who. */
  countPageView(page: PublicPage): void;
  /** Writes what has been counted so far; concurrent calls share one write. */
  flush(): Promise<void>;
  /** Writes what is left, once a write under way has ended. */
  close(): Promise<void>;
}

interface Options {
  /** The site's secret: the key of the readers' daily hashes. */
  secret: string;
  /** How often the counts are written: after a failed write, a burst does not write again sooner. */
  flushMs: number;
  onError: (error: unknown) => void;
  /** The current time (tests move it). */
  now?: () => Date;
}

/** Above this many pending keys a write starts at once, so memory stays small under a burst. */
const MAX_PENDING = 20_000;
/** Rows per INSERT statement. */
const BATCH = 1000;
/** Opens one visitor address can add in a day, on one instance. */
export const MAX_OPENS_PER_ADDRESS = 100;
/** Today's readers and addresses this instance remembers; past this the memory starts again (the database still knows). */
const MAX_REMEMBERED = 200_000;

export function createAnalyticsCounter(db: Db, { secret, flushMs, onError, now = () => new Date() }: Options): AnalyticsCounter {
  /** "day|kind|id|reader" of opens not written yet. */
  let opens = new Set<string>();
  let openers = new Set<string>();
  let views = new Map<string, number>();
  let writing: Promise<void> | null = null;
  const hashes = readerHashes(secret);
  let today = "";
  const seen = new Set<string>();
  const perAddress = new Map<string, number>();

  const add = (map: Map<string, number>, key: string, n = 1) => map.set(key, (map.get(key) ?? 0) + n);
  const pending = () => opens.size + openers.size + views.size;
  /** False when this open must not count: the reader opened it today already, or their address has added its share. */
  const firstOpen = (day: string, key: string, reader: Reader) => {
    if (day !== today || seen.size >= MAX_REMEMBERED || perAddress.size >= MAX_REMEMBERED) {
      seen.clear();
      perAddress.clear();
      today = day;
    }
    if (seen.has(key)) return false;
    if (reader.viewer.role === "visitor") {
      const address = hashes.address(day, reader.address);
      const added = perAddress.get(address) ?? 0;
      if (added >= MAX_OPENS_PER_ADDRESS) return false;
      perAddress.set(address, added + 1);
    }
    seen.add(key);
    return true;
  };
  let failedAt = 0;
  const flushSoon = () => {
    // Not again right after a failure: a database that is down is not asked on every read.
    if (pending() >= MAX_PENDING && Date.now() - failedAt > flushMs) void flush().catch(onError);
  };
  /** While writes fail, counting stops at this size: statistics are lost before memory is. */
  const full = () => pending() >= MAX_PENDING * 10;

  async function write(o: Set<string>, m: Set<string>, v: Map<string, number>) {
    // One statement: the readers the database did not have yet are the opens that count.
    for (const rows of chunks([...o].map((key) => key.split("|")))) {
      await db.execute(sql`with fresh as (
          insert into content_open_readers (day, content_kind, content_id, reader)
          values ${list(rows.map(([day, kind, id, reader]) => sql`(${day}::date, ${kind}, ${id}::uuid, ${reader})`))}
          on conflict do nothing
          returning day, content_kind, content_id)
        insert into content_opens_daily (day, content_kind, content_id, opens)
        select day, content_kind, content_id, count(*)::int from fresh group by 1, 2, 3
        on conflict (day, content_kind, content_id) do update set opens = content_opens_daily.opens + excluded.opens`);
    }
    // Joined with users: a member deleted since the open is skipped, not a failed batch.
    for (const rows of chunks([...m].map((key) => key.split("|")))) {
      await db.execute(sql`insert into content_openers (day, content_kind, content_id, user_id)
        select v.day, v.kind, v.id, v.user_id from (values ${list(rows.map(([day, kind, id, user]) => sql`(${day}::date, ${kind}, ${id}::uuid, ${user})`))})
          as v(day, kind, id, user_id) join users u on u.id = v.user_id
        on conflict do nothing`);
    }
    for (const rows of chunks([...v].map(([key, n]) => [...key.split("|"), n] as const))) {
      await db.execute(sql`insert into page_views_daily (day, page, views)
        values ${list(rows.map(([day, page, n]) => sql`(${day}::date, ${page}, ${n})`))}
        on conflict (day, page) do update set views = page_views_daily.views + excluded.views`);
    }
  }

  async function flushOnce() {
    if (pending() === 0) return;
    const [o, m, v] = [opens, openers, views];
    [opens, openers, views] = [new Set(), new Set(), new Map()];
    try {
      await write(o, m, v);
    } catch (error) {
      failedAt = Date.now();
      // Put the counts back for the next try. Opens are written with their
      // readers in one statement, so a batch written before the failure is
      // not counted twice; page views are not one transaction and may be
      // (statistics: losing them all would be worse).
      for (const k of o) opens.add(k);
      for (const k of m) openers.add(k);
      for (const [k, n] of v) add(views, k, n);
      throw error;
    }
  }

  function flush(): Promise<void> {
    writing ??= flushOnce().finally(() => {
      writing = null;
    });
    return writing;
  }

  return {
    countOpen(kind, id, reader) {
      if (full()) return;
      const day = utcDay(now());
      const key = `${day}|${kind}|${id}|${hashes.reader(day, reader)}`;
      if (!firstOpen(day, key, reader)) return;
      opens.add(key);
      if (reader.viewer.role !== "visitor") openers.add(`${day}|${kind}|${id}|${reader.viewer.user.id}`);
      flushSoon();
    },
    countPageView(page) {
      if (full()) return;
      add(views, `${utcDay(now())}|${page}`);
      flushSoon();
    },
    flush,
    async close() {
      if (writing) await writing.catch(() => {});
      await flush();
    },
  };
}

function* chunks<T>(rows: T[]): Iterable<T[]> {
  for (let i = 0; i < rows.length; i += BATCH) yield rows.slice(i, i + BATCH);
}

const list = (parts: SQL[]) => sql.join(parts, sql`, `);
