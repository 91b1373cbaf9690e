import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Page, PostSummary } from "../../../shared/content.js";
import { TAG_EMPTY, TAG_TOO_LONG, TAGS_NOT_TEXT, TOO_MANY_TAGS } from "../../../shared/tags.js";
import { query } from "../../db/raw-query.js";
import { signInAdmin } from "../../test/admin-session.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { ORIGIN, sessionCookie, signIn, signUp } from "../../test/auth-helpers.js";
import { databaseKinds } from "../../test/database.js";
import { multipart } from "../../test/multipart.js";

// Tags (docs/decisions/106) and reading time through the real API: writes in
// JSON and multipart normalise them and refuse bad ones with a 400 that
// changes nothing; reads return them; the lists filter by `?tag=`, paged;
// and nobody but an admin learns a draft's or a scheduled record's tags.

describe.each(databaseKinds)("tags (%s)", (kind) => {
  let t: TestApp;
  let admin: string;
  let member: string;

  const call = (method: "GET" | "POST" | "PUT", url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: { ...(cookie ? { cookie } : {}), origin: ORIGIN } });
  const postCount = async () => Number((await query<{ n: string }>(t.database.db, sql`select count(*) as n from posts`))[0]!.n);

  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ cookie: admin } = await signInAdmin(t));
    await signUp(t.app, "tag-reader@example.com");
    member = sessionCookie(await signIn(t.app, "tag-reader@example.com"));
  });
  afterAll(async () => {
    await t.close();
  });

  it("normalises a post's tags (JSON), drops repeats, returns them with the reading time counted at save, and edits them", async () => {
    const words = Array.from({ length: 461 }, (_, i) => `word${i}`).join(" ");
    const created = await call("POST", "/api/posts", admin, {
      title: "Holding the line",
      content: `# Heading\n\n${words}`,
      tags: ["Crisis Leadership", " resilience ", "crisis-leadership", ""],
    });
    expect(created.statusCode, created.body).toBe(201);
    // 462 words (the heading's and 461), at 230 a minute: 3 minutes.
    expect(created.json()).toMatchObject({ tags: ["crisis-leadership", "resilience"], readingMinutes: 3 });
    const id = created.json().id as string;
    expect((await call("GET", `/api/posts/${id}`, member)).json()).toMatchObject({ tags: ["crisis-leadership", "resilience"], readingMinutes: 3 });

    const edited = await call("PUT", `/api/posts/${id}`, admin, { title: "Holding the line", content: "Short now.", tags: ["Field craft"], baseRevision: 1 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ tags: ["field-craft"], readingMinutes: 1 });
    const listed = (await call("GET", "/api/posts", member)).json() as Page<PostSummary>;
    expect(listed.items.find((p) => p.id === id)).toMatchObject({ tags: ["field-craft"], readingMinutes: 1 });

    // A restored save brings its words back and leaves the tags as they are (revisions do not hold them), with its reading time counted again.
    const saves = (await call("GET", `/api/admin/revisions?kind=post&id=${id}`, admin)).json() as { items: { id: string; revision: number }[] };
    const first = saves.items.find((save) => save.revision === 1)!;
    const restored = await call("POST", `/api/admin/revisions/${first.id}/restore`, admin);
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await call("GET", `/api/posts/${id}`, admin)).json()).toMatchObject({ tags: ["field-craft"], readingMinutes: 3 });
  });

  it("takes an item's and an episode's tags from a multipart form, split at commas", async () => {
    const form = multipart({
      title: "AAR: the bridge",
      category: "after-action",
      mediaType: "text",
      contentText: "What happened.",
      tags: "Bridges, Field Craft",
    });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/content-items",
      payload: form.payload,
      headers: { ...form.headers, cookie: admin, origin: ORIGIN },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().tags).toEqual(["bridges", "field-craft"]);
    const list = await call("GET", "/api/content-items?category=after-action&tag=bridges", member);
    expect(list.json().items.map((item: { title: string }) => item.title)).toEqual(["AAR: the bridge"]);
  });

  it("refuses too many, too long, empty or non-text tags with a 400 that names the rule, writing nothing", async () => {
    const before = await postCount();
    const cases: [unknown, string][] = [
      [Array.from({ length: 9 }, (_, i) => `tag${i}`), TOO_MANY_TAGS],
      [["x".repeat(33)], TAG_TOO_LONG],
      [["!!!"], TAG_EMPTY],
      [[7], TAGS_NOT_TEXT],
      // A multipart form's text, split at commas: two hundred tags.
      ["not,a,list".repeat(100), TOO_MANY_TAGS],
      [`short,${"y".repeat(40)}`, TAG_TOO_LONG],
    ];
    for (const [tags, message] of cases) {
      const res = await call("POST", "/api/posts", admin, { title: "Refused", content: "Body.", tags });
      expect(res.statusCode, JSON.stringify(tags)).toBe(400);
      expect(res.json().error.message).toContain(message);
    }
    expect(await postCount()).toBe(before);
  });

  it("filters the members' lists by ?tag=, paged, and never shows or offers a draft's or a scheduled record's tag but to admins", async () => {
    for (let i = 0; i < 3; i++)
      expect((await call("POST", "/api/posts", admin, { title: `Tagged ${i}`, content: "Body.", tags: ["command"] })).statusCode).toBe(201);
    const draft = await call("POST", "/api/posts", admin, { title: "Draft plan", content: "Body.", tags: ["command", "secret-plan"], status: "draft" });
    expect(draft.statusCode, draft.body).toBe(201);
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const scheduled = await call("POST", "/api/posts", admin, {
      title: "Later",
      content: "Body.",
      tags: ["next-quarter"],
      status: "scheduled",
      publishAt: later,
    });
    expect(scheduled.statusCode, scheduled.body).toBe(201);

    const first = (await call("GET", "/api/posts?tag=Command&limit=2", member)).json() as Page<PostSummary>;
    expect(first.items.map((p) => p.title)).toEqual(["Tagged 2", "Tagged 1"]);
    const second = (await call("GET", `/api/posts?tag=command&limit=2&cursor=${first.nextCursor}`, member)).json() as Page<PostSummary>;
    expect(second).toEqual({ items: [expect.objectContaining({ title: "Tagged 0" })], nextCursor: null });
    expect((await call("GET", "/api/posts?tag=secret-plan", member)).json().items).toEqual([]);
    // The admin's list holds the draft.
    expect((await call("GET", "/api/posts?tag=secret-plan", admin)).json().items.map((p: PostSummary) => p.title)).toEqual(["Draft plan"]);

    const offered = (await call("GET", "/api/tags", member)).json().tags as string[];
    expect(offered).toEqual(expect.arrayContaining(["bridges", "command", "field-craft"]));
    expect(offered).not.toContain("secret-plan");
    expect(offered).not.toContain("next-quarter");
    expect((await call("GET", "/api/tags")).json().tags).toEqual(offered);
    expect((await call("GET", "/api/tags", admin)).json().tags).toEqual(expect.arrayContaining(["secret-plan", "next-quarter"]));
    // A bad filter is a 400, not a 500.
    expect((await call("GET", `/api/posts?tag=${"x".repeat(200)}`, member)).statusCode).toBe(400);
  });

  it("keeps the offered tags per view: an admin's list (drafts' tags too) is never a reader's, and a write changes both at once", async () => {
    const tagsFor = async (cookie?: string) => (await call("GET", "/api/tags", cookie)).json().tags as string[];
    const draft = await call("POST", "/api/posts", admin, { title: "Quiet draft", content: "Body.", tags: ["hidden-topic"], status: "draft" });
    expect(draft.statusCode, draft.body).toBe(201);
    // The admin reads first: what is kept for them is not what a member or a visitor is given.
    expect(await tagsFor(admin)).toContain("hidden-topic");
    expect(await tagsFor(member)).not.toContain("hidden-topic");
    expect(await tagsFor()).not.toContain("hidden-topic");
    expect((await call("GET", "/api/library/field-manual?tag=hidden-topic")).statusCode).toBe(404);

    // Published: every kept list names it (the posts table's change notice empties them).
    const published = await call("PUT", `/api/posts/${draft.json().id}`, admin, {
      title: "Quiet draft",
      content: "Body.",
      tags: ["hidden-topic"],
      status: "published",
    });
    expect(published.statusCode, published.body).toBe(200);
    await expect.poll(() => tagsFor(member)).toContain("hidden-topic");
    expect(await tagsFor()).toContain("hidden-topic");
    expect((await call("GET", "/api/library/field-manual?tag=hidden-topic")).statusCode).toBe(200);
  });
});
