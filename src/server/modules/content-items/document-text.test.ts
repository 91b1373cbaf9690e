import { Readable } from "node:stream";
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { seedIfEmpty } from "../../../cli/seed/seed.js";
import type { SearchPage } from "../../../shared/search.js";
import { contentItems } from "../../db/schema.js";
import type { Storage } from "../../storage/storage.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { sessionCookie, signIn, signUp } from "../../test/auth-helpers.js";
import { databaseKinds } from "../../test/database.js";
import { makePdf } from "../../test/pdf.js";
import { PDF_TEXT_MAX_FILE_BYTES } from "../../uploads/pdf-text.js";
import { BACKFILL_LOCK_KEY, backfillDocumentText } from "./document-text.js";

// The sample content's PDFs are searchable by their words, and PDFs stored
// before their words were kept are read by the backfill job (background.ts, docs/decisions/053).

describe.each(databaseKinds)("PDF text of seeded and earlier uploads (%s)", (kind) => {
  let t: TestApp;
  let member: string;
  const warnings: unknown[] = [];
  const log = { info: () => {}, warn: (details: unknown) => void warnings.push(details) };

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedIfEmpty({ db: t.database.db, storage: t.storage, authorId: null });
    await signUp(t.app, "reader@example.com");
    member = sessionCookie(await signIn(t.app, "reader@example.com"));
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  const find = async (q: string) => {
    const res = await t.app.inject({ url: `/api/search?${new URLSearchParams({ q })}`, headers: { cookie: member } });
    return res.json() as SearchPage;
  };
  const pdfRows = () =>
    t.database.db
      .select({ id: contentItems.id, title: contentItems.title, text: contentItems.documentText })
      .from(contentItems)
      .where(eq(contentItems.mediaType, "pdf"));

  it("finds the sample worksheet by a word only its PDF holds", async () => {
    const page = await find("facilitator");
    expect(page.items.map((i) => i.title)).toEqual(["After-Action Review Worksheet"]);
    expect(page.items[0]!.snippet?.filter((p) => p.match).map((p) => p.text)).toEqual(["Facilitator"]);
  });

  it("reads PDFs stored before their words were kept, once, and leaves unreadable or missing files without words", async () => {
    const seeded = await pdfRows();
    expect(seeded.length).toBeGreaterThanOrEqual(2);
    // As a database migrated to 0015 has them: no text yet.
    await t.database.db.update(contentItems).set({ documentText: null }).where(eq(contentItems.mediaType, "pdf"));
    expect((await find("facilitator")).items).toEqual([]);
    await t.storage.put("seed/after-action-broken.pdf", Readable.from([Buffer.from("%PDF-1.4\nWHISPERWORD, then nothing a PDF reader understands")]), {
      contentType: "application/pdf",
    });
    const pdfItem = (title: string, fileKey: string, fileSize: number | null = 15) => ({
      title,
      category: "after-action" as const,
      mediaType: "pdf" as const,
      fileKey,
      fileType: "application/pdf",
      fileSize,
    });
    await t.database.db
      .insert(contentItems)
      .values([pdfItem("Broken scan", "seed/after-action-broken.pdf"), pdfItem("Lost file", "seed/after-action-missing.pdf")]);
    await t.storage.put("seed/after-action-late.pdf", Readable.from([makePdf([["A late upload about ALBATROSSWORD."]])]), { contentType: "application/pdf" });
    // Stored before sizes were recorded: its size is asked of storage.
    await t.database.db.insert(contentItems).values(pdfItem("Late upload", "seed/after-action-late.pdf", null));
    // Recorded as larger than the reading limit: left without words and never downloaded (its bytes are small here,
    // so reading it would find the word).
    await t.storage.put("seed/after-action-huge.pdf", Readable.from([makePdf([["A huge scan about KESTRELWORD."]])]), { contentType: "application/pdf" });
    await t.database.db.insert(contentItems).values(pdfItem("Huge scan", "seed/after-action-huge.pdf", PDF_TEXT_MAX_FILE_BYTES + 1));

    const downloaded: string[] = [];
    const watched = new Proxy(t.storage, {
      get: (target, name, receiver) =>
        name === "get" ? (key: string) => (downloaded.push(key), target.get(key)) : (Reflect.get(target, name, receiver) as unknown),
    }) as Storage;
    expect(await backfillDocumentText(t.database, watched, log)).toBe(seeded.length + 3);
    expect(downloaded).not.toContain("seed/after-action-huge.pdf");
    const rows = new Map((await pdfRows()).map((r) => [r.title, r.text]));
    for (const { title, text } of seeded) expect(rows.get(title), title).toBe(text);
    expect(rows.get("Broken scan")).toBe("");
    expect(rows.get("Lost file")).toBeNull();
    expect(rows.get("Late upload")).toBe("A late upload about ALBATROSSWORD.");
    expect(rows.get("Huge scan")).toBe("");
    expect(warnings).toEqual([
      expect.objectContaining({ reason: "unreadable", error: "InvalidPDFException" }),
      expect.objectContaining({ fileKey: "seed/after-action-huge.pdf", reason: "too-large" }),
    ]);
    expect(JSON.stringify(warnings)).not.toContain("WHISPERWORD");
    expect((await find("facilitator")).items.map((i) => i.title)).toEqual(["After-Action Review Worksheet"]);
    expect((await find("albatrossword")).items.map((i) => i.title)).toEqual(["Late upload"]);

    // Once: only the row whose file is missing is left, and it is looked for again without harm.
    expect(await backfillDocumentText(t.database, t.storage, log)).toBe(0);
    const pending = await t.database.db
      .select({ title: contentItems.title })
      .from(contentItems)
      .where(and(eq(contentItems.mediaType, "pdf"), isNull(contentItems.documentText)));
    expect(pending).toEqual([{ title: "Lost file" }]);
  });

  it.skipIf(kind === "pglite")(
    "skips at once when another instance holds the lock, instead of waiting for it",
    async () => {
      await t.database.db.insert(contentItems).values({
        title: "Pending scan",
        category: "after-action",
        mediaType: "pdf",
        fileKey: "seed/after-action-late.pdf",
        fileType: "application/pdf",
        fileSize: 15,
      });
      // Held by another session of the pool: a blocking lock would wait for itself here until the test timed out.
      const inner = await t.database.withAdvisoryLock(BACKFILL_LOCK_KEY, () => backfillDocumentText(t.database, t.storage, log));
      expect(inner).toBeNull();
      const [pending] = await t.database.db.select({ text: contentItems.documentText }).from(contentItems).where(eq(contentItems.title, "Pending scan"));
      expect(pending).toEqual({ text: null });
    },
    10_000,
  );
});
