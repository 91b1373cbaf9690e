import { LRUCache } from "lru-cache";

/**
 * A bounded, expiring in-process cache whose entries the database's change
 * notices remove (db/notifications.ts). A value read from the database before
 * a change but stored after its notice arrived would be stale until it
 * expires; `read` closes that gap with a generation count: every removal
 * bumps it, and a value is only kept when no removal happened while it was
 * being read.
 */
export class ReadCache<V extends object> {
  readonly #entries: LRUCache<string, V>;
  #generation = 0;

  readonly #canKeep: () => boolean;

  /** `canKeep`: false while change notices may be missed; nothing is kept then. */
  constructor(options: { max: number; ttlMs: number; canKeep: () => boolean }) {
    this.#canKeep = options.canKeep;
    this.#entries = new LRUCache<string, V>({ max: options.max, ttl: options.ttlMs, ttlAutopurge: false });
  }

  get(key: string): V | undefined {
    return this.#entries.get(key);
  }

  /** The cached value, or `load`'s (kept unless a removal happened meanwhile; `ttlMs` may shorten its life). */
  async read(key: string, load: () => Promise<{ value: V; ttlMs?: number } | null>): Promise<V | null> {
    const hit = this.#entries.get(key);
    if (hit) return hit;
    const generation = this.#generation;
    const loaded = await load();
    if (loaded && generation === this.#generation && this.#canKeep() && (loaded.ttlMs === undefined || loaded.ttlMs > 0)) {
      this.#entries.set(key, loaded.value, loaded.ttlMs === undefined ? {} : { ttl: loaded.ttlMs });
    }
    return loaded?.value ?? null;
  }

  delete(key: string): void {
    this.#generation++;
    this.#entries.delete(key);
  }

  /** Removes every entry `matches` (a change to one user ends all their cached sessions). */
  deleteWhere(matches: (value: V, key: string) => boolean): void {
    this.#generation++;
    const gone = [...this.#entries.entries()].filter(([key, value]) => matches(value, key)).map(([key]) => key);
    for (const key of gone) this.#entries.delete(key);
  }

  clear(): void {
    this.#generation++;
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }
}
