import type { Database } from "../db/client.js";
import type { Executor } from "../db/raw-query.js";
import type { Storage } from "../storage/storage.js";

/** A database and its file storage: what a backup reads and a restore writes. */
export interface Site {
  database: Database;
  storage: Storage;
}

/**
 * Runs `fn` on one consistent, read-only view of the database (a repeatable
 * read transaction), so rows and the files they name belong together even
 * while the site keeps serving.
 */
export function withSnapshot<T>(database: Database, fn: (tx: Executor) => Promise<T>): Promise<T> {
  return database.db.transaction((tx) => fn(tx), { isolationLevel: "repeatable read", accessMode: "read only" });
}
