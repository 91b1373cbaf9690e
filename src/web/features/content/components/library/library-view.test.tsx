import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { LibraryPage } from "../../../../../shared/library-page.js";
import { parseLibraryQuery, type LibraryArea } from "../../../../../shared/library.js";
import type { PageData } from "../../../../../shared/page-data.js";
import { createQueryClient } from "../../../../lib/query-client.js";
import { LibraryView } from "./library-view.js";

// A library page (issue 32): the server's lists as page data for a visitor,
// each entry's lock, the pages' links, and an address that names no page.

const session = vi.hoisted(() => ({ user: null as { id: string } | null, isPending: false }));
vi.mock("../../../../lib/session.js", () => ({ useSession: () => session }));
const pageData = vi.hoisted(() => ({ current: {} as PageData }));
vi.mock("../../../../lib/page-data.js", () => ({ usePageData: () => pageData.current }));

const published = { status: "published", publishAt: null } as const;
const visitorsPage: LibraryPage = {
  area: "field-manual",
  posts: {
    items: [
      { id: "p2", title: "Inner circle", excerpt: "", isMembersOnly: true, createdAt: "2026-11-24T10:00:00.000Z", ...published, coverUrl: null, locked: true },
      { id: "p1", title: "Open orders", excerpt: "Hold the line.", isMembersOnly: false, createdAt: "2026-11-23T10:00:00.000Z", ...published, locked: false },
    ],
    cursor: "c1",
    newer: null,
    older: "c2",
  },
  series: { options: [], selected: null },
  tags: { options: [], selected: null },
};

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  session.user = null;
  session.isPending = false;
  pageData.current = {};
  fetchMock = vi.fn(async () => new Response(null, { status: 404 }));
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderAt(url: string, area: LibraryArea = "field-manual") {
  const search = url.includes("?") ? url.slice(url.indexOf("?")) : "";
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <LibraryView area={area} cursors={parseLibraryQuery(area, new URLSearchParams(search))} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("LibraryView", () => {
  it("shows a visitor the server's list: a public entry's teaser, a members-only one by its title with the lock, and reads nothing more", () => {
    pageData.current = { library: visitorsPage };
    renderAt("/field-manual?cursor=c1");
    const list = screen.getByRole("list", { name: "Leadership Articles" });
    const [locked, open] = within(list).getAllByRole("listitem");
    expect(within(locked!).getByRole("link").getAttribute("href")).toBe("/field-manual/p2");
    expect(locked!.textContent).toContain("Members only");
    expect(open!.textContent).toContain("Hold the line.");
    expect(open!.textContent).not.toContain("Members only");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("links to the newer page (here the first) and the older one", () => {
    pageData.current = { library: visitorsPage };
    renderAt("/field-manual?cursor=c1");
    const pages = screen.getByRole("navigation", { name: "Leadership Articles: pages" });
    expect(within(pages).getByRole("link", { name: "Newer Leadership Articles" }).getAttribute("href")).toBe("/field-manual");
    expect(within(pages).getByRole("link", { name: "Older Leadership Articles" }).getAttribute("href")).toBe("/field-manual?cursor=c2");
  });

  it("pages one list of The Briefing and keeps the other where it is", () => {
    const section = { items: [], cursor: null, newer: null, older: null };
    pageData.current = {
      library: {
        area: "briefing",
        episodes: { ...section, cursor: "e1", older: "e2" },
        briefings: { ...section, cursor: "b1", newer: "b0" },
        series: { options: [], selected: null },
        tags: { options: [], selected: null },
      },
    };
    renderAt("/briefing?episodes=e1&briefings=b1", "briefing");
    expect(screen.getByRole("link", { name: "Older Podcast Episodes" }).getAttribute("href")).toBe("/briefing?episodes=e2&briefings=b1");
    expect(screen.getByRole("link", { name: "Newer Briefings" }).getAttribute("href")).toBe("/briefing?episodes=e1&briefings=b0");
    expect(screen.getByText("No episodes available yet.")).toBeTruthy();
  });

  it("reads a signed-in member's own list from the API, with the members-only teaser", async () => {
    session.user = { id: "m1" };
    const membersPage: LibraryPage = {
      ...visitorsPage,
      posts: { ...visitorsPage.posts!, items: [{ ...visitorsPage.posts!.items[0]!, excerpt: "Members read this.", locked: false }] },
    };
    fetchMock.mockImplementation(async () => Response.json(membersPage));
    renderAt("/field-manual?cursor=c1");
    await waitFor(() => expect(screen.getByText("Members read this.")).toBeTruthy());
    expect(fetchMock.mock.calls.map((call) => String(call[0]))).toEqual(["/api/library/field-manual?cursor=c1"]);
    expect(screen.queryByText("Members only")).toBeNull();
  });

  it("filters by series with plain links, and keeps the series when paging", () => {
    const series = { id: "3f0c2a8e-1111-4222-8333-444455556666", title: "Leadership Foundations" };
    pageData.current = { library: { ...visitorsPage, series: { options: [series], selected: series } } };
    renderAt(`/field-manual?series=${series.id}&cursor=c1`);
    const filter = screen.getByRole("navigation", { name: "Filter by series" });
    expect(within(filter).getByRole("link", { name: "All" }).getAttribute("href")).toBe("/field-manual");
    const chosen = within(filter).getByRole("link", { name: "Leadership Foundations" });
    expect(chosen.getAttribute("aria-current")).toBe("page");
    expect(chosen.getAttribute("href")).toBe(`/field-manual?series=${series.id}`);
    expect(within(filter).getByRole("link", { name: "See the series in order" }).getAttribute("href")).toBe(`/series/${series.id}`);
    const pages = screen.getByRole("navigation", { name: "Leadership Articles: pages" });
    expect(within(pages).getByRole("link", { name: "Older Leadership Articles" }).getAttribute("href")).toBe(`/field-manual?series=${series.id}&cursor=c2`);
  });

  it("filters by topic with plain links, and keeps the tag when paging (docs/decisions/106)", () => {
    pageData.current = { library: { ...visitorsPage, tags: { options: ["crisis-leadership", "resilience"], selected: "resilience" } } };
    renderAt("/field-manual?tag=resilience&cursor=c1");
    const filter = screen.getByRole("navigation", { name: "Filter by topic" });
    expect(within(filter).getByRole("link", { name: "All topics" }).getAttribute("href")).toBe("/field-manual");
    expect(within(filter).getByRole("link", { name: "crisis leadership" }).getAttribute("href")).toBe("/field-manual?tag=crisis-leadership");
    expect(within(filter).getByRole("link", { name: "resilience" }).getAttribute("aria-current")).toBe("page");
    const pages = screen.getByRole("navigation", { name: "Leadership Articles: pages" });
    expect(within(pages).getByRole("link", { name: "Older Leadership Articles" }).getAttribute("href")).toBe("/field-manual?tag=resilience&cursor=c2");
  });

  it("says an address that names no page is not found, with the way to the newest entries", async () => {
    renderAt("/field-manual?tag=%21%21");
    expect(screen.getByRole("heading", { name: "Page not found." })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to the newest entries" }).getAttribute("href")).toBe("/field-manual");
    expect(fetchMock).not.toHaveBeenCalled();

    // A cursor past the end: the API's 404.
    session.user = { id: "m1" };
    renderAt("/after-action?cursor=past", "after-action");
    await waitFor(() => expect(screen.getAllByRole("heading", { name: "Page not found." })).toHaveLength(2));
  });
});
