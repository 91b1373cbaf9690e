import { QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { CreatedPreviewLink, PreviewLink } from "../../../../shared/previews.js";
import { createQueryClient } from "../../../lib/query-client.js";
import { toast } from "../../../lib/use-toast.js";
import { PreviewLinks } from "./preview-links.js";

// The edit panel's Preview section against a stubbed API: the list of
// working links, making one (its URL shown once, copied), revoking one, and
// "View as a visitor" opening a link with as=visitor.

vi.mock("../../../lib/use-toast.js", () => ({ toast: vi.fn() }));

const POST_ID = "5f0c6c1e-8a51-4c1e-9f57-3b7f2b1f6a10";
const target = { kind: "post", id: POST_ID } as const;

let links: PreviewLink[];
let made: number;
let fetchMock: ReturnType<typeof vi.fn>;
const calls = () => fetchMock.mock.calls.map(([url, init]) => `${(init as RequestInit | undefined)?.method ?? "GET"} ${String(url)}`);

function newLink(): CreatedPreviewLink {
  made += 1;
  return {
    id: `link-${made}`,
    createdAt: "2026-11-23T12:00:00.000Z",
    expiresAt: "2026-11-30T12:00:00.000Z",
    createdBy: "Ada Admin",
    url: `http://127.0.0.1/field-manual/${POST_ID}?preview=token-${made}`,
  };
}

beforeEach(() => {
  vi.mocked(toast).mockClear();
  made = 0;
  links = [{ id: "old-link", createdAt: "2026-11-20T09:00:00.000Z", expiresAt: "2026-11-27T09:00:00.000Z", createdBy: null }];
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? "GET";
    if (method === "GET" && url === `/api/admin/previews?kind=post&id=${POST_ID}`) return Response.json({ items: links });
    if (method === "POST" && url === "/api/admin/previews") {
      const created = newLink();
      links = [{ id: created.id, createdAt: created.createdAt, expiresAt: created.expiresAt, createdBy: created.createdBy }, ...links];
      return Response.json(created, { status: 201 });
    }
    const revoked = /^\/api\/admin\/previews\/(.+)$/.exec(url)?.[1];
    if (method === "DELETE" && revoked) {
      links = links.filter((link) => link.id !== revoked);
      return new Response(null, { status: 204 });
    }
    return Response.json({ error: { code: "NOT_FOUND", message: "Not found." } }, { status: 404 });
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderSection() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PreviewLinks target={target} />
    </QueryClientProvider>,
  );
  return screen.getByRole("region", { name: "Preview links" });
}

const workingLinks = () => within(screen.getByRole("region", { name: "Working links" })).queryAllByRole("listitem");

describe("PreviewLinks", () => {
  it("lists the record's working links and opens the reader page as a member in a new tab", async () => {
    const section = renderSection();
    await waitFor(() => expect(workingLinks()).toHaveLength(1));
    expect(workingLinks()[0]!.textContent).toContain("A former admin");
    const member = within(section).getByRole("link", { name: "View as a member (opens in a new tab)" });
    expect(member.getAttribute("href")).toBe(`/field-manual/${POST_ID}`);
    expect(member.getAttribute("target")).toBe("_blank");
    expect(member.getAttribute("rel")).toContain("noopener");
  });

  it("creates a link: its URL shown once in a read-only field, copied with a toast, and listed", async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    renderSection();
    await waitFor(() => expect(workingLinks()).toHaveLength(1));

    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Create preview link" })));
    const field = await screen.findByLabelText<HTMLInputElement>("New preview link");
    expect(field.value).toBe(`http://127.0.0.1/field-manual/${POST_ID}?preview=token-1`);
    expect(field.readOnly).toBe(true);
    expect(document.activeElement).toBe(field);
    expect(calls()).toContain("POST /api/admin/previews");
    expect(JSON.parse(String((fetchMock.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === "POST")![1] as RequestInit).body))).toEqual(
      target,
    );
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Preview link created" }));
    await waitFor(() => expect(workingLinks()).toHaveLength(2));

    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Copy link" })));
    expect(writeText).toHaveBeenCalledWith(field.value);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Link copied" }));
  });

  it("revokes a link: DELETE, a toast, the list reloaded, and the URL shown for it gone", async () => {
    renderSection();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Create preview link" })));
    await waitFor(() => expect(workingLinks()).toHaveLength(2));
    expect(screen.getByLabelText("New preview link")).toBeTruthy();

    const revokeNew = within(workingLinks()[0]!).getByRole("button", { name: /^Revoke the link made / });
    await act(async () => fireEvent.click(revokeNew));
    expect(calls()).toContain("DELETE /api/admin/previews/link-1");
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Preview link revoked" }));
    await waitFor(() => expect(workingLinks()).toHaveLength(1));
    expect(screen.queryByLabelText("New preview link")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Working links" }));
  });

  it("says so when a record has no working link", async () => {
    links = [];
    renderSection();
    expect(await screen.findByText("No working preview links.")).toBeTruthy();
  });

  it("views as a visitor through a new link, in a tab opened by the click, cut off from this page", async () => {
    const tab = { opener: {} as unknown, location: { href: "" }, close: vi.fn() };
    const open = vi.fn(() => tab);
    vi.stubGlobal("open", open);
    renderSection();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "View as a visitor (opens in a new tab)" })));
    expect(open).toHaveBeenCalledTimes(1);
    expect(tab.opener).toBeNull();
    await waitFor(() => expect(tab.location.href).toBe(`http://127.0.0.1/field-manual/${POST_ID}?preview=token-1&as=visitor`));
    // The link made for it is shown and listed like any other; a second view reuses it.
    expect(screen.getByLabelText<HTMLInputElement>("New preview link").value).toContain("token-1");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "View as a visitor (opens in a new tab)" })));
    expect(calls().filter((call) => call.startsWith("POST"))).toHaveLength(1);
  });
});
