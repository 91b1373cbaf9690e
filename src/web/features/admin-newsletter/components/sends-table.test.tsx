import { QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { NewsletterSend } from "../../../../shared/newsletter-admin.js";
import type { PagedList } from "../../../api/paged-list.js";
import { createQueryClient } from "../../../lib/query-client.js";
import { SendsTable } from "./sends-table.js";

// The sends table: a send with failures opens under its row to list them
// (address and reason, from the failures route), and closes again.

vi.mock("../../../lib/use-toast.js", () => ({ toast: vi.fn() }));
const session = vi.hoisted(() => ({ user: { id: "admin-1" }, isPending: false }));
vi.mock("../../../lib/session.js", () => ({ useSession: () => session }));

const send = (over: Partial<NewsletterSend>): NewsletterSend => ({
  id: "9e45e2d2-12bc-4b27-b1f3-8573474c65a0",
  kind: "record",
  contentKind: "post",
  contentId: "5f0c6c1e-8a51-4c1e-9f57-3b7f2b1f6a10",
  subject: "Debrief like you mean it",
  status: "done",
  createdAt: "2026-11-20T10:00:00.000000Z",
  startedAt: "2026-11-20T10:00:01.000Z",
  finishedAt: "2026-11-20T10:01:00.000Z",
  recipients: 3,
  sent: 2,
  failed: 1,
  ...over,
});

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async (url: string) =>
    url.startsWith("/api/admin/newsletter/sends/9e45e2d2-12bc-4b27-b1f3-8573474c65a0/failures")
      ? Response.json({ items: [{ subscriberId: "s1", email: "gone@example.com", error: "550 5.1.1 No such user", attempts: 1 }], nextCursor: null })
      : Response.json({ error: { code: "NOT_FOUND", message: "Not found." } }, { status: 404 }),
  );
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderTable(items: NewsletterSend[]) {
  const list = { items, hasNextPage: false, isFetchingNextPage: false, fetchNextPage: () => Promise.resolve() } as unknown as PagedList<NewsletterSend>;
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SendsTable list={list} />
    </QueryClientProvider>,
  );
  return screen.getByRole("region", { name: "Sends, newest first" });
}

describe("SendsTable", () => {
  it("shows each send's kind, status and counts; a send with failures opens to list them and closes", async () => {
    const table = renderTable([send({}), send({ id: "other", subject: "All delivered", kind: "digest", contentKind: null, failed: 0, sent: 3 })]);
    const delivered = within(table).getByRole("row", { name: /All delivered/ });
    expect(within(delivered).getByText("Weekly digest")).toBeTruthy();
    expect(within(delivered).queryByRole("button")).toBeNull();

    const row = within(table).getByRole("row", { name: /Debrief like you mean it/ });
    expect(within(row).getByText("Article")).toBeTruthy();
    expect(within(row).getByText("Done")).toBeTruthy();
    const toggle = within(row).getByRole("button", { name: "Show failures of Debrief like you mean it" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");

    await act(async () => fireEvent.click(toggle));
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    const panel = screen.getByRole("region", { name: "Failed deliveries of Debrief like you mean it" });
    expect(toggle.getAttribute("aria-controls")).toBe(panel.id);
    expect(await within(panel).findByText("gone@example.com")).toBeTruthy();
    expect(within(panel).getByText("550 5.1.1 No such user")).toBeTruthy();

    await act(async () => fireEvent.click(toggle));
    expect(screen.queryByRole("region", { name: /^Failed deliveries/ })).toBeNull();
    expect(toggle.textContent).toContain("Show failures");
  });
});
