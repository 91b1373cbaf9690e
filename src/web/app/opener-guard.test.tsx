import { expect, it } from "vitest";

import { needsOwnDocument } from "./opener-guard.js";

const post = "/field-manual/7d1f3b2a-0c4e-4b8a-9f6d-2e5c1a3b4d5e";
const item = "/after-action/7d1f3b2a-0c4e-4b8a-9f6d-2e5c1a3b4d5e";

it("reloads only to leave a document sent without the opener policy for a page that needs it", () => {
  expect(needsOwnDocument(post, item)).toBe(true);
  expect(needsOwnDocument("/", "/dashboard")).toBe(true);
  expect(needsOwnDocument("/login", "/admin/dashboard")).toBe(true);
  // Between pages that go without it, or from a document that had it.
  expect(needsOwnDocument(post, "/briefing")).toBe(false);
  expect(needsOwnDocument("/dashboard", item)).toBe(false);
  expect(needsOwnDocument(item, post)).toBe(false);
  // The server sent an escaped spelling of a reading page with the policy (http/security.ts).
  expect(needsOwnDocument("/%66ield-manual/7d1f3b2a-0c4e-4b8a-9f6d-2e5c1a3b4d5e", item)).toBe(false);
  // Rendered on the server: no document yet.
  expect(needsOwnDocument(null, item)).toBe(false);
});
