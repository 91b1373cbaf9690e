import { referencedFileKeys } from "../files/registry.js";
import { loadSite, type LoadResult } from "./load-site.js";
import { withSnapshot, type Site } from "./snapshot.js";
import { readTable, schemaVersion } from "./tables.js";

/**
 * Copies every row and every referenced file of `source` into the empty
 * `target`, from one consistent view of the source: how a site moves from the
 * embedded database and local files to PostgreSQL and S3.
 */
export function copySite(source: Site, target: Site): Promise<LoadResult> {
  return withSnapshot(source.database, async (tx) =>
    loadSite(target, {
      schema: await schemaVersion(tx),
      files: (await referencedFileKeys(tx)).map((key) => ({ key, open: () => source.storage.get(key) })),
      rows: (table) => readTable(tx, table),
    }),
  );
}
