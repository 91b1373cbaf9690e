import { describe, expect, it } from "vitest";

import type { SessionUser } from "../auth/guards.js";
import { canReadFile, canSeeRecord, itemPreview, itemView, podcastView, postPreview, postSummaryView, postView, seenOr404 } from "./policy.js";
import { viewerOf, VISITOR, type Viewer } from "./viewer.js";

const user = (isAdmin: boolean): SessionUser => ({ id: "u1", email: "u@example.com", name: "U", isAdmin, emailVerified: true, twoFactorEnabled: false });
const viewers: [string, Viewer][] = [
  ["visitor", VISITOR],
  ["member", viewerOf(user(false))],
  ["admin", viewerOf(user(true))],
];
const createdAt = new Date("2026-01-02T03:04:05Z");
const published = { status: "published" as const, publishAt: null, tags: ["resilience"] };
const post = (isMembersOnly: boolean) => ({
  id: "p1",
  title: "T",
  content: "BODY",
  excerpt: "EXCERPT",
  isMembersOnly,
  createdAt,
  readingMinutes: 3,
  ...published,
});
const item = (isMembersOnly: boolean) => ({
  id: "i1",
  title: "T",
  description: "D",
  category: "briefing" as const,
  mediaType: "pdf" as const,
  isMembersOnly,
  createdAt,
  ...published,
  contentText: null,
  fileKey: "u1/briefing-1-abc.pdf",
  fileType: "application/pdf",
  fileName: "card.pdf",
  fileSize: 1234,
});
const episode = (isMembersOnly: boolean) => ({
  id: "e1",
  title: "T",
  description: null,
  isMembersOnly,
  fileType: "audio/mpeg",
  createdAt,
  ...published,
  fileKey: "u1/1-abc.mp3",
  fileName: "ep.mp3",
  fileSize: 99,
});

describe("the access policy", () => {
  describe.each(viewers)("for a %s", (who, viewer) => {
    const signedIn = who !== "visitor";

    it("shows public content whole", () => {
      expect(postView(viewer, post(false))).toMatchObject({ locked: false, content: "BODY", excerpt: "EXCERPT" });
      expect(itemView(viewer, item(false))).toMatchObject({ locked: false, fileUrl: "/api/content-items/i1/file" });
      expect(canReadFile(viewer, { key: "k", contentType: "x", title: "t", isMembersOnly: false, status: "published" })).toBe(true);
    });

    it(signedIn ? "shows members-only content whole" : "shows members-only content as its title only", () => {
      const p = postView(viewer, post(true));
      const i = itemView(viewer, item(true));
      if (signedIn) {
        expect(p).toMatchObject({ locked: false, content: "BODY" });
        expect(i).toMatchObject({ locked: false, fileUrl: "/api/content-items/i1/file" });
      } else {
        // Tags and reading time are the record's like its title (docs/decisions/106).
        expect(p).toEqual({
          id: "p1",
          title: "T",
          isMembersOnly: true,
          locked: true,
          createdAt: createdAt.toISOString(),
          ...published,
          coverUrl: null,
          readingMinutes: 3,
        });
        expect(i).toEqual({
          id: "i1",
          title: "T",
          description: "D",
          category: "briefing",
          mediaType: "pdf",
          isMembersOnly: true,
          locked: true,
          createdAt: createdAt.toISOString(),
          ...published,
          // A cover would show (docs/decisions/086); this item has none.
          coverUrl: null,
        });
        expect(JSON.stringify([p, i, postSummaryView(viewer, post(true))])).not.toMatch(/BODY|EXCERPT|abc|card\.pdf/);
      }
      expect(canReadFile(viewer, { key: "k", contentType: "x", title: "t", isMembersOnly: true, status: "published" })).toBe(signedIn);
    });

    it(who === "admin" ? "shows the stored file's name and size" : "never shows a stored file's name, size or key", () => {
      const views = [itemView(viewer, item(false)), podcastView(viewer, episode(false))];
      if (who === "admin") {
        expect(views.map((v) => v.file)).toEqual([
          { name: "card.pdf", size: 1234 },
          { name: "ep.mp3", size: 99 },
        ]);
      } else {
        for (const v of views) expect(v).not.toHaveProperty("file");
      }
      expect(JSON.stringify(views)).not.toContain("abc");
    });
  });

  it.each(viewers)("shows drafts and scheduled records and their files to admins only (%s)", (who, viewer) => {
    const admin = who === "admin";
    for (const status of ["draft", "scheduled"] as const) {
      expect(canSeeRecord(viewer, { status })).toBe(admin);
      const file = { key: "k", contentType: "x", title: "t", isMembersOnly: false, status };
      expect(canReadFile(viewer, file)).toBe(admin);
      if (admin) expect(seenOr404(viewer, { status }, "Post not found.")).toEqual({ status });
      else expect(() => seenOr404(viewer, { status }, "Post not found.")).toThrow("Post not found.");
    }
    expect(canSeeRecord(viewer, { status: "published" })).toBe(true);
    expect(() => seenOr404(viewer, null, "Post not found.")).toThrow("Post not found.");
  });

  it("previews a shared link with the description only when a visitor may read the record, and the cover whenever they may see it", () => {
    expect(postPreview(VISITOR, post(false))).toEqual({ title: "T", description: "EXCERPT", coverImageId: null, titleOnly: false });
    expect(postPreview(VISITOR, post(true))).toEqual({ title: "T", description: undefined, coverImageId: null, titleOnly: true });
    const published = { status: "published" as const };
    expect(itemPreview(VISITOR, { ...published, title: "T", description: "x".repeat(300), isMembersOnly: false }).description).toHaveLength(160);
    expect(itemPreview(VISITOR, { ...published, title: "T", description: "D", isMembersOnly: true })).toEqual({
      title: "T",
      description: undefined,
      coverImageId: null,
      titleOnly: true,
    });
    // A members-only record's cover is shown with its title (docs/decisions/086, 100); a draft's to no visitor.
    const cover = "9b2f4c1e-0a4d-4c2b-9e1f-0a1b2c3d4e5f";
    expect(postPreview(VISITOR, { ...post(true), coverImageId: cover }).coverImageId).toBe(cover);
    expect(itemPreview(VISITOR, { status: "draft", title: "T", description: "D", isMembersOnly: false, coverImageId: cover }).coverImageId).toBeNull();
    expect(itemPreview(viewerOf(user(true)), { status: "draft", title: "T", description: "D", isMembersOnly: false, coverImageId: cover }).coverImageId).toBe(
      cover,
    );
  });

  it("names an old row's file by its key when no name was kept", () => {
    expect(itemView(viewerOf(user(true)), { ...item(false), fileName: null, fileSize: null }).file).toEqual({ name: "briefing-1-abc.pdf", size: null });
  });
});
