import { QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { Revision, RevisionSummary } from "../../../../shared/revisions.js";
import { createQueryClient } from "../../../lib/query-client.js";
import { toast } from "../../../lib/use-toast.js";
import { RESTORE_QUESTION, RevisionHistory } from "./revision-history.js";
import { SnapshotFields } from "./revision-snapshot.js";

// The edit panel's History section against a stubbed API: collapsed until
// opened, the saves listed newest first with refused ones marked, one viewed
// read-only, and a restore (confirmed) reported and handed to the tab.

vi.mock("../../../lib/use-toast.js", () => ({ toast: vi.fn() }));

const POST_ID = "5f0c6c1e-8a51-4c1e-9f57-3b7f2b1f6a10";
const target = { kind: "post", id: POST_ID } as const;

const summary = (revision: number, over: Partial<RevisionSummary> = {}): RevisionSummary => ({
  id: `rev-${revision}${over.rejected ? "-refused" : ""}`,
  revision,
  rejected: false,
  savedAt: `2026-11-2${revision}T10:00:00.000Z`,
  savedBy: "Ada Admin",
  title: `Title ${revision}`,
  ...over,
});

let items: RevisionSummary[];
let fetchMock: ReturnType<typeof vi.fn>;
const calls = () => fetchMock.mock.calls.map(([url, init]) => `${(init as RequestInit | undefined)?.method ?? "GET"} ${String(url)}`);

beforeEach(() => {
  // The admin's own zone: 10:00 UTC is 11:00 in Berlin in November.
  vi.stubEnv("TZ", "Europe/Berlin");
  vi.mocked(toast).mockClear();
  items = [summary(2, { rejected: true, savedBy: null }), summary(2), summary(1)];
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? "GET";
    if (method === "GET" && url === `/api/admin/revisions?kind=post&id=${POST_ID}`) return Response.json({ items });
    const one = /^\/api\/admin\/revisions\/([^/]+)$/.exec(url)?.[1];
    if (method === "GET" && one === "rev-1") {
      const revision: Revision = {
        ...summary(1),
        kind: "post",
        contentId: POST_ID,
        snapshot: { title: "Title 1", isMembersOnly: true, status: "draft", publishAt: null, content: "The first words." },
      };
      return Response.json(revision);
    }
    const restored = /^\/api\/admin\/revisions\/([^/]+)\/restore$/.exec(url)?.[1];
    if (method === "POST" && restored === "rev-1") {
      items = [summary(3), ...items];
      return Response.json({ kind: "post", id: POST_ID, revision: 3 });
    }
    return Response.json({ error: { code: "NOT_FOUND", message: "Revision not found." } }, { status: 404 });
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

function renderHistory(onRestored = vi.fn()) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RevisionHistory target={target} onRestored={onRestored} />
    </QueryClientProvider>,
  );
  return { section: screen.getByRole("region", { name: "History" }), onRestored };
}

const rows = () => within(screen.getByRole("region", { name: "History" })).queryAllByRole("listitem");

async function open() {
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "History" })));
  await waitFor(() => expect(rows().length).toBeGreaterThan(0));
}

describe("RevisionHistory", () => {
  it("is collapsed, and fetches nothing, until opened", async () => {
    renderHistory();
    const toggle = screen.getByRole("button", { name: "History" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(calls().filter((c) => c.includes("/api/admin/revisions"))).toEqual([]);
    await open();
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
  });

  it("lists the saves newest first: revision, local date and time, who, and a mark on a refused save", async () => {
    renderHistory();
    await open();
    expect(rows()).toHaveLength(3);
    expect(rows()[0]!.textContent).toContain("Revision 2 · ");
    expect(rows()[0]!.textContent).toContain("A former admin");
    expect(within(rows()[0]!).getByText("Refused save")).toBeTruthy();
    expect(rows()[1]!.textContent).toContain("Revision 2 · Nov 22, 2026, 11:00 AM · Ada Admin");
    expect(within(rows()[1]!).queryByText("Refused save")).toBeNull();
    // Refused saves carry the number they were refused over: their buttons say which is which.
    expect(within(rows()[0]!).getByRole("button", { name: "Restore revision 2 (refused save)" })).toBeTruthy();
    expect(within(rows()[1]!).getByRole("button", { name: "Restore revision 2" })).toBeTruthy();
  });

  it("View shows the save's words read-only", async () => {
    renderHistory();
    await open();
    const view = within(rows()[2]!).getByRole("button", { name: "View revision 1" });
    await act(async () => fireEvent.click(view));
    expect(view.getAttribute("aria-expanded")).toBe("true");
    const shown = await within(rows()[2]!).findByText("The first words.");
    expect(shown.closest("dl")?.textContent).toContain("Title 1");
    expect(shown.closest("dl")?.textContent).toContain("Members onlyYes");
    expect(shown.closest("dl")?.textContent).toContain("StatusDraft");
    expect(within(rows()[2]!).queryByRole("textbox")).toBeNull();
  });

  it("Restore asks first; declined sends nothing", async () => {
    vi.stubGlobal(
      "confirm",
      vi.fn(() => false),
    );
    const { onRestored } = renderHistory();
    await open();
    await act(async () => fireEvent.click(within(rows()[2]!).getByRole("button", { name: "Restore revision 1" })));
    expect(window.confirm).toHaveBeenCalledWith(RESTORE_QUESTION);
    expect(calls().some((c) => c.startsWith("POST"))).toBe(false);
    expect(onRestored).not.toHaveBeenCalled();
  });

  it("a confirmed restore posts, says so, hands the new revision to the tab and reloads the list", async () => {
    vi.stubGlobal(
      "confirm",
      vi.fn(() => true),
    );
    const { onRestored } = renderHistory();
    await open();
    await act(async () => fireEvent.click(within(rows()[2]!).getByRole("button", { name: "Restore revision 1" })));
    expect(window.confirm).toHaveBeenCalledWith("Restore this revision? Its words replace the current ones as a new save.");
    expect(calls()).toContain("POST /api/admin/revisions/rev-1/restore");
    expect(toast).toHaveBeenCalledWith({ title: "Revision restored" });
    expect(onRestored).toHaveBeenCalledWith({ kind: "post", id: POST_ID, revision: 3 });
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(rows()[0]!.textContent).toContain("Revision 3 · ");
  });

  it("reports a failed restore with the server's message", async () => {
    vi.stubGlobal(
      "confirm",
      vi.fn(() => true),
    );
    const { onRestored } = renderHistory();
    await open();
    await act(async () => fireEvent.click(within(rows()[1]!).getByRole("button", { name: "Restore revision 2" })));
    expect(toast).toHaveBeenCalledWith({ variant: "destructive", title: "Could not restore the revision", description: "Revision not found." });
    expect(onRestored).not.toHaveBeenCalled();
  });
});

describe("a series' revision", () => {
  it("lists its parts in order, with no members-only line (a series has none)", () => {
    render(
      <SnapshotFields
        snapshot={{
          title: "Foundations",
          description: "Six parts.",
          status: "published",
          publishAt: null,
          parts: [
            { kind: "post", id: "a", title: "Command presence" },
            { kind: "episode", id: "b", title: "Briefing one" },
          ],
        }}
      />,
    );
    const parts = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(parts.map((part) => part.textContent)).toEqual(["Command presence (post)", "Briefing one (episode)"]);
    expect(screen.queryByText("Members only")).toBeNull();
    expect(screen.getByText("Six parts.")).toBeTruthy();
  });
});
