import { getTableName, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Database } from "../db/client.js";
import { query } from "../db/raw-query.js";
import { openTestDatabase } from "../test/database.js";
import { FILE_REFERENCES } from "./registry.js";

// The registry must name every column that holds a storage key, or the sweep
// would delete that column's files and backups would leave them out.
describe("the file registry", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase("pglite");
  });
  afterAll(async () => {
    await database.close();
  });

  it("lists exactly the schema's file_key columns (media and transcripts)", async () => {
    const columns = await query<{ name: string }>(
      database.db,
      sql`select table_name || '.' || column_name as name from information_schema.columns where table_schema = 'public' and column_name like '%file\_key' order by 1`,
    );
    const registered = FILE_REFERENCES.map((r) => `${getTableName(r.table)}.${r.key.name}`).sort();
    expect(registered).toEqual(columns.map((c) => c.name));
  });
});
