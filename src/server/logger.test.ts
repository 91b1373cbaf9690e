import { describe, expect, it } from "vitest";

import { redactUrl } from "./logger.js";

// Tokens in query strings are credentials too: an e-mail link's (verify,
// reset) and a private preview link's (issue 30). Feed paths are covered in
// modules/feeds/feeds.test.ts.
describe("redactUrl", () => {
  const token = "Zx9_preview-token-0123456789abcdefghijklmnopq";

  it("redacts token and preview query values, however the name is spelled", () => {
    for (const url of [
      `/field-manual/5f0c?preview=${token}`,
      `/api/posts/5f0c?as=visitor&preview=${token}`,
      `/api/auth/verify-email?token=${token}&callbackURL=%2Flogin`,
      `/api/podcasts/5f0c/audio?%70review=${token}`,
      `http://lead.example.com/after-action/5f0c?preview=${token}`,
    ]) {
      const logged = redactUrl(url);
      expect(logged, url).not.toContain(token);
      expect(logged, url).toContain("=[redacted]");
    }
    expect(redactUrl(`/api/posts/5f0c?as=visitor&preview=${token}`)).toBe("/api/posts/5f0c?as=visitor&preview=[redacted]");
  });

  it("redacts an invitation's token from the join page's and the join API's path, and from a `next` or signed newsletter link", () => {
    expect(redactUrl(`/join/${token}`)).toBe("/join/[redacted]");
    expect(redactUrl(`/api/join/${token}`)).toBe("/api/join/[redacted]");
    expect(redactUrl(`//API/join/${token}?x=1`)).toBe("/api/join/[redacted]?x=1");
    expect(redactUrl(`http://lead.example.com/%6Aoin/${token}`)).toBe("/join/[redacted]");
    expect(redactUrl(`/login?next=%2Fjoin%2F${token}`)).toBe("/login?next=[redacted]");
    expect(redactUrl(`/newsletter/preferences?s=abc&t=${token}`)).toBe("/newsletter/preferences?s=abc&t=[redacted]");
  });

  it("redacts a password-reset link's token from its path", () => {
    expect(redactUrl(`/api/auth/reset-password/${token}?callbackURL=%2Freset-password`)).toBe(
      "/api/auth/reset-password/[redacted]?callbackURL=%2Freset-password",
    );
    expect(redactUrl(`//API/Auth/reset-password/${token}`)).toBe("/api/auth/reset-password/[redacted]");
    expect(redactUrl(`/api/auth/%72eset-password/${token}`)).toBe("/api/auth/reset-password/[redacted]");
    // The form that posts the new password carries no token in its path.
    expect(redactUrl("/api/auth/reset-password")).toBe("/api/auth/reset-password");
  });

  it("redacts an identity provider's code and state on the way back to the site", () => {
    expect(redactUrl(`/api/auth/sso/callback?code=${token}&state=${token}&iss=x`)).toBe("/api/auth/sso/callback?code=[redacted]&state=[redacted]&iss=x");
    expect(redactUrl(`/api/auth/sso/callback?state=${token}&handoff=${token}`)).toBe("/api/auth/sso/callback?state=[redacted]&handoff=[redacted]");
  });

  it("leaves other queries as they are", () => {
    expect(redactUrl("/api/search?q=preview&type=post")).toBe("/api/search?q=preview&type=post");
    expect(redactUrl("/api/posts?q=%zz")).toBe("/api/posts?q=%zz");
    expect(redactUrl("http://lead.example.com/about?ref=x")).toBe("http://lead.example.com/about?ref=x");
  });
});
