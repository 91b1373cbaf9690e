import type { SQL } from "drizzle-orm";

import type { Db } from "./client.js";

/** A transaction or the database itself: both run SQL. */
export type Executor = Pick<Db, "execute">;

/** Runs a raw statement and returns its rows (the same shape on PGlite and pg). */
export async function query<Row>(db: Executor, statement: SQL): Promise<Row[]> {
  const result = (await db.execute(statement)) as unknown as { rows: Row[] };
  return result.rows;
}
