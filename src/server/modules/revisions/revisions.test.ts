import fs from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { changedSinceOpened, MAX_REVISIONS, revisionApiPaths } from "../../../shared/revisions.js";
import { query } from "../../db/raw-query.js";
import { projectPath } from "../../project-root.js";
import { signInAdmin } from "../../test/admin-session.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { ORIGIN, sessionCookie, signIn, signUp } from "../../test/auth-helpers.js";
import { databaseKinds } from "../../test/database.js";
import { multipart } from "../../test/multipart.js";

// Revision history and edits over a newer revision (issue 30).

describe.each(databaseKinds)("revisions (%s)", (kind) => {
  let t: TestApp;
  let admin: string;
  let member: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ cookie: admin } = await signInAdmin(t));
    await signUp(t.app, "reader@example.com");
    member = sessionCookie(await signIn(t.app, "reader@example.com"));
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (method: "POST" | "PUT", url: string, payload: object | Buffer, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, payload: payload as Record<string, unknown>, headers: { cookie: admin, origin: ORIGIN, ...headers } });
  const get = (url: string, cookie = admin) => t.app.inject({ url, headers: { cookie } });
  const history = async (k: string, id: string) =>
    (await get(`${revisionApiPaths.list}?kind=${k}&id=${id}`)).json().items as { id: string; revision: number; rejected: boolean; title: string }[];

  it("counts saves, refuses a save over a newer one and keeps it in the history", async () => {
    const created = (await send("POST", "/api/posts", { title: "First", content: "One" })).json();
    expect(created.revision).toBe(1);
    // Members are not told.
    expect((await get(`/api/posts/${created.id}`, member)).json()).not.toHaveProperty("revision");
    expect((await get(`/api/posts/${created.id}`)).json().revision).toBe(1);

    // Two admins open revision 1; the first saves, the second's save is refused.
    const first = await send("PUT", `/api/posts/${created.id}`, { title: "Second", content: "Two", baseRevision: 1 });
    expect(first.json()).toMatchObject({ title: "Second", revision: 2 });
    const late = await send("PUT", `/api/posts/${created.id}`, { title: "Colliding", content: "Mine", baseRevision: 1 });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(changedSinceOpened("post"));
    expect(late.json().error.message).toMatch(/^This post changed since you opened it/);
    expect((await get(`/api/posts/${created.id}`)).json()).toMatchObject({ title: "Second", revision: 2 });
    // Both versions kept: the saved one and the refused one.
    const items = await history("post", created.id);
    expect(items.map((r) => [r.title, r.revision, r.rejected])).toEqual([
      ["Colliding", 2, true],
      ["Second", 2, false],
      ["First", 1, false],
    ]);
    // An edit that names no revision (an API client of before) is not checked.
    expect((await send("PUT", `/api/posts/${created.id}`, { title: "Third", content: "Three" })).json().revision).toBe(3);
  });

  it("shows one revision and restores it as a new save, leaving the publication as it is", async () => {
    const created = (await send("POST", "/api/posts", { title: "Draft words", content: "Original text", status: "draft" })).json();
    await send("PUT", `/api/posts/${created.id}`, { title: "Worse words", content: "Edited text", status: "draft" });
    const [, original] = await history("post", created.id);
    const one = await get(revisionApiPaths.one(original!.id));
    expect(one.json()).toMatchObject({ kind: "post", contentId: created.id, snapshot: { title: "Draft words", content: "Original text", status: "draft" } });
    const restored = await t.app.inject({ method: "POST", url: revisionApiPaths.restore(original!.id), headers: { cookie: admin, origin: ORIGIN } });
    expect(restored.json()).toEqual({ kind: "post", id: created.id, revision: 3 });
    expect((await get(`/api/posts/${created.id}`)).json()).toMatchObject({ title: "Draft words", content: "Original text", status: "draft", revision: 3 });
    expect((await history("post", created.id))[0]).toMatchObject({ title: "Draft words", revision: 3, rejected: false });
  });

  it(`keeps the last ${MAX_REVISIONS} saves of a record`, async () => {
    const created = (await send("POST", "/api/posts", { title: "Busy", content: "0" })).json();
    for (let i = 1; i <= MAX_REVISIONS + 5; i++) await send("PUT", `/api/posts/${created.id}`, { title: `Busy ${i}`, content: String(i) });
    const items = await history("post", created.id);
    expect(items).toHaveLength(MAX_REVISIONS);
    expect(items[0]!.title).toBe(`Busy ${MAX_REVISIONS + 5}`);
  });

  it("refuses a stale multipart edit of an item and an episode, storing no file", async () => {
    const itemForm = (fields: Record<string, string>) => multipart({ category: "after-action", mediaType: "text", contentText: "words", ...fields });
    const form = itemForm({ title: "Case study" });
    const item = (await send("POST", "/api/content-items", form.payload, form.headers)).json();
    const ok = itemForm({ title: "Case study, edited", baseRevision: "1" });
    expect((await send("PUT", `/api/content-items/${item.id}`, ok.payload, ok.headers)).json().revision).toBe(2);
    const stale = itemForm({ title: "Case study, colliding", baseRevision: "1" });
    const refused = await send("PUT", `/api/content-items/${item.id}`, stale.payload, stale.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(changedSinceOpened("item"));
    expect((await history("item", item.id))[0]).toMatchObject({ title: "Case study, colliding", rejected: true });

    const mp3 = { filename: "episode.mp3", contentType: "audio/mpeg", data: fs.readFileSync(projectPath("e2e", "fixtures", "clip.mp3")) };
    const episodeForm = multipart({ title: "Episode" }, mp3);
    const episode = await send("POST", "/api/podcasts", episodeForm.payload, episodeForm.headers);
    expect(episode.statusCode, episode.body).toBe(201);
    const filesBefore = await query<{ n: number }>(t.database.db, sql`select count(*)::int as n from podcasts`);
    const staleEpisode = multipart({ title: "Episode, colliding", baseRevision: "0" }, mp3);
    const refusedEpisode = await send("PUT", `/api/podcasts/${episode.json().id}`, staleEpisode.payload, staleEpisode.headers);
    expect(refusedEpisode.statusCode).toBe(409);
    expect(refusedEpisode.json().error.message).toBe(changedSinceOpened("episode"));
    expect(await query<{ n: number }>(t.database.db, sql`select count(*)::int as n from podcasts`)).toEqual(filesBefore);
    // The refused upload's file is gone again: only the first upload's file is stored.
    const keys: string[] = [];
    for await (const { key } of t.storage.list()) keys.push(key);
    expect(keys.filter((k) => k.endsWith(".mp3"))).toHaveLength(1);
  });

  it("keeps a series' saves (who, when, its words and parts) and restores one as a new save, its status and cover as they are (docs/decisions/112)", async () => {
    const post = async (title: string) => (await send("POST", "/api/posts", { title, content: "x" })).json().id as string;
    const [one, two, three] = [await post("Part one"), await post("Part two"), await post("Part three")];
    const parts = (...ids: string[]) => ids.map((id) => ({ kind: "post", id }));
    const created = await send("POST", "/api/series", { title: "Foundations", description: "First words.", parts: parts(one, two, three) });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const saved = await send("PUT", `/api/series/${id}`, { title: "Foundations, revised", status: "draft", parts: parts(three, one) });
    expect(saved.statusCode, saved.body).toBe(200);

    const items = (await get(`${revisionApiPaths.list}?kind=series&id=${id}`)).json().items;
    expect(items).toEqual([
      expect.objectContaining({ revision: 2, title: "Foundations, revised", rejected: false, savedBy: expect.any(String) }),
      expect.objectContaining({ revision: 1, title: "Foundations", rejected: false }),
    ]);
    const first = (await get(revisionApiPaths.one(items[1].id))).json();
    expect(first).toMatchObject({
      kind: "series",
      contentId: id,
      snapshot: {
        title: "Foundations",
        description: "First words.",
        status: "published",
        parts: [
          { kind: "post", id: one, title: "Part one" },
          { kind: "post", id: two, title: "Part two" },
          { kind: "post", id: three, title: "Part three" },
        ],
      },
    });
    expect(first.snapshot).not.toHaveProperty("isMembersOnly");

    // A part deleted since is left out of the restore; the series stays a draft (a restore never publishes).
    expect((await t.app.inject({ method: "DELETE", url: `/api/posts/${two}`, headers: { cookie: admin, origin: ORIGIN } })).statusCode).toBe(204);
    const restored = await t.app.inject({ method: "POST", url: revisionApiPaths.restore(items[1].id), headers: { cookie: admin, origin: ORIGIN } });
    expect(restored.json()).toEqual({ kind: "series", id, revision: 3 });
    const now = (await get(`/api/series/${id}`)).json();
    expect(now).toMatchObject({ title: "Foundations", description: "First words.", status: "draft" });
    expect(now.parts.map((p: { id: string }) => p.id)).toEqual([one, three]);
    expect((await get(`${revisionApiPaths.list}?kind=series&id=${id}`)).json().items[0]).toMatchObject({ revision: 3, title: "Foundations" });

    // Members never see it; deleting the series deletes its history.
    expect((await get(`${revisionApiPaths.list}?kind=series&id=${id}`, member)).statusCode).toBe(403);
    expect((await t.app.inject({ method: "DELETE", url: `/api/series/${id}`, headers: { cookie: admin, origin: ORIGIN } })).statusCode).toBe(204);
    expect(await query(t.database.db, sql`select 1 from content_revisions where content_id = ${id}`)).toEqual([]);
  });

  it("refuses a series' save over a newer one and keeps it in the history with its parts, as a record's", async () => {
    const post = async (title: string) => (await send("POST", "/api/posts", { title, content: "x" })).json().id as string;
    const [one, two] = [await post("Step one"), await post("Step two")];
    const created = (await send("POST", "/api/series", { title: "Drills", parts: [{ kind: "post", id: one }] })).json();
    expect(created.revision).toBe(1);
    // Members are not told.
    expect((await get(`/api/series/${created.id}`, member)).json()).not.toHaveProperty("revision");

    const first = await send("PUT", `/api/series/${created.id}`, { title: "Drills, first", parts: [{ kind: "post", id: one }], baseRevision: 1 });
    expect(first.json()).toMatchObject({ title: "Drills, first", revision: 2 });
    const late = await send("PUT", `/api/series/${created.id}`, {
      title: "Drills, colliding",
      parts: [
        { kind: "post", id: two },
        { kind: "post", id: one },
      ],
      baseRevision: 1,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(changedSinceOpened("series"));
    const now = (await get(`/api/series/${created.id}`)).json();
    expect(now).toMatchObject({ title: "Drills, first", revision: 2 });
    expect(now.parts.map((p: { id: string }) => p.id)).toEqual([one]);
    const items = (await get(`${revisionApiPaths.list}?kind=series&id=${created.id}`)).json().items as {
      id: string;
      revision: number;
      rejected: boolean;
      title: string;
    }[];
    expect(items.map((r) => [r.title, r.revision, r.rejected])).toEqual([
      ["Drills, colliding", 2, true],
      ["Drills, first", 2, false],
      ["Drills", 1, false],
    ]);
    expect((await get(revisionApiPaths.one(items[0]!.id))).json().snapshot.parts).toEqual([
      { kind: "post", id: two, title: "Step two" },
      { kind: "post", id: one, title: "Step one" },
    ]);
    // A save that names no revision is not checked.
    expect((await send("PUT", `/api/series/${created.id}`, { title: "Drills, third", parts: [] })).json().revision).toBe(3);
  });

  it("is for admins only", async () => {
    const created = (await send("POST", "/api/posts", { title: "Private history", content: "x" })).json();
    expect((await get(`${revisionApiPaths.list}?kind=post&id=${created.id}`, member)).statusCode).toBe(403);
    expect((await t.app.inject({ url: `${revisionApiPaths.list}?kind=post&id=${created.id}` })).statusCode).toBe(401);
    expect((await get(revisionApiPaths.one("00000000-0000-4000-8000-000000000000"))).statusCode).toBe(404);
  });
});
