import { describe, expect, it } from "vitest";

import { AUTH_PATHS, authUrl, isPagePath, paths } from "./paths.js";

describe("paths", () => {
  it("recognises every page route and nothing else", () => {
    for (const p of [
      "/",
      "/login",
      "/signup",
      "/about",
      "/contact",
      "/privacy-terms",
      "/dashboard",
      "/admin/dashboard",
      "/field-manual/1",
      "/after-action/x-y",
      "/about/",
      "/forgot-password",
      "/reset-password",
      "/briefing/1",
      "/search",
      "/field-manual",
      "/briefing",
      "/after-action",
    ]) {
      expect(isPagePath(p), p).toBe(true);
    }
    for (const p of ["/nope", "/field-manual/1/2", "/briefing/1/2", "/admin", "/api/posts", "/assets/x.js"]) {
      expect(isPagePath(p), p).toBe(false);
    }
  });

  it("builds links with encoded ids", () => {
    expect(paths.post("a b")).toBe("/field-manual/a%20b");
    expect(paths.item("42")).toBe("/after-action/42");
    expect(paths.episode("a/b")).toBe("/briefing/a%2Fb");
    expect(paths.search("shift & change", "briefing")).toBe("/search?q=shift+%26+change&type=briefing");
    expect(paths.search()).toBe("/search");
  });

  it("puts Better Auth's endpoints under its base path", () => {
    expect(authUrl(AUTH_PATHS.getSession)).toBe("/api/auth/get-session");
    expect(authUrl(AUTH_PATHS.passkeyVerifyAuthentication)).toBe("/api/auth/passkey/verify-authentication");
  });
});
