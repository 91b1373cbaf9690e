import { describe, expect, it } from "vitest";

import { libraryAreaOf, libraryHref, parseLibraryQuery } from "./library.js";

const query = (search: string) => new URLSearchParams(search);

describe("a library page's address", () => {
  it("names each list's cursor by its own parameter, and the first pages by none", () => {
    expect(parseLibraryQuery("field-manual", query(""))).toEqual({});
    expect(parseLibraryQuery("field-manual", query("?cursor=WyIyMDI2Il0"))).toEqual({ posts: "WyIyMDI2Il0" });
    expect(parseLibraryQuery("after-action", query("cursor=abc_-9"))).toEqual({ reports: "abc_-9" });
    expect(parseLibraryQuery("briefing", query("episodes=e1&briefings=b1"))).toEqual({ episodes: "e1", briefings: "b1" });
    // The Briefing is not paged by `cursor`, and a campaign's parameters are left alone.
    expect(parseLibraryQuery("briefing", query("cursor=x&utm_source=mail"))).toEqual({});
    expect(parseLibraryQuery("field-manual", query("utm_source=mail&page=2"))).toEqual({});
  });

  it("is no page's with a paging parameter given twice, empty, too long or not a cursor's characters, a tag that is none, or a series that is not an id", () => {
    for (const search of [
      "cursor=",
      "cursor=a&cursor=b",
      `cursor=${"a".repeat(201)}`,
      "cursor=a%20b",
      "cursor=a.b",
      "cursor=%00",
      "tag=",
      "tag=%21%21",
      "tag=a&tag=b",
      `tag=${"a".repeat(33)}`,
      "series=",
      "series=not-a-series",
      "series=3f0c2a8e-1111-4222-8333-444455556666&series=3f0c2a8e-1111-4222-8333-444455556666",
      "tag=&cursor=a",
    ]) {
      expect(parseLibraryQuery("field-manual", query(search)), search).toBeNull();
    }
    expect(parseLibraryQuery("briefing", query("episodes=ok&briefings="))).toBeNull();
  });

  it("keeps a series filter with the paging, and writes it back first", () => {
    const series = "3f0c2a8e-1111-4222-8333-444455556666";
    expect(parseLibraryQuery("briefing", query(`episodes=e1&series=${series.toUpperCase()}`))).toEqual({ episodes: "e1", series });
    expect(libraryHref("briefing", { episodes: "e1", series })).toBe(`/briefing?series=${series}&episodes=e1`);
  });

  it("keeps a tag filter, normalised, with the series and the paging (docs/decisions/106)", () => {
    expect(parseLibraryQuery("field-manual", query("tag=Crisis%20Leadership&cursor=c1"))).toEqual({ posts: "c1", tag: "crisis-leadership" });
    const series = "3f0c2a8e-1111-4222-8333-444455556666";
    expect(libraryHref("briefing", { episodes: "e1", series, tag: "resilience" })).toBe(`/briefing?series=${series}&tag=resilience&episodes=e1`);
    expect(libraryHref("after-action", { tag: "crisis-leadership" })).toBe("/after-action?tag=crisis-leadership");
  });

  it("is written back the same way, the first page without a query", () => {
    expect(libraryHref("field-manual")).toBe("/field-manual");
    expect(libraryHref("field-manual", { posts: "c1" })).toBe("/field-manual?cursor=c1");
    expect(libraryHref("briefing", { briefings: "b2", episodes: "e1" })).toBe("/briefing?episodes=e1&briefings=b2");
    expect(libraryHref("briefing", { briefings: "b2" })).toBe("/briefing?briefings=b2");
    const href = libraryHref("briefing", { episodes: "e_1-x", briefings: "b2" });
    expect(parseLibraryQuery("briefing", query(href.slice(href.indexOf("?"))))).toEqual({ episodes: "e_1-x", briefings: "b2" });
  });

  it("tells the area from the path", () => {
    expect(libraryAreaOf("/field-manual")).toBe("field-manual");
    expect(libraryAreaOf("/briefing/")).toBe("briefing");
    expect(libraryAreaOf("/after-action")).toBe("after-action");
    expect(libraryAreaOf("/field-manual/p1")).toBeUndefined();
    expect(libraryAreaOf("/")).toBeUndefined();
  });
});
