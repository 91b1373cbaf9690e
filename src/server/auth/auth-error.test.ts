import { APIError } from "better-auth/api";
import { describe, expect, it } from "vitest";

import { AppError } from "../errors.js";
import { fromAuthApiError } from "./auth-error.js";

// Better Auth's refusals reach the members and account APIs as our one error type.

describe("fromAuthApiError", () => {
  it("keeps a 429's Retry-After, in either spelling of the header", () => {
    for (const headers of [{ "Retry-After": "900" }, new Headers({ "retry-after": "900" })]) {
      const error = fromAuthApiError(new APIError(429, { message: "Too many requests." }, headers)) as AppError;
      expect(error).toBeInstanceOf(AppError);
      expect([error.code, error.headers]).toEqual(["RATE_LIMITED", { "retry-after": "900" }]);
    }
  });

  it("gives a 429 without a Retry-After the one-minute default", () => {
    const error = fromAuthApiError(new APIError(429, { message: "Too many requests. Please try again later." })) as AppError;
    expect([error.status, error.message, error.headers]).toEqual([429, "Too many requests. Please try again later.", { "retry-after": "60" }]);
  });

  it("adds no Retry-After to other refusals and passes a 5xx through", () => {
    const wrong = fromAuthApiError(new APIError(400, { code: "INVALID_PASSWORD", message: "Invalid password" })) as AppError;
    expect([wrong.status, wrong.message, wrong.headers]).toEqual([400, "Your password is not correct.", {}]);
    const failure = new APIError(500, { message: "boom" });
    expect(fromAuthApiError(failure)).toBe(failure);
  });
});
