import fs from "node:fs";
import path from "node:path";
import { expect, type APIRequestContext, type Locator } from "@playwright/test";

import type { ContentItem, Podcast } from "../src/shared/content.js";
import { expectToast, signedInApi } from "./helpers.js";
import { test as base, ownMemberFixtures, type NewMember } from "./member-session.js";

// Transcripts and captions (issue 14) and episode edits (issue 17) in the
// browser: a video's captions track shows the right cue at the right time and
// the CC choice is remembered; the interactive transcript under an audio
// player highlights the cue being spoken and seeks on a click; the admin
// edits an episode's title. The member tests save a preference (captions) and
// a position (playing), so each signs in as a member of its own.

const fixture = (name: string) => fs.readFileSync(path.join("e2e", "fixtures", name));
const vtt = (cues: [number, number, string][]) =>
  Buffer.from(`WEBVTT\n\n${cues.map(([from, to, text]) => `00:00:0${from.toFixed(3)} --> 00:00:0${to.toFixed(3)}\n${text}`).join("\n\n")}\n`);

const CUES: [number, number, string][] = [
  [0, 1, "Alpha: hold the line."],
  [1, 2, "Bravo: move to the ridge."],
  [2, 2.7, "Charlie: report back."],
];

const test = base.extend<{ admin: APIRequestContext; ownMember: NewMember }>({
  ...ownMemberFixtures,
  admin: async ({ playwright, baseURL }, use) => {
    const admin = await signedInApi(playwright, baseURL!, "admin");
    await use(admin);
    await admin.dispose();
  },
});

async function createItem(
  admin: APIRequestContext,
  mediaType: "audio" | "video",
  file: { name: string; mimeType: string; buffer: Buffer },
  membersOnly = true,
): Promise<ContentItem> {
  const res = await admin.post("/api/content-items", {
    multipart: {
      title: `Transcript ${mediaType} ${Date.now().toString(36)}`,
      category: "after-action",
      mediaType,
      isMembersOnly: String(membersOnly),
      file,
      transcript: { name: "cues.vtt", mimeType: "text/vtt", buffer: vtt(CUES) },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as ContentItem;
}

const captionsTrack = (video: Locator) =>
  video.evaluate((v: HTMLVideoElement) => {
    const track = v.textTracks[0];
    return { mode: track?.mode, active: track?.activeCues?.length ? (track.activeCues[0] as VTTCue).text : null };
  });

test("a video's captions: off by default, the cue of the moment when on, and the choice remembered", async ({ page, admin }) => {
  const item = await createItem(admin, "video", { name: "clip.webm", mimeType: "video/webm", buffer: fixture("clip.webm") });
  try {
    await page.goto(`/after-action/${item.id}`);
    const video = page.locator("main video");
    await expect(video.locator('track[kind="captions"]')).toHaveAttribute("src", `/api/content-items/${item.id}/transcript`);
    await expect.poll(async () => (await captionsTrack(video)).mode).toBe("hidden");

    // The player's CC button: the track shows, the button is pressed, and the member's choice is saved.
    const cc = page.getByRole("group", { name: `Video player ${item.title}` }).getByRole("button", { name: "Captions" });
    await expect(cc).toHaveAttribute("aria-pressed", "false");
    const saved = page.waitForResponse((r) => r.url().endsWith("/api/preferences") && r.request().method() === "PUT");
    await cc.click();
    expect((await saved).status()).toBe(200);
    await expect(cc).toHaveAttribute("aria-pressed", "true");
    await expect.poll(async () => (await captionsTrack(video)).mode).toBe("showing");

    await video.evaluate((v: HTMLVideoElement) => (v.currentTime = 1.5));
    await expect.poll(async () => (await captionsTrack(video)).active).toBe("Bravo: move to the ridge.");
    await video.evaluate((v: HTMLVideoElement) => (v.currentTime = 0.4));
    await expect.poll(async () => (await captionsTrack(video)).active).toBe("Alpha: hold the line.");

    // On the next visit the captions are on from the start.
    await page.reload();
    await expect.poll(async () => (await captionsTrack(page.locator("main video"))).mode).toBe("showing");
    await expect(page.getByRole("button", { name: "Captions" })).toHaveAttribute("aria-pressed", "true");

    // The transcript panel is under the video as under audio, following it and seeking it.
    const transcript = page.getByRole("list", { name: `Transcript of ${item.title}` });
    await expect(transcript.getByTestId("transcript-cue")).toHaveCount(3);
    await transcript.getByRole("button", { name: "Play from 00:02" }).click();
    await expect(transcript.getByTestId("transcript-cue").nth(2)).toHaveAttribute("aria-current", "true");
    expect(await page.locator("main video").evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThanOrEqual(2);

    // The C key in the player turns them off again (and that is saved too).
    const off = page.waitForResponse((r) => r.url().endsWith("/api/preferences") && r.request().method() === "PUT");
    await page.getByRole("button", { name: "Captions" }).press("c");
    expect((await off).status()).toBe(200);
    await expect.poll(async () => (await captionsTrack(page.locator("main video"))).mode).toBe("hidden");
  } finally {
    expect((await admin.delete(`/api/content-items/${item.id}`)).status()).toBe(204);
  }
});

test("a visitor's captions choice on a public video is remembered by the browser across pages and reloads", async ({ browser, baseURL, admin }) => {
  const item = await createItem(admin, "video", { name: "clip.webm", mimeType: "video/webm", buffer: fixture("clip.webm") }, false);
  const context = await browser.newContext({ baseURL: baseURL!, storageState: { cookies: [], origins: [] } });
  try {
    const page = await context.newPage();
    await page.goto(`/after-action/${item.id}`);
    const cc = page.getByRole("button", { name: "Captions" });
    await expect(cc).toHaveAttribute("aria-pressed", "false");
    await cc.click();
    await expect.poll(async () => (await captionsTrack(page.locator("main video"))).mode).toBe("showing");
    await page.goto("/");
    await page.goto(`/after-action/${item.id}`);
    await expect(page.getByRole("button", { name: "Captions" })).toHaveAttribute("aria-pressed", "true");
    await page.reload();
    await expect.poll(async () => (await captionsTrack(page.locator("main video"))).mode).toBe("showing");
  } finally {
    await context.close();
    expect((await admin.delete(`/api/content-items/${item.id}`)).status()).toBe(204);
  }
});

test("the transcript under an audio player highlights the cue being spoken and seeks on a click", async ({ page, admin }) => {
  const item = await createItem(admin, "audio", { name: "clip.wav", mimeType: "audio/wav", buffer: fixture("clip.wav") });
  try {
    await page.goto(`/after-action/${item.id}`);
    const transcript = page.getByRole("list", { name: `Transcript of ${item.title}` });
    const cues = transcript.getByTestId("transcript-cue");
    await expect(cues).toHaveCount(3);
    await expect(cues.nth(1)).toContainText("Bravo: move to the ridge.");
    const audio = page.locator("main audio");
    await expect(page.getByRole("button", { name: `Play ${item.title}` })).toBeVisible();

    // Playing position → highlighted cue.
    await audio.evaluate((a: HTMLAudioElement) => (a.currentTime = 1.4));
    await expect(cues.nth(1)).toHaveAttribute("aria-current", "true");
    await expect(transcript.locator('[aria-current="true"]')).toHaveCount(1);

    // A cue's time button → that position, and playing.
    await transcript.getByRole("button", { name: "Play from 00:02" }).click();
    await expect(cues.nth(2)).toHaveAttribute("aria-current", "true");
    expect(await audio.evaluate((a: HTMLAudioElement) => a.currentTime)).toBeGreaterThanOrEqual(2);

    // The words are page text: selectable, and found by the browser's find.
    await expect(transcript.getByText("Alpha: hold the line.")).toHaveCSS("user-select", "text");
  } finally {
    expect((await admin.delete(`/api/content-items/${item.id}`)).status()).toBe(204);
  }
});

test.describe("as the admin", () => {
  test.use({ storageState: async ({ adminState }, use) => use(adminState) });

  test("edits an episode's title: 'Update Episode', the list shows the new title; Cancel leaves edit mode", async ({ page, admin }) => {
    const title = `Tyop episode ${Date.now().toString(36)}`;
    const created = await admin.post("/api/podcasts", {
      multipart: {
        title,
        file: { name: "clip.mp3", mimeType: "audio/mpeg", buffer: fixture("clip.mp3") },
        transcript: { name: "ep.vtt", mimeType: "text/vtt", buffer: vtt(CUES) },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const episode = (await created.json()) as Podcast;
    try {
      await page.goto("/admin/dashboard");
      await page.getByRole("button", { name: `Edit ${title}` }).click();
      const form = page.getByRole("region", { name: "Edit Episode", exact: true });
      await expect(form.getByLabel("Title")).toHaveValue(title);
      await expect(form).toContainText("Current transcript: ep.vtt");
      await expect(form).toContainText("Current file: clip.mp3");

      const fixed = title.replace("Tyop", "Typo");
      await form.getByLabel("Title").fill(fixed);
      await form.getByRole("button", { name: "Update Episode" }).click();
      await expectToast(page, "Episode updated successfully!");
      await expect(page.getByRole("heading", { name: "Upload New Podcast" })).toBeVisible();
      await expect(page.getByRole("button", { name: `Edit ${fixed}` })).toBeVisible();

      await page.getByRole("button", { name: `Edit ${fixed}` }).click();
      await page.getByRole("region", { name: "Edit Episode", exact: true }).getByRole("button", { name: "Cancel" }).click();
      await expect(page.getByRole("heading", { name: "Upload New Podcast" })).toBeVisible();

      // Members see the episode's transcript behind a disclosure on the dashboard.
      await page.goto("/dashboard?tab=briefing");
      const card = page.getByRole("article").filter({ hasText: fixed });
      await card.getByText("Transcript", { exact: true }).click();
      await expect(card.getByTestId("transcript-cue")).toHaveCount(3);

      // Found with the title search (not on the list's first page as loaded), it opens for editing
      // too; "Remove the current transcript" drops the transcript.
      await page.goto("/admin/dashboard");
      await page.getByRole("searchbox", { name: "Search titles" }).fill(fixed);
      await page.getByRole("button", { name: `Edit ${fixed}` }).click();
      const again = page.getByRole("region", { name: "Edit Episode", exact: true });
      await expect(again.getByLabel("Title")).toHaveValue(fixed);
      await again.getByRole("checkbox", { name: "Remove the current transcript" }).check();
      await again.getByRole("button", { name: "Update Episode" }).click();
      await expectToast(page, "Episode updated successfully!");
      const after = (await (await admin.get(`/api/podcasts/${episode.id}`)).json()) as Podcast;
      expect(after.transcriptUrl).toBeNull();
    } finally {
      expect((await admin.delete(`/api/podcasts/${episode.id}`)).status()).toBe(204);
    }
  });
});
