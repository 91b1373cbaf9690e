import { beforeEach, describe, expect, it } from "vitest";

import { carryToast, takeCarriedToast } from "./carried-toast.js";

describe("a toast carried to the next page", () => {
  beforeEach(() => sessionStorage.clear());

  it("is shown once", () => {
    carryToast({ title: "Login Successful", description: "Welcome back!" });
    expect(takeCarriedToast()).toEqual({ title: "Login Successful", description: "Welcome back!" });
    expect(takeCarriedToast()).toBeNull();
  });

  it("is nothing when the storage holds anything else", () => {
    for (const raw of ["not json", "null", '"a string"', '{"title":5}', "[]"]) {
      sessionStorage.setItem("lobl:toast", raw);
      expect(takeCarriedToast(), raw).toBeNull();
    }
    sessionStorage.setItem("lobl:toast", '{"title":"T","description":{"html":"<b>"},"variant":"loud"}');
    expect(takeCarriedToast()).toEqual({ title: "T" });
  });

  it("keeps an error's look", () => {
    carryToast({ variant: "destructive", title: "Verification failed", description: "This link is invalid or has expired." });
    expect(takeCarriedToast()).toEqual({ variant: "destructive", title: "Verification failed", description: "This link is invalid or has expired." });
  });
});
