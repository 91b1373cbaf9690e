import type { BrowserContextOptions } from "@playwright/test";
import { test as base } from "./ready-page.js";
import { signedInApi } from "./helpers.js";

export type StorageState = Exclude<BrowserContextOptions["storageState"], string | undefined>;

/**
 * Tests with the demo member's and the demo admin's sessions at hand as
 * `memberState` and `adminState`: one API sign-in per worker and role
 * (sign-in is rate limited), whose cookies a test can start its page with.
 */
export const test = base.extend<object, { memberState: StorageState; adminState: StorageState }>({
  memberState: [
    async ({ playwright }, use, workerInfo) => {
      const request = await signedInApi(playwright, workerInfo.project.use.baseURL!, "member");
      const state = await request.storageState();
      await request.dispose();
      await use(state);
    },
    { scope: "worker" },
  ],
  adminState: [
    async ({ playwright }, use, workerInfo) => {
      const request = await signedInApi(playwright, workerInfo.project.use.baseURL!, "admin");
      const state = await request.storageState();
      await request.dispose();
      await use(state);
    },
    { scope: "worker" },
  ],
});
