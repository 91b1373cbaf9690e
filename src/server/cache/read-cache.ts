import { LRUCache } from "lru-cache";

/**
 * A bounded, expiring in-process cache whose entries the database's change
 * notices remove (db/notifications.ts). A value read from the database before
 * a change but stored after its notice arrived would be stale until it
 * expires; `read` closes that gap with a generation count: every removal
 * bumps it, and a value is only kept when no removal happened while it was
 * being read. A removal also ends the sharing of a load under way, so a
 * caller after it never gets a value read before it.
 */
export class ReadCache<V extends object> {
  readonly #entries: LRUCache<string, V>;
  #generation = 0;
  /** Loads under way by key: callers who miss at the same moment share one. */
  readonly #loading = new Map<string, Promise<{ value: V; ttlMs?: number } | null>>();

  readonly #canKeep: () => boolean;
  readonly #keyOf: (key: string) => string;

  /**
   * `canKeep`: false while change notices may be missed; nothing is kept then.
   * `keyOf`: the one spelling of a key (ids that differ only in case are one
   * record, and the notice spells it one way). `sizeOf` with `maxSize`: a
   * bound on the entries' total size as well as their count.
   */
  constructor(options: {
    max: number;
    ttlMs: number;
    canKeep: () => boolean;
    keyOf?: (key: string) => string;
    maxSize?: number;
    sizeOf?: (value: V) => number;
  }) {
    this.#canKeep = options.canKeep;
    this.#keyOf = options.keyOf ?? ((key) => key);
    const { maxSize, sizeOf } = options;
    this.#entries = new LRUCache<string, V>({
      max: options.max,
      ttl: options.ttlMs,
      ttlAutopurge: false,
      ...(maxSize !== undefined && sizeOf ? { maxSize, sizeCalculation: (value: V) => Math.max(1, sizeOf(value)) } : {}),
    });
  }

  get(key: string): V | undefined {
    return this.#entries.get(this.#keyOf(key));
  }

  /** The cached value, or `load`'s (kept unless a removal happened meanwhile; `ttlMs` may shorten its life). */
  async read(rawKey: string, load: () => Promise<{ value: V; ttlMs?: number } | null>): Promise<V | null> {
    const key = this.#keyOf(rawKey);
    const hit = this.#entries.get(key);
    if (hit) return hit;
    let pending = this.#loading.get(key);
    if (!pending) {
      const generation = this.#generation;
      const started = load()
        .then((loaded) => {
          if (loaded && generation === this.#generation && this.#canKeep() && (loaded.ttlMs === undefined || loaded.ttlMs > 0)) {
            this.#entries.set(key, loaded.value, loaded.ttlMs === undefined ? {} : { ttl: loaded.ttlMs });
          }
          return loaded;
        })
        .finally(() => {
          if (this.#loading.get(key) === started) this.#loading.delete(key);
        });
      this.#loading.set(key, started);
      pending = started;
    }
    return (await pending)?.value ?? null;
  }

  delete(rawKey: string): void {
    const key = this.#keyOf(rawKey);
    this.#generation++;
    this.#loading.delete(key);
    this.#entries.delete(key);
  }

  /** Removes every entry `matches` (a change to one user ends all their cached sessions). */
  deleteWhere(matches: (value: V, key: string) => boolean): void {
    this.#generation++;
    // A load under way may be for one of them: the next caller starts afresh.
    this.#loading.clear();
    const gone = [...this.#entries.entries()].filter(([key, value]) => matches(value, key)).map(([key]) => key);
    for (const key of gone) this.#entries.delete(key);
  }

  clear(): void {
    this.#generation++;
    this.#loading.clear();
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }
}
