import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";

import { PAGE } from "../../shared/constants.js";
import { pagedListQueryOptions } from "./paged-list.js";

/** The URL the first page is asked for with these parameters. */
async function firstPageUrl(params: Record<string, string | null | undefined>): Promise<string> {
  const fetch = vi.fn(async () => Response.json({ items: [], nextCursor: null }));
  vi.stubGlobal("fetch", fetch);
  const options = pagedListQueryOptions({
    queryKey: ["paged-list-test", params],
    path: "/api/things",
    params,
    parse: (data) => data as { items: never[]; nextCursor: null },
  });
  await new QueryClient().fetchInfiniteQuery(options);
  return String((fetch.mock.calls[0] as unknown[])[0]);
}

describe("pagedListQueryOptions", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends the parameters that have a value", async () => {
    expect(await firstPageUrl({ category: "briefing", q: "shift" })).toBe(`/api/things?category=briefing&q=shift&limit=${PAGE.defaultLimit}`);
  });

  it("leaves out a blank search and an unchosen filter", async () => {
    expect(await firstPageUrl({ q: "", actor: null, action: undefined })).toBe(`/api/things?limit=${PAGE.defaultLimit}`);
  });
});
