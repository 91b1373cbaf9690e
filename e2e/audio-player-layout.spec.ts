import { expect, type Page } from "@playwright/test";

import { test } from "./member-session.js";

// The audio player lays out in every container it is used in, from a 320 px
// phone to half of the admin dashboard at 1024 px: the seek bar keeps a
// usable width (wider than the volume slider), the time stays on one line,
// and no control spills out of the player.

interface PlayerLayout {
  seek: number;
  volume: number;
  timeLines: number;
  spill: string[];
}

async function playerLayouts(page: Page): Promise<PlayerLayout[]> {
  const seekBars = page.locator('input[type="range"][aria-label^="Seek"]');
  await expect(seekBars.first()).toBeVisible({ timeout: 15_000 });
  return seekBars.evaluateAll((els) =>
    els.map((seekBar) => {
      // The player: the box around the hidden <audio> (or the <video>) and its controls.
      const player = seekBar.closest("div:has(> audio), div:has(> video)")!;
      const box = player.getBoundingClientRect();
      const seek = seekBar.getBoundingClientRect().width;
      const volume = player.querySelector<HTMLInputElement>('input[aria-label="Volume"]')!.getBoundingClientRect().width;
      const time = player.querySelector<HTMLElement>('[data-testid="audio-time"]')!;
      const timeLines = Math.round(time.getBoundingClientRect().height / parseFloat(getComputedStyle(time).lineHeight));
      const spill = [...player.querySelectorAll("button, input, span")]
        .filter((el) => {
          const r = el.getBoundingClientRect();
          return r.width > 0 && (r.left < box.left - 0.5 || r.right > box.right + 0.5);
        })
        .map((el) => el.getAttribute("aria-label") ?? el.textContent ?? el.tagName);
      return { seek, volume, timeLines, spill };
    }),
  );
}

function expectGoodLayout(layouts: PlayerLayout[], where: string) {
  expect(layouts.length, where).toBeGreaterThan(0);
  for (const layout of layouts) {
    const about = `${where}: ${JSON.stringify(layout)}`;
    expect(layout.seek, about).toBeGreaterThanOrEqual(100);
    expect(layout.seek, about).toBeGreaterThan(layout.volume);
    expect(layout.timeLines, about).toBe(1);
    expect(layout.spill, about).toEqual([]);
  }
}

test.describe("audio player layout", () => {
  test.describe("on the member dashboard", () => {
    test.use({ storageState: async ({ memberState }, use) => use(memberState) });
    for (const width of [320, 375, 768, 1280]) {
      test(`at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto("/dashboard?tab=briefing");
        expectGoodLayout(await playerLayouts(page), `dashboard at ${width}`);
      });
    }
  });

  test.describe("the same player on a video's page (its captions and full-screen buttons too)", () => {
    test.use({ storageState: async ({ memberState }, use) => use(memberState) });
    for (const width of [320, 390, 1280]) {
      test(`at ${width} px`, async ({ page }) => {
        const list = (await (await page.request.get("/api/content-items?category=after-action&limit=100")).json()) as {
          items: { id: string; mediaType: string; transcriptUrl?: string | null }[];
        };
        const video = list.items.find((item) => item.mediaType === "video")!;
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`/after-action/${video.id}`);
        expectGoodLayout(await playerLayouts(page), `video at ${width}`);
        const fits = await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
        expect(fits, `no sideways scroll at ${width}`).toBe(true);
      });
    }
  });

  test.describe("in the admin's podcast list", () => {
    test.use({ storageState: async ({ adminState }, use) => use(adminState) });
    for (const width of [375, 1024, 1280]) {
      test(`at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto("/admin/dashboard");
        expectGoodLayout(await playerLayouts(page), `admin at ${width}`);
      });
    }
  });
});
