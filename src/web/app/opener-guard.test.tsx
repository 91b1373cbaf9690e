import { expect, it } from "vitest";

import { needsOwnDocument } from "./opener-guard.js";

const post = "/field-manual/7d1f3b2a-0c4e-4b8a-9f6d-2e5c1a3b4d5e";
const item = "/after-action/7d1f3b2a-0c4e-4b8a-9f6d-2e5c1a3b4d5e";

it("reloads only to leave a document sent without the opener policy for a page that needs it, in a window another opened", () => {
  expect(needsOwnDocument(post, item, true)).toBe(true);
  expect(needsOwnDocument("/", "/dashboard", true)).toBe(true);
  expect(needsOwnDocument("/login", "/admin/dashboard", true)).toBe(true);
  // Nobody holds a handle on this window.
  expect(needsOwnDocument(post, item, false)).toBe(false);
  // Between pages that go without it, or from a document that had it.
  expect(needsOwnDocument(post, "/briefing", true)).toBe(false);
  expect(needsOwnDocument("/dashboard", item, true)).toBe(false);
  expect(needsOwnDocument(item, post, true)).toBe(false);
});
