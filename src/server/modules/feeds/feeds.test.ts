import { eq } from "drizzle-orm";
import { XMLParser } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { contentItems, contentVersions, feedClients, feedTokens, podcasts, users } from "../../db/schema.js";
import { redactUrl } from "../../logger.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { ORIGIN, sessionCookie, signIn, signUp } from "../../test/auth-helpers.js";
import { fileBytes, insertItem, insertPodcast } from "../../test/content-fixtures.js";
import { databaseKinds } from "../../test/database.js";
import { getMedia } from "../../test/media-fetch.js";
import { feedReport, revokeFeed } from "./admin.js";
import { uuidV5 } from "./podcast-guid.js";
import { purgeFeedClients } from "./service.js";

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@", isArray: (name) => name === "item" });
type Item = Record<string, unknown> & { enclosure: { "@url": string; "@length": string; "@type": string }; guid: { "#text": string } };
const channelOf = (xml: string) => parser.parse(xml).rss.channel as Record<string, unknown> & { item?: Item[] };

describe.each(databaseKinds)("private podcast feeds (%s)", (kind) => {
  let t: TestApp;
  let member: string;
  const secretAudio = fileBytes("SECRET-EPISODE-AUDIO", 8192);
  const ids = { locked: "", open: "", video: "", pdf: "" };

  beforeAll(async () => {
    t = await createTestApp(kind, { FEED_SHARING_IP_LIMIT: "3" });
    const { db } = t.database;
    ids.open = (await insertPodcast(db, t.storage, { title: "Open episode" })).id;
    ids.locked = (await insertPodcast(db, t.storage, { title: "Locked episode TITLE-7731", isMembersOnly: true, bytes: secretAudio })).id;
    ids.video = (await insertItem(db, t.storage, { title: "Briefing video", category: "briefing", mediaType: "video", isMembersOnly: true })).id;
    ids.pdf = (await insertItem(db, t.storage, { title: "Briefing PDF", category: "briefing", mediaType: "pdf" })).id;
    await signUp(t.app, "listener@example.com");
    member = sessionCookie(await signIn(t.app, "listener@example.com"));
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });
  const feedOf = async (cookie = member) => (await get("/api/feed", { cookie })).json() as { url: string };
  const pathOf = (url: string) => new URL(url).pathname;
  /** The listener's own feed row (other tests give other members feeds). */
  const listenerToken = async () => {
    const [listener] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, "listener@example.com"));
    return (await t.database.db.select().from(feedTokens).where(eq(feedTokens.userId, listener!.id)))[0];
  };

  it("gives each member one long-lived private URL, and visitors none", async () => {
    expect((await get("/api/feed")).statusCode).toBe(401);
    const first = await feedOf();
    expect(first.url).toMatch(/^http:\/\/127\.0\.0\.1:3000\/feeds\/[A-Za-z0-9_-]{43}\/briefing\.xml$/);
    expect((await feedOf()).url).toBe(first.url);
    // Only the token's hash is stored.
    const token = pathOf(first.url).split("/")[2]!;
    const rows = await t.database.db.select().from(feedTokens);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it("leaves WAV and WebM files out of the feeds (podcast apps do not play them); the site still serves them (issue 32)", async () => {
    const { db } = t.database;
    const wav = await insertPodcast(db, t.storage, { title: "WAV episode" });
    const webm = await insertItem(db, t.storage, { title: "WebM briefing", category: "briefing", mediaType: "video" });
    await db.update(podcasts).set({ fileType: "audio/wav" }).where(eq(podcasts.id, wav.id));
    await db.update(contentItems).set({ fileType: "video/webm" }).where(eq(contentItems.id, webm.id));
    try {
      for (const path of [pathOf((await feedOf()).url), "/feeds/briefing.xml"]) {
        const titles = (channelOf((await get(path)).body).item ?? []).map((i) => i.title);
        expect(titles, path).not.toContain("WAV episode");
        expect(titles, path).not.toContain("WebM briefing");
      }
      expect(channelOf((await get(pathOf((await feedOf()).url))).body).item!.map((i) => i.title)).toContain("Open episode");
      expect((await get(`/api/podcasts/${wav.id}`, { cookie: member })).statusCode).toBe(200);
    } finally {
      await db.delete(podcasts).where(eq(podcasts.id, wav.id));
      await db.delete(contentItems).where(eq(contentItems.id, webm.id));
    }
  });

  it("lists every episode and briefing audio/video item, newest first, as valid podcast RSS", async () => {
    const res = await get(pathOf((await feedOf()).url));
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/rss+xml; charset=utf-8");
    const channel = channelOf(res.body);
    for (const tag of ["title", "link", "description", "language", "itunes:author", "itunes:image", "itunes:category", "itunes:explicit", "podcast:guid"]) {
      expect(channel[tag], tag).toBeDefined();
    }
    expect(channel["podcast:locked"]).toBe("yes");
    expect(channel["itunes:block"]).toBe("Yes");
    expect((channel["itunes:image"] as Record<string, string>)["@href"]).toBe("http://127.0.0.1:3000/artwork/the-briefing.png");
    // The owner's address, which Apple writes to to confirm the show is theirs: MAIL_FROM's unless PODCAST_OWNER_EMAIL says (issue 32).
    expect(channel["itunes:owner"]).toEqual({ "itunes:name": "Lead or Be Led", "itunes:email": "no-reply@localhost" });
    const items = channel.item!;
    expect(items.map((i) => i.title)).toEqual(["Briefing video", "Locked episode TITLE-7731", "Open episode"]);
    for (const i of items) {
      expect(i.guid["#text"]).toMatch(/^lobl:(episode|item):[0-9a-f-]{36}$/);
      expect(Date.parse(i.pubDate as string)).not.toBeNaN();
      expect(i.enclosure["@url"]).toMatch(/^http:\/\/127\.0\.0\.1:3000\/feeds\/[A-Za-z0-9_-]{43}\/episodes\/[0-9a-f-]{36}\.(mp3|pdf)$/);
    }
    const locked = items.find((i) => i.title === "Locked episode TITLE-7731")!;
    // Each item links to the page that shows it: an episode to its own page, an item to the item viewer.
    expect(locked.link).toBe(`http://127.0.0.1:3000/briefing/${ids.locked}`);
    expect(items.find((i) => i.title === "Briefing video")!.link).toBe(`http://127.0.0.1:3000/after-action/${ids.video}`);
    expect(Number(locked.enclosure["@length"])).toBe(secretAudio.length);
    expect(locked.enclosure["@type"]).toBe("audio/mpeg");
    // Guids are stable from one fetch to the next.
    const again = channelOf((await get(pathOf((await feedOf()).url))).body).item!;
    expect(again.map((i) => i.guid["#text"])).toEqual(items.map((i) => i.guid["#text"]));
  });

  it("serves enclosures under the token with ranges, like the web player", async () => {
    const items = channelOf((await get(pathOf((await feedOf()).url))).body).item!;
    const url = pathOf(items.find((i) => i.title === "Locked episode TITLE-7731")!.enclosure["@url"]);
    const whole = await getMedia(t.app, url);
    expect(whole.body.equals(secretAudio)).toBe(true);
    const part = await getMedia(t.app, url, { range: "bytes=100-199" });
    expect(part.statusCode).toBe(206);
    expect(part.body.equals(secretAudio.subarray(100, 200))).toBe(true);
    expect((await get(url.replace(/\.mp3$/, ".wav"))).statusCode).toBe(404);
    expect((await get(url.replace(/[0-9a-f-]{36}/, ids.pdf))).statusCode).toBe(404);
    // A range past the end: 416 from the app (local disk) or from the object store it redirects to (S3).
    expect((await getMedia(t.app, url, { range: "bytes=99999999-" })).statusCode).toBe(416);
  });

  it("answers an unchanged feed 304, and changes when content does", async () => {
    const url = pathOf((await feedOf()).url);
    const first = await get(url);
    const etag = first.headers.etag as string;
    expect((await get(url, { "if-none-match": etag })).statusCode).toBe(304);
    expect((await get(url, { "if-modified-since": first.headers["last-modified"] as string })).statusCode).toBe(304);
    const added = await insertPodcast(t.database.db, t.storage, { title: "Newest" });
    // Written past the app, as the CLI would: the version kept in memory goes when the change's notice arrives.
    await t.database.notifications.sync();
    const changed = await get(url, { "if-none-match": etag });
    expect(changed.statusCode).toBe(200);
    expect(channelOf(changed.body).item![0]!.title).toBe("Newest");
    // Gone again, past the app too (the other tests list the feed's episodes).
    await t.database.db.delete(podcasts).where(eq(podcasts.id, added.id));
    await t.database.notifications.sync();
  });

  it("without the content change counters, sends the whole feed every time rather than a 304 it cannot vouch for", async () => {
    const url = pathOf((await feedOf()).url);
    const counters = await t.database.db.select().from(contentVersions).where(eq(contentVersions.name, "feed_settings"));
    await t.database.db.delete(contentVersions).where(eq(contentVersions.name, "feed_settings"));
    // Any write to a feed's table is heard (its trigger still notifies), and the version is read again.
    const added = await insertPodcast(t.database.db, t.storage, { title: "Added while uncounted" });
    await t.database.notifications.sync();
    try {
      const first = await get(url);
      expect(first.statusCode).toBe(200);
      expect(first.headers.etag).toBeUndefined();
      expect(first.headers["last-modified"]).toBeUndefined();
      expect(channelOf(first.body).item![0]!.title).toBe("Added while uncounted");
      expect((await get(url, { "if-modified-since": new Date().toUTCString() })).statusCode).toBe(200);
      expect((await get("/feeds/briefing.xml")).statusCode).toBe(200);
    } finally {
      await t.database.db.insert(contentVersions).values(counters);
      await t.database.db.delete(podcasts).where(eq(podcasts.id, added.id));
      await t.database.notifications.sync();
    }
    expect((await get(url)).headers.etag).toBeDefined();
  });

  it("the public feed lists only public episodes: no members-only title, text or file", async () => {
    const res = await get("/feeds/briefing.xml");
    expect(res.statusCode).toBe(200);
    const channel = channelOf(res.body);
    expect(channel["itunes:block"]).toBeUndefined();
    expect(channel.item!.map((i) => i.title)).not.toContain("Locked episode TITLE-7731");
    expect(res.body).not.toContain("TITLE-7731");
    expect(res.body).not.toContain(ids.locked);
    expect(res.body).not.toContain(ids.video);
    for (const i of channel.item!) {
      const media = await get(pathOf(i.enclosure["@url"]));
      expect(media.statusCode).toBeLessThan(400);
    }
    // The show is one show: the same podcast:guid in every feed, made as Podcasting 2.0 says.
    expect(channel["podcast:guid"]).toBe(uuidV5("127.0.0.1:3000/feeds/briefing.xml"));
    expect(channelOf((await get(pathOf((await feedOf()).url))).body)["podcast:guid"]).toBe(channel["podcast:guid"]);
  });

  it("a reset kills the old URL and its enclosures at once", async () => {
    const old = pathOf((await feedOf()).url);
    const oldEnclosure = pathOf(channelOf((await get(old)).body).item![0]!.enclosure["@url"]);
    const reset = await t.app.inject({ method: "POST", url: "/api/feed/reset", headers: { cookie: member, origin: ORIGIN } });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().url).not.toContain(old);
    for (const url of [old, oldEnclosure]) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe("Feed not found.");
    }
    expect((await get(pathOf(reset.json().url))).statusCode).toBe(200);
  });

  it("marks a feed fetched from more IPs in a day than the limit as possibly shared", async () => {
    const url = pathOf((await feedOf()).url);
    for (let i = 1; i <= 4; i++) await t.app.inject({ method: "GET", url, remoteAddress: `10.9.0.${i}` });
    await expect.poll(async () => (await listenerToken())?.suspiciousAt ?? null).not.toBeNull();
  });

  it("an admin's revoke (npm run cli -- feeds revoke) kills the URL; the report shows each feed's use", async () => {
    // The listener's feed marked as possibly shared (as the fetches of the test before do), so it comes first.
    await feedOf();
    const token = (await listenerToken())!;
    if (!token.suspiciousAt) await t.database.db.update(feedTokens).set({ suspiciousAt: new Date() }).where(eq(feedTokens.id, token.id));
    await signUp(t.app, "sharer@example.com");
    const cookie = sessionCookie(await signIn(t.app, "sharer@example.com"));
    const url = pathOf((await feedOf(cookie)).url);
    await get(url);
    await expect.poll(async () => (await feedReport(t.database.db)).find((r) => r.email === "sharer@example.com")?.ipsToday).toBe(1);
    const report = await feedReport(t.database.db);
    // Suspicious feeds first.
    expect(report[0]!.suspiciousAt).not.toBeNull();
    const revoke = (email: string) => revokeFeed(t.database.db, { mailer: t.app.deps.mailer, member: { email } });
    expect(await revoke("Sharer@Example.com")).toEqual({ status: "revoked", email: "sharer@example.com", mailed: true });
    expect((await get(url)).statusCode).toBe(404);
    expect(await revoke("sharer@example.com")).toEqual({ status: "no-feed" });
    expect(await revoke("nobody@example.com")).toEqual({ status: "no-account" });
  });

  it("forgets sharing-detection records after 30 days", async () => {
    // A fetch today, recorded (as the member's fetches in the tests before are).
    await get(pathOf((await feedOf()).url), { "user-agent": "Forgetful/1.0" });
    const token = await listenerToken();
    await expect.poll(async () => (await t.database.db.select().from(feedClients).where(eq(feedClients.tokenId, token!.id))).length).toBeGreaterThan(0);
    const old = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    await t.database.db.insert(feedClients).values({ tokenId: token!.id, day: old, kind: "ip", clientHash: "old-client" });
    await purgeFeedClients(t.database.db);
    const left = await t.database.db.select().from(feedClients);
    expect(left.length).toBeGreaterThan(0);
    expect(left.map((r) => r.clientHash)).not.toContain("old-client");
  });

  it("a deleted account's feed is gone", async () => {
    await signUp(t.app, "leaver@example.com");
    const cookie = sessionCookie(await signIn(t.app, "leaver@example.com"));
    const url = pathOf((await feedOf(cookie)).url);
    expect((await get(url)).statusCode).toBe(200);
    await t.database.db.delete(users).where(eq(users.email, "leaver@example.com"));
    expect((await get(url)).statusCode).toBe(404);
  });

  it("makes podcast:guid as Podcasting 2.0's own example does", () => {
    expect(uuidV5("mp3s.nashownotes.com/pc20rss.xml")).toBe("917393e3-1b1e-5cef-ace4-edaa54e1f810");
  });

  it("keeps tokens out of logged URLs", () => {
    expect(redactUrl("/feeds/AbC_123-xyzAbC_123-xyzAbC_123-xyzAbC_123-x/briefing.xml")).toBe("/feeds/[redacted]/briefing.xml");
    expect(redactUrl("/feeds/briefing.xml")).toBe("/feeds/briefing.xml");
    // Spellings the router serves (issue 35): percent-escaped, absolute form; and ones it would not, which still carry the token.
    const token = "AbC_123-xyzAbC_123-xyzAbC_123-xyzAbC_123-x";
    for (const url of [
      `/%66eeds/${token}/briefing.xml`,
      `/feeds/${encodeURIComponent(token)}/briefing.xml`,
      `/f%65%65ds/${token}/episodes/1.mp3`,
      `http://lead.example.com/feeds/${token}/briefing.xml`,
      `https://lead.example.com:8443/%66eeds/${token}/briefing.xml?x=1`,
      `/FEEDS/${token}/briefing.xml`,
      `//feeds/${token}/briefing.xml`,
    ]) {
      expect(redactUrl(url), url).not.toContain(token);
      expect(redactUrl(url), url).toMatch(/^\/feeds\/\[redacted\]\//);
    }
    expect(redactUrl(`http://lead.example.com/feeds/briefing.xml`)).toBe("http://lead.example.com/feeds/briefing.xml");
    expect(redactUrl("/api/posts?q=%zz")).toBe("/api/posts?q=%zz");
  });
});
