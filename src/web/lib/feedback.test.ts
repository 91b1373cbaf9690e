import { describe, expect, it } from "vitest";
import { z } from "zod";

import { authErrorMessage, firstIssue } from "./feedback.js";

describe("authErrorMessage", () => {
  it("is the server's message when it sent one", () => {
    expect(authErrorMessage({ message: "Invalid email or password", status: 401 })).toBe("Invalid email or password");
  });

  it("says to wait when a refusal for too many attempts came without words", () => {
    expect(authErrorMessage({ message: "", status: 429 })).toBe("Too many attempts. Please wait a few minutes and try again.");
  });

  it("is the spec's generic line otherwise", () => {
    expect(authErrorMessage({ status: 500 })).toBe("Something went wrong");
    expect(authErrorMessage(null)).toBe("Something went wrong");
  });
});

describe("firstIssue", () => {
  it("is the schema's first complaint", () => {
    const parsed = z.object({ name: z.string().min(1, "Enter a name."), age: z.number() }).safeParse({ name: "" });
    expect(parsed.success).toBe(false);
    expect(firstIssue(parsed.error!)).toBe("Enter a name.");
  });
});
