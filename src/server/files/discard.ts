import type { Storage } from "../storage/storage.js";

/**
 * Deletes stored files a write no longer needs: the new uploads of a write
 * that failed, or the files a committed write replaced. A failure here only
 * leaves an unreferenced file, which the storage sweep removes
 * (docs/decisions/009), so it never fails the request.
 */
export async function discardFiles(storage: Storage, ...keys: (string | null | undefined)[]): Promise<void> {
  await Promise.all(keys.map((key) => (key ? storage.delete(key).catch(() => {}) : undefined)));
}
