import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { previewApiPaths } from "../../../shared/previews.js";
import { query } from "../../db/raw-query.js";
import { signInAdmin } from "../../test/admin-session.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { ORIGIN, sessionCookie, signIn, signUp } from "../../test/auth-helpers.js";
import { insertPodcast } from "../../test/content-fixtures.js";
import { databaseKinds } from "../../test/database.js";
import { prunePreviewLinks } from "./service.js";

// Private preview links (issue 30): a colleague reads a draft without an
// account, through the record's own reads, until the link expires or is revoked.

const BODY = "DRAFT-BODY-4410";

describe.each(databaseKinds)("preview links (%s)", (kind) => {
  let t: TestApp;
  let admin: string;
  let member: string;
  let draftId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ cookie: admin } = await signInAdmin(t));
    await signUp(t.app, "colleague@example.com");
    member = sessionCookie(await signIn(t.app, "colleague@example.com"));
    const draft = await t.app.inject({
      method: "POST",
      url: "/api/posts",
      payload: { title: "Monday's article", content: BODY, isMembersOnly: true, status: "draft" },
      headers: { cookie: admin, origin: ORIGIN },
    });
    draftId = draft.json().id;
  });
  afterAll(async () => {
    await t.close();
  });

  const makeLink = async (target: object, cookie = admin) =>
    t.app.inject({ method: "POST", url: previewApiPaths.links, payload: target, headers: { cookie, origin: ORIGIN } });
  const tokenOf = (url: string) => new URL(url).searchParams.get("preview")!;
  const read = (id: string, qs: string, cookie?: string) => t.app.inject({ url: `/api/posts/${id}?${qs}`, headers: cookie ? { cookie } : {} });

  it("lets anyone with the link read the draft as a member would, and nothing else", async () => {
    const res = await makeLink({ kind: "post", id: draftId });
    expect(res.statusCode, res.body).toBe(201);
    const link = res.json();
    expect(link.url).toMatch(new RegExp(`/field-manual/${draftId}\\?preview=[A-Za-z0-9_-]{43}$`));
    expect(Date.parse(link.expiresAt) - Date.parse(link.createdAt)).toBe(7 * 24 * 60 * 60 * 1000);
    const token = tokenOf(link.url);
    // Without the token: not there. With it: the whole members-only draft, to a visitor.
    expect((await read(draftId, "")).statusCode).toBe(404);
    const seen = await read(draftId, `preview=${token}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ status: "draft", locked: false, content: BODY });
    // As a visitor would see it once out: locked.
    expect((await read(draftId, `preview=${token}&as=visitor`)).json()).toMatchObject({ locked: true });
    expect((await read(draftId, `preview=${token}&as=visitor`)).body).not.toContain(BODY);
    // The token opens that record only, and a wrong token changes nothing.
    const other = await t.app.inject({
      method: "POST",
      url: "/api/posts",
      payload: { title: "Other", content: "OTHER", status: "draft" },
      headers: { cookie: admin, origin: ORIGIN },
    });
    expect((await read(other.json().id, `preview=${token}`)).statusCode).toBe(404);
    expect((await read(draftId, `preview=${token.slice(0, -2)}xx`)).statusCode).toBe(404);
    // Kept only as a hash.
    const stored = await query<Record<string, unknown>>(t.database.db, sql`select * from preview_links`);
    expect(JSON.stringify(stored)).not.toContain(token);
    // The admin's list shows it, without the token.
    const list = await t.app.inject({ url: `${previewApiPaths.links}?kind=post&id=${draftId}`, headers: { cookie: admin } });
    expect(list.json().items).toEqual([expect.objectContaining({ id: link.id, createdBy: expect.any(String) })]);
    expect(list.body).not.toContain(token);
  });

  it("stops working when revoked or expired; only admins make, list or revoke links", async () => {
    const link = (await makeLink({ kind: "post", id: draftId })).json();
    const token = tokenOf(link.url);
    expect((await read(draftId, `preview=${token}`)).statusCode).toBe(200);
    const revoke = await t.app.inject({ method: "DELETE", url: previewApiPaths.link(link.id), headers: { cookie: admin, origin: ORIGIN } });
    expect(revoke.statusCode).toBe(204);
    expect((await read(draftId, `preview=${token}`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: "DELETE", url: previewApiPaths.link(link.id), headers: { cookie: admin, origin: ORIGIN } })).statusCode).toBe(404);

    const expiring = (await makeLink({ kind: "post", id: draftId })).json();
    await t.database.db.execute(sql`update preview_links set expires_at = now() - interval '1 second' where id = ${expiring.id}::uuid`);
    expect((await read(draftId, `preview=${tokenOf(expiring.url)}`)).statusCode).toBe(404);

    expect((await makeLink({ kind: "post", id: draftId }, member)).statusCode).toBe(403);
    expect((await t.app.inject({ url: `${previewApiPaths.links}?kind=post&id=${draftId}`, headers: { cookie: member } })).statusCode).toBe(403);
    expect((await makeLink({ kind: "post", id: "00000000-0000-4000-8000-000000000000" })).statusCode).toBe(404);
    expect((await makeLink({ kind: "series", id: draftId })).statusCode).toBe(400);
    // Activity: made and revoked.
    const actions = await query<{ action: string }>(t.database.db, sql`select action from activity_log where action like 'preview.%'`);
    expect(actions.map((a) => a.action)).toEqual(expect.arrayContaining(["preview.create", "preview.revoke"]));
  });

  it("opens a draft episode's audio through the link, and prunes links whose record is gone", async () => {
    const episode = await insertPodcast(t.database.db, t.storage, { title: "Draft episode" });
    await t.database.db.execute(sql`update podcasts set status = 'draft' where id = ${episode.id}::uuid`);
    const token = tokenOf((await makeLink({ kind: "episode", id: episode.id })).json().url);
    expect((await t.app.inject({ url: `/api/podcasts/${episode.id}/audio` })).statusCode).toBe(404);
    expect([200, 206, 302]).toContain((await t.app.inject({ url: `/api/podcasts/${episode.id}/audio?preview=${token}` })).statusCode);
    expect((await t.app.inject({ url: `/api/podcasts/${episode.id}?preview=${token}` })).json()).toMatchObject({ status: "draft", locked: false });
    await t.database.db.execute(sql`delete from podcasts where id = ${episode.id}::uuid`);
    await prunePreviewLinks(t.database.db);
    expect(await query(t.database.db, sql`select 1 from preview_links where content_id = ${episode.id}::uuid`)).toEqual([]);
  });
});
