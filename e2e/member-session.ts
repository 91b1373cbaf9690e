import type { APIRequestContext, BrowserContextOptions, PlaywrightWorkerArgs } from "@playwright/test";

import { createAccount, signedInApi, uniqueEmail } from "./helpers.js";
import { test as base } from "./ready-page.js";

export type StorageState = Exclude<BrowserContextOptions["storageState"], string | undefined>;

export interface NewMember {
  email: string;
  /** An API client with the member's session (the caller disposes of it). */
  api: APIRequestContext;
  /** The session's cookies, for a browser context. */
  state: StorageState;
}

/**
 * A member of the test's own, made and signed in through the API: for a test
 * that changes a member (their feed, their progress) and so must leave the
 * demo member that other specs share untouched.
 */
export async function newSignedInMember(
  playwright: PlaywrightWorkerArgs["playwright"],
  baseURL: string,
  { tag = "member", name }: { tag?: string; name?: string } = {},
): Promise<NewMember> {
  const email = uniqueEmail(tag);
  const signUp = await playwright.request.newContext({ baseURL });
  await createAccount(signUp, baseURL, email, name);
  await signUp.dispose();
  const api = await signedInApi(playwright, baseURL, { email });
  return { email, api, state: await api.storageState() };
}

/**
 * Fixtures for a test whose page starts signed in as a member of its own
 * (`ownMember`, made through the API for each test): for a test that writes
 * what a member has (listening progress, preferences, the feed link), so the
 * demo member other specs share stays as the seed left it. Used as
 * `test.extend<{ ownMember: NewMember }>(ownMemberFixtures)`; a describe
 * block may still `test.use({ storageState })` another session.
 */
export const ownMemberFixtures = {
  ownMember: async (
    { playwright, baseURL }: { playwright: PlaywrightWorkerArgs["playwright"]; baseURL: string | undefined },
    use: (member: NewMember) => Promise<void>,
  ) => {
    const member = await newSignedInMember(playwright, baseURL!, { tag: "own" });
    await use(member);
    await member.api.dispose();
  },
  storageState: async ({ ownMember }: { ownMember: NewMember }, use: (state: StorageState) => Promise<void>) => use(ownMember.state),
};

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
