import fs from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  AUTHOR_LIMITS,
  AUTHOR_SLUG_TAKEN,
  authorApiPaths,
  authorNamed,
  RECORD_AUTHOR_NOT_FOUND,
  type AdminAuthor,
  type AuthorPage,
} from "../../../shared/authors.js";
import { query } from "../../db/raw-query.js";
import { projectPath } from "../../project-root.js";
import { signInAdmin } from "../../test/admin-session.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { ORIGIN, sessionCookie, signIn, signUp } from "../../test/auth-helpers.js";
import { databaseKinds } from "../../test/database.js";
import { uploadTestImage } from "../../test/images.js";
import { multipart, type FilePart } from "../../test/multipart.js";
import { leftoverUploads } from "../../test/stored-files.js";

// Authors (issue 30, docs/decisions/113) through the real API: admins manage
// them with every bad input a 400/409 that writes nothing; a post names one
// (a write without authorId keeps its byline); the author's page lists the
// records the viewer may see; an author's photo is public; an author named
// by a record cannot be deleted.

const mp3: FilePart = { filename: "episode.mp3", contentType: "audio/mpeg", data: fs.readFileSync(projectPath("e2e", "fixtures", "clip.mp3")) };

describe.each(databaseKinds)("authors (%s)", (kind) => {
  let t: TestApp;
  let admin: string;
  let member: string;

  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: { ...(cookie ? { cookie } : {}), origin: ORIGIN } });
  const one = (id: string) => authorApiPaths.adminOne.replace(":id", id);
  const page = (slug: string, q = "") => `${authorApiPaths.one.replace(":slug", slug)}${q}`;
  const authorRows = async () => (await query<{ n: number }>(t.database.db, sql`select count(*)::int as n from authors`))[0]!.n;

  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ cookie: admin } = await signInAdmin(t));
    await signUp(t.app, "author-reader@example.com");
    member = sessionCookie(await signIn(t.app, "author-reader@example.com"));
  });
  afterAll(async () => {
    await t.close();
  });

  let guest: AdminAuthor;
  let guestPost: string;

  it("creates an author with a photo that everyone may see, its address made from the name", async () => {
    const photo = await uploadTestImage(t.app, admin, { alt: "Sgt. Maria Ortiz" });
    const res = await call("POST", authorApiPaths.admin, admin, {
      name: "Sgt. Maria Ortiz",
      bio: "Twenty years on patrol.",
      photoImageId: photo.id,
      link: "https://ortiz.example.com",
    });
    expect(res.statusCode, res.body).toBe(201);
    guest = res.json();
    expect(guest).toMatchObject({ name: "Sgt. Maria Ortiz", slug: "sgt-maria-ortiz", bio: "Twenty years on patrol.", photoImageId: photo.id, records: 0 });
    // The photo was uploaded by an admin and shown by no record: public once an author's, as the creator's is.
    const image = await t.app.inject({ method: "GET", url: guest.photoUrl! });
    expect([200, 302], image.body).toContain(image.statusCode);
    expect(String(image.headers["cache-control"])).toContain("public");
  });

  it("refuses bad input with a 400 or 409 naming the field, writing nothing", async () => {
    const before = await authorRows();
    const cases: [object, number, string][] = [
      [{ name: "" }, 400, "Name is required."],
      [{ name: "x".repeat(AUTHOR_LIMITS.name + 1) }, 400, `Name must be at most ${AUTHOR_LIMITS.name} characters.`],
      [{ name: "Long Bio", bio: "b".repeat(AUTHOR_LIMITS.bio + 1) }, 400, `Bio must be at most ${AUTHOR_LIMITS.bio} characters.`],
      [{ name: "Link", link: "http://insecure.example.com" }, 400, "Link must be an https address."],
      [{ name: "Slug", slug: "Not A Slug" }, 400, "Address must be lower-case letters and digits joined by single hyphens."],
      [{ name: "!!!" }, 400, "Give an address: the name has no letters or digits to make one from."],
      [{ name: "Photo", photoImageId: "00000000-0000-4000-8000-000000000000" }, 400, "Photo not found. Upload it again."],
      [{ name: "Maria Ortiz Again", slug: "sgt-maria-ortiz" }, 409, AUTHOR_SLUG_TAKEN],
    ];
    for (const [body, status, message] of cases) {
      const res = await call("POST", authorApiPaths.admin, admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().error.message).toBe(message);
    }
    expect(await authorRows()).toBe(before);
  });

  it("is managed by admins only", async () => {
    expect((await call("GET", authorApiPaths.admin, member)).statusCode).toBe(403);
    expect((await call("POST", authorApiPaths.admin, member, { name: "Intruder" })).statusCode).toBe(403);
    expect((await call("DELETE", one(guest.id), member)).statusCode).toBe(403);
  });

  it("puts the author on a post (returned in reads), keeps it on a write without authorId, and refuses an unknown author", async () => {
    const created = await call("POST", "/api/posts", admin, { title: "Guest post", content: "Words.", authorId: guest.id });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    guestPost = id;
    expect(created.json().authorId).toBe(guest.id);
    // A read carries the byline's author as everyone sees them (a visitor too): name, address, short bio and photo.
    expect((await call("GET", `/api/posts/${id}`)).json()).toMatchObject({
      authorId: guest.id,
      author: { id: guest.id, name: "Sgt. Maria Ortiz", slug: "sgt-maria-ortiz", bio: "Twenty years on patrol.", photoUrl: guest.photoUrl },
    });

    const base = (await call("GET", `/api/posts/${id}`, admin)).json();
    const kept = await call("PUT", `/api/posts/${id}`, admin, { title: "Guest post, edited", content: "Words.", baseRevision: base.revision });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().authorId).toBe(guest.id);

    const refused = await call("PUT", `/api/posts/${id}`, admin, {
      title: "Not saved",
      content: "Words.",
      baseRevision: kept.json().revision,
      authorId: "00000000-0000-4000-8000-000000000000",
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(RECORD_AUTHOR_NOT_FOUND);
    expect((await call("GET", `/api/posts/${id}`)).json()).toMatchObject({ title: "Guest post, edited", authorId: guest.id });

    const creator = await call("POST", "/api/posts", admin, { title: "Creator's post", content: "Words." });
    expect(creator.json().authorId).toBeNull();
    // The creator's byline is the site's settings: no author in the read.
    expect((await call("GET", `/api/posts/${creator.json().id}`)).json()).not.toHaveProperty("author");
    const badNew = await call("POST", "/api/posts", admin, { title: "Nobody's", content: "Words.", authorId: "not-a-uuid" });
    expect(badNew.statusCode).toBe(400);
    expect(badNew.json().error.message).toBe(RECORD_AUTHOR_NOT_FOUND);
  });

  it("lists on the author's page the records the viewer may see, newest first, a page at a time", async () => {
    await call("POST", "/api/posts", admin, { title: "Guest draft", content: "Not yet.", status: "draft", authorId: guest.id });
    await call("POST", "/api/posts", admin, { title: "Guest members post", content: "Inside.", isMembersOnly: true, authorId: guest.id });

    const visitor = (await call("GET", page("sgt-maria-ortiz"))).json() as AuthorPage;
    expect(visitor.author).toMatchObject({ name: "Sgt. Maria Ortiz", bio: "Twenty years on patrol.", link: "https://ortiz.example.com" });
    expect(visitor.items.map((r) => r.title)).toEqual(["Guest members post", "Guest post, edited"]);
    expect(visitor.items[0]).toMatchObject({ kind: "post", isMembersOnly: true, status: "published", publishAt: null });

    const admins = (await call("GET", page("sgt-maria-ortiz"), admin)).json() as AuthorPage;
    expect(admins.items.map((r) => r.title)).toEqual(["Guest members post", "Guest draft", "Guest post, edited"]);
    // The admin's page marks what is not live, as the lists do.
    expect(admins.items.map((r) => r.status)).toEqual(["published", "draft", "published"]);

    const first = (await call("GET", page("sgt-maria-ortiz", "?limit=1"))).json() as AuthorPage;
    expect(first.items.map((r) => r.title)).toEqual(["Guest members post"]);
    const second = (await call("GET", page("sgt-maria-ortiz", `?limit=1&cursor=${first.nextCursor}`))).json() as AuthorPage;
    expect(second.items.map((r) => r.title)).toEqual(["Guest post, edited"]);
    expect(second.nextCursor).toBeNull();

    expect((await call("GET", page("nobody-here"))).statusCode).toBe(404);
    expect((await call("GET", page("sgt-maria-ortiz", "?cursor=garbage"))).statusCode).toBe(400);
    // An address no author can have (a NUL byte, which the database refuses in text) names none: 404, not a 500.
    expect((await call("GET", page("a%00b"))).statusCode).toBe(404);
  });

  it("puts the author on an episode and a text item by their multipart forms, keeps it when left out, and refuses an unknown one with no file left", async () => {
    const form = (method: "POST" | "PUT", url: string, fields: Record<string, string>, file?: FilePart) => {
      const body = multipart(fields, file);
      return t.app.inject({ method, url, payload: body.payload, headers: { ...body.headers, cookie: admin, origin: ORIGIN } });
    };
    const episode = await form("POST", "/api/podcasts", { title: "Guest episode", authorId: guest.id }, mp3);
    expect(episode.statusCode, episode.body).toBe(201);
    expect(episode.json().authorId).toBe(guest.id);
    const id = episode.json().id as string;
    const kept = await form("PUT", `/api/podcasts/${id}`, { title: "Guest episode, edited", baseRevision: String(episode.json().revision) });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().authorId).toBe(guest.id);
    const toCreator = await form("PUT", `/api/podcasts/${id}`, { title: "Creator's episode", authorId: "", baseRevision: String(kept.json().revision) });
    expect(toCreator.json().authorId).toBeNull();
    const back = await form("PUT", `/api/podcasts/${id}`, { title: "Guest episode", authorId: guest.id, baseRevision: String(toCreator.json().revision) });
    expect(back.json().authorId).toBe(guest.id);
    // The public feed names the guest on their episode; the channel's author stays the site's.
    const feed = (await call("GET", "/feeds/briefing.xml")).body;
    const guestItem = feed.slice(feed.indexOf("<title>Guest episode</title>"));
    expect(guestItem.slice(0, guestItem.indexOf("</item>"))).toContain("<itunes:author>Sgt. Maria Ortiz</itunes:author>");

    const episodes = await query<{ n: number }>(t.database.db, sql`select count(*)::int as n from podcasts`);
    const refused = await form("POST", "/api/podcasts", { title: "Nobody's", authorId: "00000000-0000-4000-8000-000000000000" }, mp3);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(RECORD_AUTHOR_NOT_FOUND);
    expect(await query<{ n: number }>(t.database.db, sql`select count(*)::int as n from podcasts`)).toEqual(episodes);
    expect(await leftoverUploads(t)).toEqual([]);

    const item = await form("POST", "/api/content-items", {
      title: "Guest case study",
      category: "after-action",
      mediaType: "text",
      contentText: "The case.",
      authorId: guest.id,
    });
    expect(item.statusCode, item.body).toBe(201);
    expect(item.json().authorId).toBe(guest.id);
    expect((await call("GET", `/api/content-items/${item.json().id}`)).json()).toMatchObject({ authorId: guest.id, author: { name: "Sgt. Maria Ortiz" } });
    expect((await call("GET", `/api/podcasts/${id}`)).json()).toMatchObject({ authorId: guest.id, author: { slug: "sgt-maria-ortiz" } });
  });

  it("refuses to delete an author records name (409 saying how many), deletes one none name", async () => {
    const refused = await call("DELETE", one(guest.id), admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(authorNamed(5));
    expect((await call("GET", page("sgt-maria-ortiz"))).statusCode).toBe(200);

    const spare = (await call("POST", authorApiPaths.admin, admin, { name: "Spare Author" })).json() as AdminAuthor;
    expect((await call("DELETE", one(spare.id), admin)).statusCode).toBe(204);
    expect((await call("DELETE", one(spare.id), admin)).statusCode).toBe(404);
    const listed = (await call("GET", authorApiPaths.admin, admin)).json().items as AdminAuthor[];
    expect(listed.map((a) => [a.name, a.records])).toEqual([["Sgt. Maria Ortiz", 5]]);
  });

  it("renames an author in place (PUT), keeping the records' bylines", async () => {
    const before = await call("GET", `/api/posts/${guestPost}`);
    expect(before.json().author.name).toBe("Sgt. Maria Ortiz");
    const res = await call("PUT", one(guest.id), admin, { name: "Lt. Maria Ortiz", slug: "maria-ortiz", bio: null, photoImageId: null, link: null });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: "Lt. Maria Ortiz", slug: "maria-ortiz", bio: null, photoUrl: null, records: 5 });
    expect((await call("GET", page("maria-ortiz"))).json().items).toHaveLength(4);
    expect((await call("GET", page("sgt-maria-ortiz"))).statusCode).toBe(404);
    // The post's kept read follows the rename at once (any instance's write empties it), with a new ETag.
    await t.database.notifications.sync();
    const after = await call("GET", `/api/posts/${guestPost}`);
    expect(after.json().author).toMatchObject({ name: "Lt. Maria Ortiz", slug: "maria-ortiz", bio: null, photoUrl: null });
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });
});
