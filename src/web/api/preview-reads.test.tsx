import { QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { ContentItem, Post } from "../../shared/content.js";
import { createQueryClient } from "../lib/query-client.js";
import { useContentItem } from "./content-items.js";
import { usePost } from "./posts.js";
import { useMarkRead } from "./progress.js";

// A reader page opened through a preview link (issue 30) reads the record
// and its files through that link, and keeps no progress for a signed-in
// member reading it.

const session = vi.hoisted(() => ({ user: null as { id: string } | null, isPending: false }));
vi.mock("../lib/session.js", () => ({ useSession: () => session }));

const post: Post = {
  id: "p1",
  title: "Draft drill",
  excerpt: "",
  content: "Not out yet.",
  isMembersOnly: false,
  createdAt: "2026-11-23T12:00:00.000Z",
  status: "draft",
  publishAt: null,
  locked: false,
};

const item: ContentItem = {
  id: "i1",
  title: "Draft PDF",
  description: null,
  category: "after-action",
  mediaType: "pdf",
  isMembersOnly: true,
  createdAt: "2026-11-23T12:00:00.000Z",
  status: "draft",
  publishAt: null,
  locked: false,
  fileUrl: "/api/content-items/i1/file",
  transcriptUrl: null,
};

let fetchMock: ReturnType<typeof vi.fn>;
const requested = () => fetchMock.mock.calls.map((call) => String(call[0]));

beforeEach(() => {
  session.user = null;
  fetchMock = vi.fn(async (url: string) => {
    if (url.startsWith("/api/posts/")) return Response.json(post);
    if (url.startsWith("/api/content-items/")) return Response.json(item);
    if (url.startsWith("/api/progress/")) return Response.json({ progress: null });
    return new Response(null, { status: 404 });
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function wrapperAt(url: string) {
  const client = createQueryClient();
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

describe("a record read on a preview page", () => {
  it("sends the page's token (and as=visitor) with the record's read", async () => {
    const { result } = renderHook(() => usePost("p1"), { wrapper: wrapperAt("/field-manual/p1?preview=tok-1&as=visitor") });
    await waitFor(() => expect(result.current.data?.title).toBe("Draft drill"));
    expect(requested()).toEqual(["/api/posts/p1?preview=tok-1&as=visitor"]);
  });

  it("reads as usual without one", async () => {
    const { result } = renderHook(() => usePost("p1"), { wrapper: wrapperAt("/field-manual/p1") });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(requested()).toEqual(["/api/posts/p1"]);
  });

  it("gives the item's file address the same token", async () => {
    const { result } = renderHook(() => useContentItem("i1"), { wrapper: wrapperAt("/after-action/i1?preview=tok-1") });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(requested()).toEqual(["/api/content-items/i1?preview=tok-1"]);
    expect(result.current.data?.fileUrl).toBe("/api/content-items/i1/file?preview=tok-1");
    expect(result.current.data?.transcriptUrl).toBeNull();
  });
});

describe("useMarkRead on a preview page", () => {
  it("marks nothing read for a signed-in member, and reads no progress", async () => {
    session.user = { id: "member-1" };
    const { result } = renderHook(() => useMarkRead("post", "p1"), { wrapper: wrapperAt("/field-manual/p1?preview=tok-1") });
    expect(result.current.pending).toBe(false);
    await act(async () => result.current.markRead());
    expect(requested()).toEqual([]);
  });

  it("still marks a member's ordinary read", async () => {
    session.user = { id: "member-1" };
    const { result } = renderHook(() => useMarkRead("post", "p1"), { wrapper: wrapperAt("/field-manual/p1") });
    await waitFor(() => expect(requested()).toContain("/api/progress/post/p1"));
    expect(result.current.pending).toBe(true);
  });
});
