import { expect, type Locator, type Page } from "@playwright/test";

import type { ContentItem } from "../src/shared/content.js";
import { holdRequests, signedInApi } from "./helpers.js";
import { test as base, ownMemberFixtures, type NewMember } from "./member-session.js";
import { SAMPLE_RATE, toneWav } from "./tone-wav.js";

// Seeking in the audio player before the whole file has arrived (docs/decisions/003).
// On a slow line the browser asks for the sought part with a Range request,
// the server answers 206 from there, and playback goes on from the new
// position. Chromium keeps reading one response for seeks less than a few
// hundred KB ahead, so the sample files are too small to show this: the test
// uploads a 2.4 MB WAV of its own through the admin API.

// Playing saves the member's position: a member of the test's own plays, not the demo member other specs share.
const test = base.extend<{ ownMember: NewMember }>(ownMemberFixtures);

const SECONDS = 150;

/**
 * Requests for `path` with their Range header and status, recorded from the
 * page's network events. With S3 storage the app redirects to a presigned URL
 * and the browser asks that URL for later ranges directly, so the path it was
 * redirected to is watched as well.
 */
async function watchRequests(page: Page, path: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const paths = new Set([path]);
  const byId = new Map<string, { range: string | undefined; status?: number }>();
  cdp.on("Network.requestWillBeSent", (e) => {
    const target = new URL(e.request.url).pathname;
    if (e.redirectResponse && byId.has(e.requestId)) paths.add(target);
    if (paths.has(target)) byId.set(e.requestId, { range: e.request.headers.Range ?? e.request.headers.range });
  });
  cdp.on("Network.responseReceived", (e) => {
    const request = byId.get(e.requestId);
    if (request) request.status = e.response.status;
  });
  return {
    requests: () => [...byId.values()],
    /** From now on the page downloads at `bytesPerSecond`. */
    slowDown: (bytesPerSecond: number) =>
      cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 20, downloadThroughput: bytesPerSecond, uploadThroughput: -1 }),
  };
}

const bufferedEnd = (media: Locator) => media.evaluate((m: HTMLMediaElement) => (m.buffered.length ? m.buffered.end(m.buffered.length - 1) : 0));
const currentTime = (media: Locator) => media.evaluate((m: HTMLMediaElement) => m.currentTime);

test("the audio player seeks past what has arrived, gets that part by Range (206) and plays on from there", async ({ page, playwright, baseURL }) => {
  test.setTimeout(60_000);
  const admin = await signedInApi(playwright, baseURL!, "admin");
  const title = `Long tone ${Date.now().toString(36)}`;
  const created = await admin.post("/api/content-items", {
    multipart: { title, category: "after-action", mediaType: "audio", file: { name: "tone.wav", mimeType: "audio/wav", buffer: toneWav(SECONDS) } },
  });
  expect(created.status(), await created.text()).toBe(201);
  const item = (await created.json()) as ContentItem;
  try {
    const file = `/api/content-items/${item.id}/file`;
    const network = await watchRequests(page, file);
    // The page loads at full speed; the file waits until the line is slow: 64 KB/s, four times real
    // time, so the 2.4 MB take 37 s to arrive. Chromium reads ~200 KB before it reports metadata.
    const release = await holdRequests(page, `**${file}`);
    await page.goto(`/after-action/${item.id}`);
    await expect(page.getByText("Loading audio...")).toBeVisible();
    await network.slowDown(64 * 1024);
    release();

    const play = page.getByRole("button", { name: `Play ${title}` });
    await expect(play).toBeVisible({ timeout: 15_000 });
    const audio = page.locator("main audio");
    const target = 90;
    expect(await bufferedEnd(audio), "the sought part has not arrived").toBeLessThan(target);

    await page.getByRole("slider", { name: `Seek ${title}` }).fill(String(target));
    await expect(page.getByTestId("audio-time")).toHaveText("01:30 / 02:30");
    expect(await currentTime(audio)).toBeCloseTo(target, 0);

    await play.click();
    await expect.poll(() => currentTime(audio), { timeout: 15_000 }).toBeGreaterThan(target + 1);
    expect(await audio.evaluate((a: HTMLAudioElement) => a.paused)).toBe(false);

    // The sought part came in its own request, from about 90 s in (16,000 bytes a second).
    const fromTarget = network.requests().filter((r) => Number(/^bytes=(\d+)-/.exec(r.range ?? "")?.[1] ?? 0) >= (target - 5) * SAMPLE_RATE * 2);
    expect(
      fromTarget.map((r) => r.status),
      JSON.stringify(network.requests()),
    ).toContain(206);
  } finally {
    expect((await admin.delete(`/api/content-items/${item.id}`)).status()).toBe(204);
    await admin.dispose();
  }
});
