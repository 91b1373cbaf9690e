import { test as base, type BrowserContextOptions } from "@playwright/test";
import { signedInApi } from "./helpers.js";

export type StorageState = Exclude<BrowserContextOptions["storageState"], string | undefined>;

/**
 * Tests with the demo member's session at hand as `memberState`: one API
 * sign-in per worker (sign-in is rate limited), whose cookies a test can
 * start its page with.
 */
export const test = base.extend<object, { memberState: StorageState }>({
  memberState: [
    async ({ playwright }, use, workerInfo) => {
      const request = await signedInApi(playwright, workerInfo.project.use.baseURL!, "member");
      const state = await request.storageState();
      await request.dispose();
      await use(state);
    },
    { scope: "worker" },
  ],
});
