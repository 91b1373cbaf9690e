import { ReadCache } from "./read-cache.js";
import type { Notifications } from "../db/notifications.js";

/** Channel of the content tables' change notices (migration 0013): "<table>:<id>", or "<table>:*" after a TRUNCATE. */
const CONTENT_CHANNEL = "lobl_content";

/**
 * Rows of one content table by id, as the database last had them. Any change
 * to a row (an edit, a members-only flip, a delete, by any instance or the
 * CLI) drops it when its notice arrives; the access policy is applied to the
 * cached row on every read, so what a viewer may see is decided afresh.
 */
export async function contentRowCache<V extends object>(
  notifications: Notifications,
  table: string,
  options: { max: number; ttlMs: number; maxSize?: number; sizeOf?: (value: V) => number },
): Promise<ReadCache<V>> {
  // Ids are uuids, which a reader may write in capitals; the notice writes them as the database does.
  const cache = new ReadCache<V>({ ...options, canKeep: () => notifications.live, keyOf: (key) => key.toLowerCase() });
  const prefix = `${table}:`;
  await notifications.listen(
    CONTENT_CHANNEL,
    (payload) => {
      if (!payload.startsWith(prefix)) return;
      const id = payload.slice(prefix.length);
      if (id === "*") cache.clear();
      else cache.delete(id);
    },
    () => cache.clear(),
  );
  return cache;
}
