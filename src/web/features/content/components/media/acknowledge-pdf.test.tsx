import { QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { createQueryClient } from "../../../../lib/query-client.js";
import { AcknowledgePdf } from "./acknowledge-pdf.js";

// "I have read and understood this" under a PDF (issue 33, decision 097), against stubbed acknowledgment routes.

vi.mock("../../../../lib/use-toast.js", () => ({ toast: vi.fn() }));
const session = vi.hoisted(() => ({ user: { id: "u1" } as { id: string } | null, isPending: false }));
vi.mock("../../../../lib/session.js", () => ({ useSession: () => session }));

const ITEM = "33333333-3333-4333-8333-333333333333";
let posted: unknown[];
beforeEach(() => {
  posted = [];
  session.user = { id: "u1" };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === `/api/me/acknowledgments/${ITEM}`) return Response.json({ acknowledgment: null });
      if (url === "/api/me/acknowledgments" && init?.method === "POST") {
        posted.push(JSON.parse(String(init.body)));
        return Response.json({ itemId: ITEM, fileSha256: "a".repeat(64), acknowledgedAt: "2026-11-27T19:00:00.000Z" }, { status: 201 });
      }
      return new Response(null, { status: 404 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const renderIt = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AcknowledgePdf itemId={ITEM} />
    </QueryClientProvider>,
  );

describe("AcknowledgePdf", () => {
  it("records the acknowledgment once pressed and then says it is done", async () => {
    renderIt();
    const button = await screen.findByRole("button", { name: "I have read and understood this" });
    await act(async () => fireEvent.click(button));
    expect(posted).toEqual([{ itemId: ITEM }]);
    expect(await screen.findByText(/You confirmed you have read and understood this on/)).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("shows nothing to a visitor", () => {
    session.user = null;
    const { container } = renderIt();
    expect(container.innerHTML).toBe("");
  });
});
