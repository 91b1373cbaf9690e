import { eq } from "drizzle-orm";
import { serializerCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { postSchema } from "../../../shared/content.js";
import { postView } from "../../access/policy.js";
import { viewerOf } from "../../access/viewer.js";
import { posts } from "../../db/schema.js";
import { signInAdmin } from "../../test/admin-session.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { ORIGIN, sessionCookie, signIn, signUp } from "../../test/auth-helpers.js";
import { insertPost } from "../../test/content-fixtures.js";
import { databaseKinds } from "../../test/database.js";

// A post read is served from memory after the first (docs/decisions/026): an
// edit, a members-only flip or a delete must still reach the very next read.
describe.each(databaseKinds)("reading a post (%s)", (kind) => {
  let t: TestApp;
  let member: string;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await signUp(t.app, "reader@example.com");
    member = sessionCookie(await signIn(t.app, "reader@example.com"));
    admin = (await signInAdmin(t)).cookie;
  });
  afterAll(async () => {
    await t.close();
  });

  const read = (id: string, headers: Record<string, string> = {}) => t.app.inject({ url: `/api/posts/${id}`, headers });

  it("answers a repeated read with 304 while the post and the reader's access are unchanged", async () => {
    const { id } = await insertPost(t.database.db, { title: "Tagged", content: "Body one" });
    const first = await read(id, { cookie: member });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers["cache-control"]).toBe("private, no-cache");
    const again = await read(id, { cookie: member, "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    // A visitor sees the same public post, so the same tag is right for them too.
    expect((await read(id, { "if-none-match": etag })).statusCode).toBe(304);
    expect((await read(id, { cookie: member, "if-none-match": 'W/"other"' })).statusCode).toBe(200);
  });

  // The body is made once per kept row and variant (docs/decisions/066): byte
  // for byte what the route's zod serializer would send, for each variant,
  // on the first read and on later ones.
  it("sends the body the response schema's serializer makes, open and locked, first read and kept", async () => {
    const serialize = (serializerCompiler as unknown as (route: { schema: unknown; method: string; url: string }) => (data: unknown) => string)({
      schema: postSchema,
      method: "GET",
      url: "/api/posts/:id",
    });
    const { id } = await insertPost(t.database.db, { title: 'Quotes " and \\ and é', content: "Line one\n\nLine \u2028two", isMembersOnly: true });
    const [row] = await t.database.db.select().from(posts).where(eq(posts.id, id));
    const visitor = viewerOf(null);
    const memberViewer = viewerOf({ id: "m", email: "reader@example.com", name: "Reader", isAdmin: false, emailVerified: true, twoFactorEnabled: false });
    for (let round = 0; round < 2; round++) {
      const asMember = await read(id, { cookie: member });
      expect(asMember.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(asMember.body).toBe(serialize(postView(memberViewer, row!)));
      const asVisitor = await read(id);
      expect(asVisitor.body).toBe(serialize(postView(visitor, row!)));
      expect(asVisitor.json()).toMatchObject({ locked: true });
      expect(asVisitor.body).not.toContain("Line one");
    }
  });

  it("refuses control characters in the list's title filter with a 400, not a database error", async () => {
    const res = await t.app.inject({ url: "/api/posts?q=%00", headers: { cookie: member } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe("Search must not contain control characters.");
    for (const url of ["/api/admin/members?q=%00", "/api/admin/members/export.csv?q=%00", "/api/admin/activity?actor=%00"]) {
      expect((await t.app.inject({ url, headers: { cookie: admin } })).statusCode, url).toBe(400);
    }
  });

  it("shows an edit, a members-only flip and a delete on the very next read", async () => {
    const { id } = await insertPost(t.database.db, { title: "Open now", content: "PUBLIC-BODY" });
    const open = await read(id);
    expect(open.json()).toMatchObject({ locked: false, content: "PUBLIC-BODY" });

    const put = (body: object) => t.app.inject({ method: "PUT", url: `/api/posts/${id}`, payload: body, headers: { cookie: admin, origin: ORIGIN } });
    expect((await put({ title: "Closed now", content: "LOCKED-BODY", isMembersOnly: true })).statusCode).toBe(200);
    const locked = await read(id, { "if-none-match": open.headers.etag as string });
    expect(locked.statusCode).toBe(200);
    expect(locked.json()).toMatchObject({ locked: true, title: "Closed now" });
    expect(locked.body).not.toContain("BODY");
    expect((await read(id, { cookie: member })).json()).toMatchObject({ locked: false, content: "LOCKED-BODY" });

    // A change written outside this app (another instance, the CLI) arrives as a notice.
    await t.database.db.update(posts).set({ isMembersOnly: false, content: "OPEN-AGAIN", updatedAt: new Date() }).where(eq(posts.id, id));
    await t.database.notifications.sync();
    expect((await read(id)).json()).toMatchObject({ locked: false, content: "OPEN-AGAIN" });

    expect((await t.app.inject({ method: "DELETE", url: `/api/posts/${id}`, headers: { cookie: admin, origin: ORIGIN } })).statusCode).toBe(204);
    expect((await read(id, { cookie: member })).statusCode).toBe(404);
  });

  it("shows an edit on the very next read also at an address that writes the id in capitals", async () => {
    const { id } = await insertPost(t.database.db, { title: "Shouted", content: "FIRST-BODY" });
    const upper = id.toUpperCase();
    expect((await read(upper)).json()).toMatchObject({ content: "FIRST-BODY" });
    await t.database.db.update(posts).set({ content: "SECOND-BODY", updatedAt: new Date() }).where(eq(posts.id, id));
    await t.database.notifications.sync();
    expect((await read(upper)).json()).toMatchObject({ content: "SECOND-BODY" });
  });
});
