import { and, eq, sql, type SQL } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestApp, type TestApp } from "../test/app.js";
import { databaseKinds } from "../test/database.js";
import { paginate } from "./pagination.js";
import { contentItems, orgAssignments, podcasts, posts } from "./schema.js";
import { hasTag } from "./tag-filter.js";

// A list's first page must cost the same at 10 rows and at 100,000 (docs/decisions/008),
// which only holds when PostgreSQL reads the rows in order from the list's
// (created_at, id) index instead of sorting the table. On a small test table
// the planner may prefer a sort anyway, so sorting is switched off: a plan
// that still sorts is one that cannot use the index.

const CURSOR = Buffer.from(JSON.stringify(["2026-01-01T00:00:00.000000Z", "00000000-0000-4000-8000-000000000000"])).toString("base64url");

describe.each(databaseKinds)("list queries use their index (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  /** The plan's text for a query, with sorts and sequential scans disabled for this transaction. */
  async function plan(query: PgSelect): Promise<string> {
    const { sql: text, params } = query.toSQL();
    // EXPLAIN cannot take bind parameters: inline them as literals (numbers and ISO/uuid strings here).
    const inlined = text.replace(/\$(\d+)/g, (_, n: string) => {
      const value = params[Number(n) - 1];
      return typeof value === "number" ? String(value) : `'${String(value).replace(/'/g, "''")}'`;
    });
    return t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_sort = off`);
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = (await tx.execute(sql.raw(`explain ${inlined}`))) as unknown as { rows: Record<string, string>[] };
      return result.rows.map((row) => Object.values(row)[0]).join("\n");
    });
  }

  const lists: [string, typeof posts | typeof podcasts | typeof contentItems, SQL | undefined][] = [
    ["posts", posts, undefined],
    ["podcasts", podcasts, undefined],
    ["content items", contentItems, eq(contentItems.category, "briefing")],
    // The lists' ?tag= filter (docs/decisions/106) keeps the keyset's index order.
    ["posts with a tag", posts, hasTag(posts.tags, "resilience")],
    ["content items with a tag", contentItems, and(eq(contentItems.category, "briefing"), hasTag(contentItems.tags, "resilience"))],
  ];

  it("finds a tag's rows by the tags' GIN index (docs/decisions/106)", async () => {
    for (const table of [posts, podcasts, contentItems]) {
      const text = await plan(t.database.db.select({ id: table.id }).from(table).where(hasTag(table.tags, "resilience")).$dynamic());
      expect(text, text).toMatch(/Bitmap Index Scan on \w+_tags_idx/);
    }
  });

  it("finds who assigned a record or a series by the assignments' (content_kind, content_id) index", async () => {
    const text = await plan(
      t.database.db
        .select({ id: orgAssignments.id })
        .from(orgAssignments)
        .where(and(eq(orgAssignments.contentKind, "series"), eq(orgAssignments.contentId, "00000000-0000-4000-8000-000000000000")))
        .$dynamic(),
    );
    expect(text, text).toMatch(/Index (Only )?Scan using org_assignments_content_idx/);
  });

  it.each(lists)("%s: the first page and a later page are read from the index, unsorted", async (_name, table, filter) => {
    for (const cursor of [undefined, CURSOR]) {
      const select = t.database.db.select({ id: table.id }).from(table).$dynamic();
      const text = await plan(paginate(select, table, { limit: 20, cursor }, filter));
      expect(text, text).toMatch(/Index (Only )?Scan/);
      expect(text, text).not.toMatch(/Sort/);
    }
  });
});
