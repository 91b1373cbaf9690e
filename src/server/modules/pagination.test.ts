import { like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { posts } from "../db/schema.js";
import { createTestApp, type TestApp } from "../test/app.js";
import { sessionCookie, signIn, signUp } from "../test/auth-helpers.js";
import { insertPost } from "../test/content-fixtures.js";
import { databaseKinds } from "../test/database.js";

describe.each(databaseKinds)("cursor pagination (%s)", (kind) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    // 250 posts; many share a millisecond (and some the exact microsecond), as real bursts do.
    const base = Date.parse("2026-01-01T00:00:00Z");
    await t.database.db.insert(posts).values(
      Array.from({ length: 250 }, (_, i) => ({
        title: `Post ${i}`,
        content: "x",
        excerpt: "x",
        createdAt: new Date(base + Math.floor(i / 3)),
      })),
    );
    await signUp(t.app, "reader@example.com");
    cookie = sessionCookie(await signIn(t.app, "reader@example.com"));
  });
  afterAll(async () => {
    await t.close();
  });

  const page = async (query: string) => {
    const res = await t.app.inject({ url: `/api/posts?${query}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    return res.json<{ items: { id: string; title: string; createdAt: string }[]; nextCursor: string | null }>();
  };

  async function walk(limit: string, during?: (pageNo: number) => Promise<void>) {
    const seen: { id: string; createdAt: string }[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const p = await page(`${limit}${cursor ? `&cursor=${cursor}` : ""}`);
      seen.push(...p.items);
      cursor = p.nextCursor;
      pages++;
      await during?.(pages);
    } while (cursor);
    return { seen, pages };
  }

  it("defaults to 20 and walks all 250 rows newest first, each exactly once", async () => {
    expect((await page("")).items).toHaveLength(20);
    const { seen, pages } = await walk("limit=20");
    expect(pages).toBe(13);
    expect(seen).toHaveLength(250);
    expect(new Set(seen.map((r) => r.id)).size).toBe(250);
    const expected = await t.database.db.execute(sql`select id from posts order by created_at desc, id desc`);
    expect(seen.map((r) => r.id)).toEqual((expected as unknown as { rows: { id: string }[] }).rows.map((r) => r.id));
  });

  it("allows up to 100 per page", async () => {
    const first = await page("limit=100");
    expect(first.items).toHaveLength(100);
    expect(first.nextCursor).not.toBeNull();
    const { pages } = await walk("limit=100");
    expect(pages).toBe(3);
  });

  it("stays stable while newer rows are inserted", async () => {
    const before = await walk("limit=25");
    const { seen } = await walk("limit=25", async (n) => {
      if (n <= 3) await insertPost(t.database.db, { title: `Inserted during walk ${n}` });
    });
    // Rows inserted after the walk began are newer than its cursor: none appear, none repeat, none go missing.
    expect(seen.map((r) => r.id)).toEqual(before.seen.map((r) => r.id));
    // Gone again: the other tests count the 250.
    await t.database.db.delete(posts).where(like(posts.title, "Inserted during walk %"));
  });
});
