import { expect, it } from "vitest";

import { needsOwnDocument } from "./opener-guard.js";

const post = "/field-manual/7d1f3b2a-0c4e-4b8a-9f6d-2e5c1a3b4d5e";
const item = "/after-action/7d1f3b2a-0c4e-4b8a-9f6d-2e5c1a3b4d5e";

it("reloads to leave a document that may lack the opener policy for a page that needs it", () => {
  expect(needsOwnDocument(post, item)).toBe(true);
  expect(needsOwnDocument("/", "/dashboard")).toBe(true);
  expect(needsOwnDocument("/login", "/admin/dashboard")).toBe(true);
  // Not surely a page sent with it: an unknown path, or one spelt otherwise than the server may have seen it.
  expect(needsOwnDocument("/no-such-page", "/dashboard")).toBe(true);
  expect(needsOwnDocument(`/${post}`, item)).toBe(true);
  expect(needsOwnDocument("/%66ield-manual/7d1f3b2a-0c4e-4b8a-9f6d-2e5c1a3b4d5e", item)).toBe(true);
});

it("stays in the document between pages without the policy, from a page sent with it, and at its own path", () => {
  expect(needsOwnDocument(post, "/briefing")).toBe(false);
  expect(needsOwnDocument("/dashboard", item)).toBe(false);
  expect(needsOwnDocument(item, post)).toBe(false);
  expect(needsOwnDocument("/DASHBOARD/", "/account")).toBe(false);
  // A reload would bring the same headers again (no loop on a path the app does not know).
  expect(needsOwnDocument("//dashboard", "//dashboard")).toBe(false);
  // Rendered on the server: no document.
  expect(needsOwnDocument(null, item)).toBe(false);
});
