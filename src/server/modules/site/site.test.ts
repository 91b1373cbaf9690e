import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { desc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { parseImageUrl, variantUrl } from "../../../shared/images.js";
import { NO_CREATOR, siteApiPaths, type Creator, type CreatorWriteInput } from "../../../shared/site.js";
import { setAdmin } from "../../auth/admin.js";
import { activityLog, siteSettings } from "../../db/schema.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { post, sessionCookie } from "../../test/auth-helpers.js";
import { databaseKinds } from "../../test/database.js";
import { multipart } from "../../test/multipart.js";
import { pruneImages } from "../images/service.js";

// The creator's settings (issue 32, docs/decisions/096): written by admins
// only, checked by the shared contract, read by anyone, and shown in the
// landing page and the creator's page the server renders, which are kept
// until the next save. The web app's renderer is stood in for by a module
// that writes out the page data it was given (the browser tests render with
// the real one: e2e/creator.spec.ts).

const INDEX = `<!doctype html>
<html lang="en">
  <head><title>Lead or Be Led</title><meta name="description" content="The site." /></head>
  <body><div id="root"></div></body>
</html>`;

const RENDERER = `
export async function render(path, data) {
  const c = data.creator;
  if (!c) throw new Error("no creator");
  const links = Object.entries(c.profiles).map(([n, u]) => '<a data-network="' + n + '" href="' + u + '">' + n + '</a>').join("");
  return '<section data-path="' + path + '"><h2>' + (c.name ?? "The Creator") + '</h2><footer>' + links + '</footer></section>';
}`;

const PUBLIC_URL = "https://lead.example.com";

const FULL = {
  name: "Cmdr. Dana Whitfield",
  title: "Retired Police Commander",
  bio: "Twenty-five years in uniform.\n\nNow trains the next ones.",
  photoImageId: null,
  profiles: {
    linkedin: "https://www.linkedin.com/in/dana-whitfield",
    x: "https://x.com/danawhitfield",
    youtube: "https://www.youtube.com/@danawhitfield",
    website: "https://danawhitfield.example.com/about",
  },
} satisfies CreatorWriteInput;

describe.each(databaseKinds)("the creator's settings (%s)", (kind) => {
  let t: TestApp;
  let admin: string;
  let member: string;
  let root: string;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "lobl-creator-"));
    fs.mkdirSync(path.join(root, "web"));
    fs.mkdirSync(path.join(root, "prerender"));
    fs.writeFileSync(path.join(root, "web", "index.html"), INDEX);
    fs.writeFileSync(path.join(root, "prerender", "prerender.js"), RENDERER);
    t = await createTestApp(kind, { WEB_DIR: path.join(root, "web"), PUBLIC_URL });
    // The app trusts PUBLIC_URL's origin.
    const account = async (email: string) => {
      const credentials = { email, password: "Tr1pwire-Falcon" };
      await post(t.app, "/api/auth/sign-up/email", { ...credentials, name: "Reader" }, { origin: PUBLIC_URL, ip: "10.202.0.1" });
      if (email.startsWith("chief")) await setAdmin(t.database.db, email, true);
      return sessionCookie(await post(t.app, "/api/auth/sign-in/email", credentials, { origin: PUBLIC_URL, ip: "10.202.0.1" }));
    };
    admin = await account("chief@example.com");
    member = await account("creator-reader@example.com");
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const save = (payload: unknown, cookie: string | null = admin) =>
    t.app.inject({ method: "PUT", url: siteApiPaths.adminCreator, payload: payload as object, headers: { origin: PUBLIC_URL, ...(cookie ? { cookie } : {}) } });
  const read = async () => {
    const res = await t.app.inject(siteApiPaths.creator);
    expect(res.statusCode).toBe(200);
    return res.json<Creator>();
  };
  const pageData = (html: string) => JSON.parse(/<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(html)![1]!) as { creator: Creator };

  it("answers a new site with nothing set", async () => {
    expect(await read()).toEqual(NO_CREATOR);
  });

  it("refuses a visitor (401) and a member (403), writing nothing", async () => {
    expect((await save(FULL, null)).statusCode).toBe(401);
    expect((await save(FULL, member)).statusCode).toBe(403);
    expect(await t.database.db.select().from(siteSettings)).toEqual([]);
    expect(await read()).toEqual(NO_CREATOR);
  });

  it("refuses bad input with a 400 that says what is wrong, writing nothing", async () => {
    const cases: [unknown, string][] = [
      [{ ...FULL, profiles: { linkedin: "http://www.linkedin.com/in/dana" } }, "LinkedIn must be an https:// address on linkedin.com."],
      [{ ...FULL, profiles: { youtube: "https://evil.example.com/youtube.com/watch" } }, "YouTube must be an https:// address on youtube.com or youtu.be."],
      [{ ...FULL, profiles: { x: "https://x.com.evil.io/dana" } }, "X (Twitter) must be an https:// address on x.com or twitter.com."],
      [{ ...FULL, profiles: { website: "javascript:alert(1)" } }, "Website must be an https:// address."],
      [{ ...FULL, profiles: { website: "https://user:secret@dana.example.com/" } }, "Website must be an https:// address."],
      [{ ...FULL, profiles: { website: "https://10.0.0.1/" } }, "Website must be an https:// address."],
      [{ ...FULL, profiles: { website: `https://dana.example.com/${"a".repeat(300)}` } }, "Website address must be at most 300 characters."],
      [{ ...FULL, profiles: { tiktok: "https://www.tiktok.com/@dana" } }, "Unknown profile: tiktok."],
      [{ ...FULL, name: "D".repeat(101) }, "Name must be at most 100 characters."],
      [{ ...FULL, title: "T".repeat(151) }, "Title must be at most 150 characters."],
      [{ ...FULL, bio: "B".repeat(5001) }, "Biography must be at most 5000 characters."],
      [{ ...FULL, name: "Dana\u0000" }, "Name must not contain control characters."],
      [{ ...FULL, photoImageId: "not-an-id" }, "Photo not found. Upload it again."],
      [{ ...FULL, photoImageId: "00000000-0000-4000-8000-000000000001" }, "Photo not found. Upload it again."],
    ];
    for (const [payload, message] of cases) {
      const res = await save(payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json<{ error: { message: string } }>().error.message).toBe(message);
    }
    expect(await t.database.db.select().from(siteSettings)).toEqual([]);
  });

  it("saves the whole set for an admin, trimmed, in the activity log; anyone reads it at once", async () => {
    const res = await save({ ...FULL, name: `  ${FULL.name}  `, profiles: { ...FULL.profiles, facebook: "" } });
    expect(res.statusCode, res.body).toBe(200);
    const expected: Creator = { name: FULL.name, title: FULL.title, bio: FULL.bio, photoUrl: null, profiles: FULL.profiles };
    expect(res.json()).toEqual(expected);
    expect(await read()).toEqual(expected);
    const [entry] = await t.database.db.select().from(activityLog).orderBy(desc(activityLog.createdAt)).limit(1);
    expect(entry).toMatchObject({ action: "site.creator", targetKind: "site", targetTitle: FULL.name });
  });

  it("clears what is sent empty: no profiles, no name", async () => {
    expect((await save({ name: "", title: null, bio: "", photoImageId: "", profiles: {} })).statusCode).toBe(200);
    expect(await read()).toEqual(NO_CREATOR);
  });

  it("renders the landing page and the creator's page with the creator, and again after a save", async () => {
    const home = async () => {
      const res = await t.app.inject("/");
      expect(res.statusCode).toBe(200);
      return res.body;
    };
    const none = await home();
    expect(pageData(none).creator).toEqual(NO_CREATOR);
    expect(none).not.toContain("data-network");
    // The landing page keeps the site's own head, with its own address.
    expect(none).toContain("<title>Lead or Be Led</title>");
    expect(none).toContain('<link rel="canonical" href="https://lead.example.com/" />');

    expect((await save(FULL)).statusCode).toBe(200);
    const set = await home();
    expect(set).toContain(`<h2>${FULL.name}</h2>`);
    expect(set).toContain('<a data-network="linkedin" href="https://www.linkedin.com/in/dana-whitfield">');
    expect(pageData(set).creator.name).toBe(FULL.name);

    const res = await t.app.inject("/creator");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<section data-path="/creator">');
    expect(res.body).toContain(`<title>${FULL.name} | Lead or Be Led</title>`);
    expect(res.body).toContain('<link rel="canonical" href="https://lead.example.com/creator" />');
    expect(res.body).toContain('<meta property="og:type" content="profile" />');
    expect(res.body).toContain('<meta property="og:url" content="https://lead.example.com/creator" />');
    expect(res.body).toContain('<meta property="og:description" content="Twenty-five years in uniform. Now trains the next ones." />');
    expect(res.body).toContain('<meta property="og:image" content="https://lead.example.com/og/site.png" />');

    // A write straight to the database (another instance, the CLI) reaches the kept pages too.
    await t.database.db.update(siteSettings).set({ creatorName: "Renamed Directly" }).where(eq(siteSettings.id, "site"));
    await t.database.notifications.sync();
    expect(await home()).toContain("<h2>Renamed Directly</h2>");
    expect((await read()).name).toBe("Renamed Directly");
  });

  it("shows the photo to everyone while it is the creator's; an unused upload stays the admins'", async () => {
    const pixels = await sharp({ create: { width: 640, height: 640, channels: 3, background: "#345" } })
      .jpeg()
      .toBuffer();
    const form = multipart({ alt: "Dana Whitfield" }, { filename: "dana.jpg", contentType: "image/jpeg", data: pixels });
    const uploaded = await t.app.inject({
      method: "POST",
      url: "/api/images",
      payload: form.payload,
      headers: { ...form.headers, cookie: admin, origin: PUBLIC_URL },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const image = uploaded.json<{ id: string; url: string }>();
    const { hash } = parseImageUrl(image.url)!;
    const variant = variantUrl(image.id, hash, 480, "webp");
    expect((await t.app.inject(variant)).statusCode).toBe(404);

    const res = await save({ ...FULL, photoImageId: image.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Creator>().photoUrl).toBe(image.url);
    const seen = await t.app.inject(variant);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    // The daily prune leaves the creator's photo, however old.
    expect(await pruneImages(t.database.db, new Date(Date.now() + 30 * 24 * 3600 * 1000))).toBe(0);

    expect((await save({ ...FULL, photoImageId: null })).statusCode).toBe(200);
    expect((await t.app.inject(variant)).statusCode).toBe(404);
    expect((await t.app.inject({ url: variant, headers: { cookie: member } })).statusCode).toBe(404);
  });
});
