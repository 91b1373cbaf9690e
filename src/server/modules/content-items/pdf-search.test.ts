import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { ContentItem } from "../../../shared/content.js";
import type { SearchPage } from "../../../shared/search.js";
import { query } from "../../db/raw-query.js";
import { contentItems } from "../../db/schema.js";
import { signInAdmin } from "../../test/admin-session.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { sessionCookie, signIn, signUp } from "../../test/auth-helpers.js";
import { databaseKinds } from "../../test/database.js";
import { multipart, type FilePart } from "../../test/multipart.js";
import { makePdf } from "../../test/pdf.js";
import { DOCUMENT_TEXT_MAX_BYTES } from "../../uploads/pdf-text.js";

// PDF items found by the words inside the file (issue 15, docs/decisions/053),
// on both databases (PostgreSQL with S3 storage when the run has it): read at
// upload, replaced with the file, cleared with the media type, and never
// shown or used for a visitor's search of a members-only item.

const pdf = (...lines: string[]): FilePart => ({ filename: "card.pdf", contentType: "application/pdf", data: makePdf([lines]) });

describe.each(databaseKinds)("PDF text in search (%s)", (kind) => {
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

  /** An admin's item form (a PDF after-action item unless the fields say otherwise); the expected status checked. */
  const send = async (method: "POST" | "PUT", url: string, status: number, fields: Record<string, string>, file?: FilePart) => {
    const form = multipart({ category: "after-action", mediaType: "pdf", ...fields }, file);
    const res = await t.app.inject({ method, url, payload: form.payload, headers: { ...form.headers, cookie: admin } });
    expect(res.statusCode, res.body).toBe(status);
    return res.json() as ContentItem;
  };
  const upload = (fields: Record<string, string>, file: FilePart) => send("POST", "/api/content-items", 201, fields, file);
  const replace = (id: string, fields: Record<string, string>, file?: FilePart) => send("PUT", `/api/content-items/${id}`, 200, fields, file);
  const find = async (q: string, cookie?: string) => {
    const res = await t.app.inject({ url: `/api/search?${new URLSearchParams({ q })}`, headers: cookie ? { cookie } : {} });
    expect(res.statusCode).toBe(200);
    return { page: res.json() as SearchPage, body: res.body };
  };
  const storedText = async (id: string) =>
    (await t.database.db.select({ text: contentItems.documentText }).from(contentItems).where(eq(contentItems.id, id)))[0]?.text;
  const matched = (page: SearchPage, id: string) =>
    page.items
      .find((i) => i.id === id)
      ?.snippet?.filter((p) => p.match)
      .map((p) => p.text);

  it("finds a PDF by a word inside it, with that word marked in the snippet; the item's reads leave the text out", async () => {
    const item = await upload({ title: "Shift worksheet" }, pdf("Ground rules for the debrief.", "Ask about the KESTRELWORD first."));
    expect(await storedText(item.id)).toBe("Ground rules for the debrief. Ask about the KESTRELWORD first.");
    for (const cookie of [member, undefined]) {
      const { page } = await find("kestrelword", cookie);
      expect(page.items.map((i) => i.id)).toEqual([item.id]);
      expect(page.items[0]).toMatchObject({ kind: "item", mediaType: "pdf", locked: false });
      expect(matched(page, item.id)).toEqual(["KESTRELWORD"]);
    }
    expect(JSON.stringify(item)).not.toContain("KESTRELWORD");
    const read = await t.app.inject({ url: `/api/content-items/${item.id}`, headers: { cookie: member } });
    expect(read.statusCode).toBe(200);
    expect(read.body).not.toContain("KESTRELWORD");
    const list = await t.app.inject({ url: "/api/content-items?category=after-action", headers: { cookie: member } });
    expect(list.body).toContain(item.id);
    expect(list.body).not.toContain("KESTRELWORD");
  });

  it("shows a visitor a members-only PDF by its title alone: no match, snippet or rank from its words", async () => {
    const item = await upload({ title: "Locked ledger", isMembersOnly: "true" }, pdf("Only members read the OBSIDIANWORD ledger."));
    const asMember = await find("obsidianword", member);
    expect(matched(asMember.page, item.id)).toEqual(["OBSIDIANWORD"]);

    const byBody = await find("obsidianword");
    expect(byBody.page.items).toEqual([]);
    expect(byBody.body.toLowerCase()).not.toContain("obsidian");
    const byTitle = await find("ledger");
    expect(byTitle.page.items).toEqual([expect.objectContaining({ id: item.id, locked: true, snippet: null })]);
    expect(byTitle.body.toLowerCase()).not.toContain("obsidian");
    // A word only the body holds changes nothing for a visitor.
    expect((await find("ledger -obsidianword")).page).toEqual(byTitle.page);
    // Both words match nothing a visitor may search; the titles like the query (typos) are offered alike.
    expect((await find("ledger obsidianword")).page).toEqual((await find("ledger quokkaword")).page);
  });

  it("replaces the text with the file, keeps it when only the fields change, and clears it when the item becomes text", async () => {
    const item = await upload({ title: "Brief card" }, pdf("The first draft mentions PELICANWORD."));
    await replace(item.id, { title: "Brief card" }, pdf("The second draft mentions HERONWORD."));
    expect(await storedText(item.id)).toBe("The second draft mentions HERONWORD.");
    expect((await find("pelicanword", member)).page.items).toEqual([]);
    expect((await find("heronword", member)).page.items.map((i) => i.id)).toEqual([item.id]);

    await replace(item.id, { title: "Brief card, renamed" });
    expect(await storedText(item.id)).toBe("The second draft mentions HERONWORD.");
    expect((await find("heronword", member)).page.items.map((i) => i.title)).toEqual(["Brief card, renamed"]);

    await replace(item.id, { title: "Brief card, as text", mediaType: "text", contentText: "Now plain words." });
    expect(await storedText(item.id)).toBeNull();
    expect((await find("heronword", member)).page.items).toEqual([]);
  });

  it("stores a PDF whose text cannot be read, found by its title only", async () => {
    const broken: FilePart = { filename: "broken.pdf", contentType: "application/pdf", data: Buffer.from("%PDF-1.4\nthis is no PDF structure, FALCONWORD\n") };
    const item = await upload({ title: "Damaged scan" }, broken);
    expect(item).toMatchObject({ mediaType: "pdf", title: "Damaged scan" });
    expect(await storedText(item.id)).toBe("");
    expect((await find("falconword", member)).page.items).toEqual([]);
    expect((await find("damaged scan", member)).page.items.map((i) => i.id)).toEqual([item.id]);
    const file = await t.app.inject({ url: `/api/content-items/${item.id}/file`, headers: { cookie: member } });
    // Served, or on S3 a redirect to it.
    expect([200, 302]).toContain(file.statusCode);
  });

  it("keeps a capped text of distinct short tokens within a row's search vector", async () => {
    const item = await upload({ title: "Token soup" }, pdf("placeholder"));
    // The worst case for a tsvector's size: every token a different lexeme.
    let soup = "";
    // ASCII: its length is its size in bytes.
    for (let i = 0; soup.length < DOCUMENT_TEXT_MAX_BYTES - 8; i++) soup += `${i.toString(36)}q `;
    await t.database.db.update(contentItems).set({ documentText: soup.trim() }).where(eq(contentItems.id, item.id));
    const [row] = await query<{ n: number }>(t.database.db, sql`select length(search_vector) as n from content_items where id = ${item.id}`);
    expect(Number(row!.n)).toBeGreaterThan(30_000);
  });

  it("refuses a PDF's text on an item that is not a PDF", async () => {
    const created = await send("POST", "/api/content-items", 201, { title: "Plain", mediaType: "text", contentText: "Words." });
    await expect(t.database.db.update(contentItems).set({ documentText: "stray" }).where(eq(contentItems.id, created.id))).rejects.toThrow();
  });
});
