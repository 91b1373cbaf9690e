import { ReadCache } from "./read-cache.js";
import type { Notifications } from "../db/notifications.js";

/** Channel of the content change counters' bumps (migration 0017): the table's name. */
const VERSION_CHANNEL = "lobl_versions";

/**
 * Values derived from whole tables (a feed's version, a list's pages), kept
 * in memory until one of those tables changes: every statement that writes
 * them bumps their change counter (migration 0004), and every bump is a
 * notice at commit, from any instance or the CLI (docs/decisions/045), so
 * the first request after a write reads afresh. Nothing is kept while
 * notices may be missed.
 */
export async function tableCache<V extends object>(
  notifications: Notifications,
  tables: readonly string[],
  options: { max: number; ttlMs: number },
): Promise<ReadCache<V>> {
  const cache = new ReadCache<V>({ ...options, canKeep: () => notifications.live });
  const clear = () => cache.clear();
  await notifications.listen(VERSION_CHANNEL, (table) => (tables.includes(table) ? clear() : undefined), clear);
  return cache;
}

/**
 * A value derived from some tables' change counters, kept until one of those
 * tables changes (tableCache). `ttlMs` only bounds how long a value lives if a
 * notice were somehow missed; a null from `load` (no version known) is never
 * kept.
 */
export class VersionCache<V extends object> {
  private constructor(
    private readonly cache: ReadCache<V>,
    private readonly load: () => Promise<V | null>,
  ) {}

  static async listening<V extends object>(
    notifications: Notifications,
    { tables, load, ttlMs }: { tables: readonly string[]; load: () => Promise<V | null>; ttlMs: number },
  ): Promise<VersionCache<V>> {
    return new VersionCache(await tableCache<V>(notifications, tables, { max: 1, ttlMs }), load);
  }

  current(): Promise<V | null> {
    return this.cache.read("current", async () => {
      const value = await this.load();
      return value ? { value } : null;
    });
  }
}
