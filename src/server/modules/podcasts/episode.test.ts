import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestApp, type TestApp } from "../../test/app.js";
import { sessionCookie, signIn, signUp } from "../../test/auth-helpers.js";
import { insertPodcast } from "../../test/content-fixtures.js";
import { databaseKinds } from "../../test/database.js";

// GET /api/podcasts/:id, for the episode page (/briefing/:podcastId): the
// access policy's episode view, a locked one carrying its title only.
describe.each(databaseKinds)("one episode (%s)", (kind) => {
  let t: TestApp;
  let member: string;
  const ids = { open: "", locked: "" };

  beforeAll(async () => {
    t = await createTestApp(kind);
    const { db } = t.database;
    ids.open = (await insertPodcast(db, t.storage, { title: "Open episode", description: "What the open episode is about." })).id;
    ids.locked = (await insertPodcast(db, t.storage, { title: "Locked episode", description: "LOCKED-DESCRIPTION-4410", isMembersOnly: true })).id;
    await signUp(t.app, "listener@example.com");
    member = sessionCookie(await signIn(t.app, "listener@example.com"));
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (id: string, cookie?: string) => t.app.inject({ url: `/api/podcasts/${id}`, headers: cookie ? { cookie } : {} });

  it("gives anyone a public episode with its description and audio", async () => {
    const res = await get(ids.open);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: ids.open,
      title: "Open episode",
      description: "What the open episode is about.",
      isMembersOnly: false,
      locked: false,
      createdAt: expect.any(String),
      audioUrl: `/api/podcasts/${ids.open}/audio`,
      fileType: "audio/mpeg",
    });
  });

  it("gives a visitor a members-only episode's title (and cover) only: no description, no audio, no file", async () => {
    const res = await get(ids.locked);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: ids.locked,
      title: "Locked episode",
      description: null,
      isMembersOnly: true,
      locked: true,
      // The byline is the record's, shown locked or not as the title (docs/decisions/113); null is the creator.
      authorId: null,
      createdAt: expect.any(String),
      status: "published",
      publishAt: null,
      // A cover would show, as wherever the episode is listed (docs/decisions/086); this one has none.
      coverUrl: null,
      // Its tags, like its title (docs/decisions/106).
      tags: [],
    });
    expect(res.body).not.toMatch(/LOCKED-DESCRIPTION|seed\/|audio/);
  });

  it("gives a member the members-only episode in full", async () => {
    const res = await get(ids.locked, member);
    expect(res.json()).toMatchObject({ locked: false, description: "LOCKED-DESCRIPTION-4410", audioUrl: `/api/podcasts/${ids.locked}/audio` });
    expect(res.body).not.toContain("seed/");
  });

  it("answers an unknown or malformed id 404 with the episode message", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const res = await get(id);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ error: { code: "NOT_FOUND", message: "Episode not found." } });
    }
  });
});
