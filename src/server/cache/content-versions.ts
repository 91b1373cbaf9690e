import { ReadCache } from "./read-cache.js";
import type { Notifications } from "../db/notifications.js";

/** Channel of the content change counters' bumps (migration 0017): the table's name. */
const VERSION_CHANNEL = "lobl_versions";

/**
 * A value derived from some tables' change counters (migration 0004), kept in
 * memory until one of those tables changes: every bump of a counter is a
 * notice at commit, from any instance or the CLI (docs/decisions/045), so
 * the value is read again on the first request after a write. `ttlMs` only
 * bounds how long a value lives if a notice were somehow missed; a null from
 * `load` (no version known) is never kept.
 */
export class VersionCache<V extends object> {
  readonly #cache: ReadCache<V>;

  private constructor(
    notifications: Notifications,
    private readonly load: () => Promise<V | null>,
    ttlMs: number,
  ) {
    this.#cache = new ReadCache<V>({ max: 1, ttlMs, canKeep: () => notifications.live });
  }

  static async listening<V extends object>(
    notifications: Notifications,
    { tables, load, ttlMs }: { tables: readonly string[]; load: () => Promise<V | null>; ttlMs: number },
  ): Promise<VersionCache<V>> {
    const cache = new VersionCache(notifications, load, ttlMs);
    const clear = () => cache.#cache.clear();
    await notifications.listen(VERSION_CHANNEL, (table) => (tables.includes(table) ? clear() : undefined), clear);
    return cache;
  }

  current(): Promise<V | null> {
    return this.#cache.read("current", async () => {
      const value = await this.load();
      return value ? { value } : null;
    });
  }
}
