import { describe, expect, it } from "vitest";

import { coverChoiceOf, coverInput } from "./cover.js";
import { multipartBody } from "./multipart.js";

const URL_OF = "/api/images/3f2b6c1e-8a4d-4c2b-9e1f-0a1b2c3d4e5f/0123456789abcdef-1600x900.jpg";

describe("a record's cover in the admin forms", () => {
  it("sends nothing until changed (the stored one stays), the image's id once chosen, null once taken off", () => {
    expect(coverInput(coverChoiceOf({ coverUrl: URL_OF }))).toEqual({});
    expect(coverInput(coverChoiceOf(null))).toEqual({});
    expect(coverInput({ url: URL_OF, changed: true })).toEqual({ coverImageId: "3f2b6c1e-8a4d-4c2b-9e1f-0a1b2c3d4e5f" });
    expect(coverInput({ url: null, changed: true })).toEqual({ coverImageId: null });
  });

  it("says a cover taken off as an empty field in a multipart form, where other nulls are left out", () => {
    const body = multipartBody({ title: "Episode", description: null, coverImageId: null, publishAt: undefined });
    expect([...body.entries()]).toEqual([
      ["title", "Episode"],
      ["coverImageId", ""],
    ]);
    expect([...multipartBody({ title: "Episode" }).keys()]).toEqual(["title"]);
  });
});
