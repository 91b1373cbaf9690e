import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { SERIES_PART_MISSING, SERIES_PART_TWICE, seriesApiPaths, seriesPartTaken, type Series } from "../../../shared/series.js";
import { query } from "../../db/raw-query.js";
import { signInAdmin } from "../../test/admin-session.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { ORIGIN, sessionCookie, signIn, signUp } from "../../test/auth-helpers.js";
import { insertItem, insertPodcast, insertPost } from "../../test/content-fixtures.js";
import { databaseKinds } from "../../test/database.js";
import { uploadTestImage } from "../../test/images.js";
import { countQueries } from "../../test/query-count.js";

// Series (issue 30, docs/decisions/103) through the real API: what each
// viewer is shown of a series and its parts (drafts never, members-only parts
// locked for visitors, numbering over the parts the viewer sees), the order,
// caches emptied by a write at once, and refused writes that change nothing.

const MEMBERS_TEXT = "MEMBERS-ONLY-CASE-7731";
const DRAFT_TITLE = "Draft part 9182";

describe.each(databaseKinds)("series (%s)", (kind) => {
  let t: TestApp;
  let admin: string;
  let member: string;
  const ids = { open: "", draft: "", locked: "", episode: "", other: "" };

  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: { ...(cookie ? { cookie } : {}), origin: ORIGIN } });
  const read = async (id: string, cookie?: string) => {
    const res = await call("GET", seriesApiPaths.one(id), cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Series;
  };
  const place = async (partKind: "post" | "episode" | "item", id: string, cookie?: string) =>
    (await call("GET", seriesApiPaths.place(partKind, id), cookie)).json().place;
  const parts = (...list: [string, string][]) => list.map(([k, id]) => ({ kind: k, id }));

  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ cookie: admin } = await signInAdmin(t));
    await signUp(t.app, "reader@example.com");
    member = sessionCookie(await signIn(t.app, "reader@example.com"));
    ids.open = (await insertPost(t.database.db, { title: "Part one: command presence", content: "Open words." })).id;
    const draft = await call("POST", "/api/posts", admin, { title: DRAFT_TITLE, content: "Not yet.", status: "draft" });
    ids.draft = draft.json().id;
    const item = await insertItem(t.database.db, t.storage, {
      title: "Locked case study",
      description: MEMBERS_TEXT,
      category: "after-action",
      contentText: MEMBERS_TEXT,
      isMembersOnly: true,
    });
    ids.locked = item.id;
    ids.episode = (await insertPodcast(t.database.db, t.storage, { title: "Episode four", description: "Listen." })).id;
    ids.other = (await insertPost(t.database.db, { title: "Elsewhere" })).id;
  });
  afterAll(async () => {
    await t.close();
  });

  let seriesId = "";

  it("shows each viewer only the parts they could see listed, numbered over those, members-only parts locked for visitors", async () => {
    const created = await call("POST", seriesApiPaths.list, admin, {
      title: "Leadership Foundations",
      description: "Six parts.",
      parts: parts(["post", ids.open], ["post", ids.draft], ["item", ids.locked], ["episode", ids.episode]),
    });
    expect(created.statusCode, created.body).toBe(201);
    seriesId = created.json().id;
    // The admin sees every part, the draft too.
    expect(created.json()).toMatchObject({ status: "published", partCount: 4 });

    const visitor = await read(seriesId);
    expect(visitor.partCount).toBe(3);
    expect(visitor.parts.map((p) => [p.number, p.id, p.locked])).toEqual([
      [1, ids.open, false],
      [2, ids.locked, true],
      [3, ids.episode, false],
    ]);
    expect(visitor.progress).toBeNull();
    const visitorBody = JSON.stringify(visitor);
    expect(visitorBody).not.toContain(DRAFT_TITLE);
    expect(visitorBody).not.toContain(ids.draft);
    expect(visitorBody).not.toContain(MEMBERS_TEXT);

    const asMember = await read(seriesId, member);
    expect(asMember.parts.map((p) => p.number)).toEqual([1, 2, 3]);
    expect(asMember.parts[1]).toMatchObject({ locked: false, summary: MEMBERS_TEXT, mediaType: "text" });
    expect(asMember.progress).toEqual({ finished: 0, total: 3 });
    expect(JSON.stringify(asMember)).not.toContain(DRAFT_TITLE);

    const asAdmin = await read(seriesId, admin);
    expect(asAdmin.parts.map((p) => [p.number, p.status])).toEqual([
      [1, "published"],
      [2, "draft"],
      [3, "published"],
      [4, "published"],
    ]);
  });

  it("tells where a part stands (Part N of M) without counting or naming drafts", async () => {
    expect(await place("item", ids.locked)).toEqual({
      series: { id: seriesId, title: "Leadership Foundations" },
      number: 2,
      count: 3,
      previous: { kind: "post", id: ids.open, title: "Part one: command presence", locked: false },
      next: { kind: "episode", id: ids.episode, title: "Episode four", locked: false },
    });
    // The next part after the first skips the draft; a visitor's link to a members-only part says it is locked.
    expect((await place("post", ids.open)).next).toEqual({ kind: "item", id: ids.locked, title: "Locked case study", locked: true });
    // A draft is in no series for anyone but admins: the same answer as a record in none, or one that does not exist.
    expect(await place("post", ids.draft)).toBeNull();
    expect(await place("post", ids.draft, member)).toBeNull();
    expect(await place("post", ids.other)).toBeNull();
    expect(await place("post", "00000000-0000-4000-8000-000000000000")).toBeNull();
    expect(await place("item", ids.locked, admin)).toMatchObject({ number: 3, count: 4 });
    expect((await call("GET", "/api/series/parts/post/not-a-uuid")).statusCode).toBe(404);
    expect((await call("GET", "/api/series/parts/video/" + ids.open)).statusCode).toBe(404);
  });

  it("shows a publish, an unpublish and a reorder at once", async () => {
    // Read first, so the series is kept; each write's change notice must drop it.
    expect((await read(seriesId)).partCount).toBe(3);
    const published = await call("PUT", `/api/posts/${ids.draft}`, admin, { title: DRAFT_TITLE, content: "Now.", status: "published" });
    expect(published.statusCode, published.body).toBe(200);
    expect((await read(seriesId)).parts.map((p) => p.id)).toEqual([ids.open, ids.draft, ids.locked, ids.episode]);
    expect(await place("item", ids.locked)).toMatchObject({ number: 3, count: 4 });

    const reordered = await call("PUT", seriesApiPaths.one(seriesId), admin, {
      title: "Leadership Foundations",
      description: "Six parts.",
      parts: parts(["episode", ids.episode], ["item", ids.locked], ["post", ids.draft], ["post", ids.open]),
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect((await read(seriesId, member)).parts.map((p) => [p.number, p.id])).toEqual([
      [1, ids.episode],
      [2, ids.locked],
      [3, ids.draft],
      [4, ids.open],
    ]);
    expect(await place("post", ids.open)).toMatchObject({ number: 4, count: 4, next: null });

    const unpublished = await call("PUT", `/api/posts/${ids.draft}`, admin, { title: DRAFT_TITLE, content: "Back.", status: "draft" });
    expect(unpublished.statusCode, unpublished.body).toBe(200);
    expect((await read(seriesId)).parts.map((p) => p.number)).toEqual([1, 2, 3]);
    expect(JSON.stringify(await read(seriesId))).not.toContain(DRAFT_TITLE);
    expect(await place("post", ids.open)).toMatchObject({ number: 3, count: 3, previous: { id: ids.locked } });
  });

  it("counts a member's finished parts from the progress they already have", async () => {
    const saved = await call("PUT", `/api/progress/post/${ids.open}`, member, { position: 0, finished: true, clientTime: Date.now() });
    expect(saved.statusCode, saved.body).toBe(200);
    const series = await read(seriesId, member);
    expect(series.progress).toEqual({ finished: 1, total: 3 });
    expect(series.parts.find((p) => p.id === ids.open)?.progress).toMatchObject({ finished: true });
  });

  it("keeps a draft series from everyone but admins, its cover too", async () => {
    const cover = await uploadTestImage(t.app, admin);
    const draft = await call("POST", seriesApiPaths.list, admin, {
      title: "Secret plan 5521",
      status: "draft",
      coverImageId: cover.id,
      parts: parts(["post", ids.other]),
    });
    expect(draft.statusCode, draft.body).toBe(201);
    const id = draft.json().id;
    for (const cookie of [undefined, member]) {
      const res = await call("GET", seriesApiPaths.one(id), cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe("Series not found.");
      expect(JSON.stringify((await call("GET", seriesApiPaths.list, cookie)).json())).not.toContain("Secret plan 5521");
      expect(await place("post", ids.other, cookie)).toBeNull();
      expect((await call("GET", cover.url, cookie)).statusCode).toBe(404);
    }
    expect((await call("GET", seriesApiPaths.one(id), admin)).json()).toMatchObject({ status: "draft", coverUrl: cover.url });
    expect(JSON.stringify((await call("GET", seriesApiPaths.list, admin)).json())).toContain("Secret plan 5521");

    // Published, its cover is anyone's, as a record's is.
    const out = await call("PUT", seriesApiPaths.one(id), admin, { title: "Secret plan 5521", status: "published", parts: parts(["post", ids.other]) });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json().coverUrl).toBe(cover.url);
    expect((await call("GET", cover.url)).statusCode).toBe(200);
    expect(await place("post", ids.other)).toMatchObject({ number: 1, count: 1 });
    expect((await call("DELETE", seriesApiPaths.one(id), admin)).statusCode).toBe(204);
    expect((await call("GET", seriesApiPaths.one(id), admin)).statusCode).toBe(404);
    expect(await place("post", ids.other, admin)).toBeNull();
  });

  it("refuses bad writes with a clear message and writes nothing", async () => {
    const before = await read(seriesId, admin);
    const count = async () => (await query<{ n: number }>(t.database.db, sql`select count(*)::int as n from series`))[0]!.n;
    const seriesCount = await count();
    const refused = async (payload: object, status: number, message: string, url = seriesApiPaths.one(seriesId), method: "PUT" | "POST" = "PUT") => {
      const res = await call(method, url, admin, payload);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().error.message).toBe(message);
    };
    const keep = { title: "Renamed", parts: parts(["post", ids.open]) };
    await refused({ ...keep, title: "  " }, 400, "Title is required.");
    await refused({ ...keep, parts: parts(["post", ids.open], ["post", ids.open]) }, 400, SERIES_PART_TWICE);
    await refused({ ...keep, parts: parts(["post", ids.open], ["post", "00000000-0000-4000-8000-000000000000"]) }, 400, SERIES_PART_MISSING);
    await refused({ ...keep, parts: parts(["post", ids.locked]) }, 400, SERIES_PART_MISSING);
    await refused({ ...keep, status: "scheduled" }, 400, "Status must be draft or published.");
    await refused({ ...keep, parts: Array.from({ length: 101 }, () => ({ kind: "post", id: ids.open })) }, 400, "A series has at most 100 parts.");
    // A record is a part of one series at most: a second series cannot take it, and nothing of that series is written.
    await refused(
      { title: "Another", parts: parts(["post", ids.other], ["item", ids.locked]) },
      409,
      seriesPartTaken("Locked case study", "Leadership Foundations"),
      seriesApiPaths.list,
      "POST",
    );
    expect(await count()).toBe(seriesCount);
    expect(await read(seriesId, admin)).toEqual(before);

    expect((await call("PUT", seriesApiPaths.one("00000000-0000-4000-8000-000000000000"), admin, keep)).statusCode).toBe(404);
    expect((await call("GET", seriesApiPaths.one("nope"))).statusCode).toBe(404);
    // Writes are admins' only.
    expect((await call("POST", seriesApiPaths.list, member, keep)).statusCode).toBe(403);
    expect((await call("POST", seriesApiPaths.list, undefined, keep)).statusCode).toBe(401);
    expect((await call("DELETE", seriesApiPaths.one(seriesId), member)).statusCode).toBe(403);
    expect((await call("GET", `${seriesApiPaths.candidates}?q=part`, member)).statusCode).toBe(403);
  });

  it("offers the admin records to add, with the series each is in; a deleted record leaves its series", async () => {
    const res = await call("GET", `${seriesApiPaths.candidates}?q=case`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items).toEqual([
      expect.objectContaining({ kind: "item", id: ids.locked, category: "after-action", series: { id: seriesId, title: "Leadership Foundations" } }),
    ]);
    const extra = await insertPost(t.database.db, { title: "Short-lived part" });
    const body = { title: "Leadership Foundations", parts: parts(["post", ids.open], ["post", extra.id]) };
    expect((await call("PUT", seriesApiPaths.one(seriesId), admin, body)).statusCode).toBe(200);
    expect((await read(seriesId)).partCount).toBe(2);
    expect((await call("DELETE", `/api/posts/${extra.id}`, admin)).statusCode).toBe(204);
    expect((await read(seriesId)).parts.map((p) => p.id)).toEqual([ids.open]);
  });

  it("lists series in a fixed number of queries however many the page shows, none kept", async () => {
    const listCold = async (limit: number) => {
      t.app.deps.caches.seriesRows.clear();
      const { result, queries } = await countQueries(t.database.db, () => call("GET", `${seriesApiPaths.list}?limit=${limit}`));
      expect(result.statusCode, result.body).toBe(200);
      return { shown: result.json().items.length as number, queries };
    };
    for (let i = 0; i < 8; i++) {
      const part = await insertPost(t.database.db, { title: `Counted part ${i}` });
      expect((await call("POST", seriesApiPaths.list, admin, { title: `Counted ${i}`, parts: parts(["post", part.id]) })).statusCode).toBe(201);
    }
    const one = await listCold(1);
    const many = await listCold(8);
    expect([one.shown, many.shown]).toEqual([1, 8]);
    // The page, then the series' rows and their parts: not two queries more per series.
    expect(many.queries).toBe(one.queries);
    expect(many.queries).toBeLessThanOrEqual(3);
  });
});
