import type { Db } from "../db/client.js";

/**
 * Counts the statements sent through `db` while `run` runs: what a test of a
 * read's cost asserts (a list that costs the same however long it is).
 * Drizzle prepares every statement of a database object through its session
 * (selects, relational queries, `execute`); a transaction has a session of
 * its own, so statements inside one are not counted.
 */
export async function countQueries<T>(db: Db, run: () => Promise<T>): Promise<{ result: T; queries: number }> {
  const session = (db as unknown as { session: { prepareQuery: (...args: unknown[]) => unknown } }).session;
  const prepare = session.prepareQuery;
  let queries = 0;
  session.prepareQuery = function (this: unknown, ...args: unknown[]) {
    queries++;
    return prepare.apply(this, args);
  };
  try {
    return { result: await run(), queries };
  } finally {
    session.prepareQuery = prepare;
  }
}
