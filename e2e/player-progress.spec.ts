import { expect, type Locator, type Page } from "@playwright/test";

import type { Podcast } from "../src/shared/content.js";
import { expectNoAxeViolations } from "./axe.js";
import { signedInApi } from "./helpers.js";
import { newSignedInMember } from "./member-session.js";
import { test as base } from "./ready-page.js";
import { toneWav } from "./tone-wav.js";

// Issue 14: the player remembers where each member is (on the server, so on
// any device) and at what speed; lists and the dashboard's "Continue" strip
// show it. Each test has a member of its own and an episode of its own: a
// one-minute tone uploaded through the admin API.

const SECONDS = 60;

interface Fixtures {
  episode: Podcast;
  /** A page signed in as a new member (and how to open another "device" of theirs). */
  member: { page: Page; newDevice: () => Promise<Page> };
}

const test = base.extend<Fixtures>({
  episode: async ({ playwright, baseURL }, use) => {
    const admin = await signedInApi(playwright, baseURL!, "admin");
    const title = `Resume drill ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const created = await admin.post("/api/podcasts", { multipart: { title, file: { name: "tone.wav", mimeType: "audio/wav", buffer: toneWav(SECONDS) } } });
    expect(created.status(), await created.text()).toBe(201);
    const episode = (await created.json()) as Podcast;
    await use(episode);
    expect((await admin.delete(`/api/podcasts/${episode.id}`)).status()).toBe(204);
    await admin.dispose();
  },
  member: async ({ browser, playwright, baseURL }, use) => {
    const { api, state: storageState } = await newSignedInMember(playwright, baseURL!, { tag: "player" });
    await api.dispose();
    const contexts = [await browser.newContext({ baseURL, storageState })];
    const page = await contexts[0]!.newPage();
    await use({
      page,
      newDevice: async () => {
        const context = await browser.newContext({ baseURL, storageState });
        contexts.push(context);
        return context.newPage();
      },
    });
    for (const context of contexts) await context.close();
  },
});

/** The episode's card on the dashboard's Briefing tab, and its player's parts. */
async function openEpisode(page: Page, title: string) {
  await page.goto("/dashboard?tab=briefing");
  const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
  const player = card.getByRole("group", { name: `Audio player ${title}` });
  await expect(player.getByRole("button", { name: `Play ${title}` })).toBeVisible({ timeout: 15_000 });
  return {
    card,
    player,
    audio: player.locator("audio"),
    time: player.getByTestId("audio-time"),
    play: player.getByRole("button", { name: `Play ${title}` }),
    pause: player.getByRole("button", { name: `Pause ${title}` }),
    seek: player.getByRole("slider", { name: `Seek ${title}` }),
  };
}

const currentTime = (audio: Locator) => audio.evaluate((a: HTMLAudioElement) => a.currentTime);
/** The next successful PUT to `path`. */
const saved = (page: Page, path: string) =>
  page.waitForResponse((r) => new URL(r.url()).pathname === path && r.request().method() === "PUT" && r.status() === 200);

test("an episode played to 00:10 resumes there after a reload and on another device, and 'Continue' lists it", async ({ member, episode }) => {
  const { page } = member;
  let p = await openEpisode(page, episode.title);
  await p.seek.fill("8");
  // Paused by the page itself at the first moment past 00:10 (a click from here lags on a busy machine).
  await p.audio.evaluate((a: HTMLAudioElement) => {
    const stopAtTen = () => {
      if (a.currentTime < 10) return;
      a.pause();
      a.removeEventListener("timeupdate", stopAtTen);
    };
    a.addEventListener("timeupdate", stopAtTen);
  });
  const pauseSaved = saved(page, `/api/progress/episode/${episode.id}`);
  await p.play.click();
  const body = (await (await pauseSaved).json()) as { position: number };
  expect(body.position).toBeGreaterThanOrEqual(10);
  expect(body.position).toBeLessThan(11);
  await expect(p.play).toBeVisible();

  await page.reload();
  p = await openEpisode(page, episode.title);
  await expect(p.player.getByText("Resumed at 00:10")).toBeVisible();
  await expect(p.time).toHaveText(`00:10 / 01:00`);
  // Where playback starts, taken by the page as it starts: at the saved
  // position, not at 00:00 and then sought (no wall-clock bound, which a busy
  // machine broke).
  await p.audio.evaluate((a: HTMLAudioElement) => a.addEventListener("playing", () => (a.dataset["startedAt"] = String(a.currentTime)), { once: true }));
  await p.play.click();
  const startedAt = () => p.audio.evaluate((a: HTMLAudioElement) => a.dataset["startedAt"] ?? null);
  await expect.poll(startedAt).not.toBeNull();
  expect(Number(await startedAt())).toBeGreaterThanOrEqual(10);
  expect(Number(await startedAt())).toBeLessThan(11);
  await p.pause.click();

  // "Continue" above the tabs, on another device of the member's.
  const phone = await member.newDevice();
  await phone.goto("/dashboard");
  const strip = phone.getByRole("region", { name: "Continue" });
  await expect(strip.getByRole("link", { name: new RegExp(episode.title) })).toBeVisible();
  const q = await openEpisode(phone, episode.title);
  await expect(q.player.getByText(/Resumed at 00:1\d/)).toBeVisible();

  // Start over forgets the position.
  await q.player.getByRole("button", { name: "Start over" }).click();
  await expect(q.time).toHaveText(/^00:00 \//);
  await expect(q.player.getByText(/Resumed at/)).toHaveCount(0);
});

test("the episode's own page resumes where the dashboard left off, at the member's speed, and saves there too", async ({ member, episode }) => {
  const { page } = member;
  const p = await openEpisode(page, episode.title);
  const stored = saved(page, "/api/preferences");
  await p.player.getByRole("combobox", { name: "Playback speed" }).selectOption("1.25");
  await stored;
  await p.seek.fill("5");
  const pauseSaved = saved(page, `/api/progress/episode/${episode.id}`);
  await p.play.click();
  await expect.poll(() => currentTime(p.audio)).toBeGreaterThan(6);
  await p.pause.click();
  const at = ((await (await pauseSaved).json()) as { position: number }).position;
  expect(at).toBeGreaterThan(6);

  await page.goto(`/briefing/${episode.id}`);
  const player = page.getByRole("group", { name: `Audio player ${episode.title}` });
  await expect(player.getByText(/Resumed at 00:0\d/)).toBeVisible({ timeout: 15_000 });
  await expect(player.getByRole("combobox", { name: "Playback speed" })).toHaveValue("1.25");
  await player.getByRole("slider", { name: `Seek ${episode.title}` }).fill("20");
  const pageSaved = saved(page, `/api/progress/episode/${episode.id}`);
  await player.getByRole("button", { name: `Play ${episode.title}` }).click();
  await player.getByRole("button", { name: `Pause ${episode.title}` }).click();
  expect(((await (await pageSaved).json()) as { position: number }).position).toBeGreaterThanOrEqual(20);
});

test("the chosen speed is remembered for the member across reloads and devices", async ({ member, episode }) => {
  const { page } = member;
  let p = await openEpisode(page, episode.title);
  const speed = p.player.getByRole("combobox", { name: "Playback speed" });
  await expect(speed).toHaveValue("1");
  const stored = saved(page, "/api/preferences");
  await speed.selectOption("1.5");
  await stored;
  expect(await p.audio.evaluate((a: HTMLAudioElement) => a.playbackRate)).toBe(1.5);

  await page.reload();
  p = await openEpisode(page, episode.title);
  await expect(p.player.getByRole("combobox", { name: "Playback speed" })).toHaveValue("1.5");
  await expect.poll(() => p.audio.evaluate((a: HTMLAudioElement) => a.playbackRate)).toBe(1.5);

  const other = await openEpisode(await member.newDevice(), episode.title);
  await expect(other.player.getByRole("combobox", { name: "Playback speed" })).toHaveValue("1.5");
});

test("keyboard shortcuts work while the player has focus, and the player describes them", async ({ member, episode }) => {
  const { page } = member;
  const p = await openEpisode(page, episode.title);
  await expect(p.player).toHaveAccessibleDescription(
    /Space plays or pauses, Left and Right arrows go back or forward 10 seconds, Up and Down arrows change the volume, M mutes/,
  );
  // Any control but the sliders (whose arrows are their own 1 s and 0.01 steps) takes the shortcuts.
  await p.player.getByRole("button", { name: "Back 10 seconds" }).focus();
  await expect(p.player.getByText(/^Keyboard: Space plays or pauses/)).toBeVisible();

  await page.keyboard.press("ArrowRight");
  await expect(p.time).toHaveText(/^00:10 \//);
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowLeft");
  await expect(p.time).toHaveText(/^00:10 \//);

  // Space on a focused button plays or pauses (and does not also press the button).
  await p.player.getByRole("button", { name: "Forward 10 seconds" }).focus();
  await page.keyboard.press(" ");
  await expect(p.pause).toBeVisible();
  expect(await p.audio.evaluate((a: HTMLAudioElement) => a.paused)).toBe(false);
  await page.keyboard.press(" ");
  await expect(p.play).toBeVisible();
  expect(await currentTime(p.audio)).toBeLessThan(12);

  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect.poll(() => p.audio.evaluate((a: HTMLAudioElement) => a.volume)).toBeCloseTo(0.8, 5);
  await page.keyboard.press("ArrowUp");
  await expect.poll(() => p.audio.evaluate((a: HTMLAudioElement) => a.volume)).toBeCloseTo(0.9, 5);
  await page.keyboard.press("m");
  await expect(p.player.getByRole("button", { name: "Unmute" })).toBeVisible();
  await page.keyboard.press("M");
  await expect(p.player.getByRole("button", { name: "Mute" })).toBeVisible();
});

test("an episode played to its end shows Finished in the list, and can be marked unfinished again", async ({ member, episode }) => {
  const { page } = member;
  let p = await openEpisode(page, episode.title);
  await p.seek.fill(String(SECONDS - 2));
  const endSaved = saved(page, `/api/progress/episode/${episode.id}`);
  await p.play.click();
  await expect(p.play).toBeVisible({ timeout: 10_000 });
  expect(((await (await endSaved).json()) as { finished: boolean }).finished).toBe(true);
  await expect(p.card.getByTestId("progress-done")).toHaveText("Finished");

  await page.reload();
  p = await openEpisode(page, episode.title);
  await expect(p.card.getByTestId("progress-done")).toHaveText("Finished");
  // A finished episode starts from the beginning.
  await expect(p.time).toHaveText(/^00:00 \//);
  await p.card.getByRole("button", { name: `Mark as unfinished: ${episode.title}` }).click();
  await expect(p.card.getByTestId("progress-done")).toHaveCount(0);
  await p.card.getByRole("button", { name: `Mark as finished: ${episode.title}` }).press("Enter");
  await expect(p.card.getByTestId("progress-done")).toHaveText("Finished");
});

test("axe finds no violation on the dashboard with a started episode, its player focused and 'Continue' shown", async ({ member, episode }) => {
  const { page } = member;
  const p = await openEpisode(page, episode.title);
  await p.seek.fill("20");
  const stored = saved(page, `/api/progress/episode/${episode.id}`);
  await p.play.click();
  await p.pause.click();
  await stored;
  await page.reload();
  const q = await openEpisode(page, episode.title);
  await expect(page.getByRole("region", { name: "Continue" })).toBeVisible();
  await expect(q.card.getByRole("progressbar", { name: `Progress on ${episode.title}` })).toBeVisible();
  await q.seek.focus();
  await expect(page.getByText(/^Loading/)).toHaveCount(0, { timeout: 15_000 });
  await expectNoAxeViolations(page, "the Briefing tab with progress");
});
