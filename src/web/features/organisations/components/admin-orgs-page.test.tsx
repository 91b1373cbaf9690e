import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { IN_ANOTHER_ORG } from "../../../../shared/orgs.js";
import { createQueryClient } from "../../../lib/query-client.js";
import AdminOrgsPage from "./admin-orgs-page.js";

// The site admin's "New organisation": the toast says whether the owner was
// added or invited, with a link into the new organisation; a refusal keeps
// both fields as typed.

const toast = vi.hoisted(() => vi.fn());
vi.mock("../../../lib/use-toast.js", () => ({ toast }));
vi.mock("../../../lib/session.js", () => ({ useSession: () => ({ user: { id: "admin-1", isAdmin: true }, isPending: false }) }));

const ORG_ID = "7d1f7a5e-3c1b-4f3e-9a51-2f0b3c9d8e11";
let created: () => Response;
beforeEach(() => {
  toast.mockClear();
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init?: RequestInit) => (init?.method === "POST" ? created() : Response.json({ items: [], nextCursor: null }))),
  );
});
afterEach(() => vi.unstubAllGlobals());

function open() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <AdminOrgsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const fill = () => {
  fireEvent.change(screen.getByLabelText("Organisation name"), { target: { value: "Harbor Logistics" } });
  fireEvent.change(screen.getByLabelText("Owner's e-mail"), { target: { value: "ops@harbor.example" } });
  fireEvent.click(screen.getByRole("button", { name: "Create organisation" }));
};

describe("AdminOrgsPage", () => {
  it("says the owner was invited, and links to the new organisation", async () => {
    created = () => Response.json({ id: ORG_ID, ownerInvited: true }, { status: 201 });
    open();
    expect(await screen.findByText("No organisations yet.")).toBeTruthy();
    fill();
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: "Harbor Logistics created",
        description: "Invitation sent to ops@harbor.example: they own it once they sign up and accept.",
      }),
    );
    expect(screen.getByRole("link", { name: "Open Harbor Logistics" }).getAttribute("href")).toBe(`/organisation?org=${ORG_ID}`);
    expect((screen.getByLabelText("Organisation name") as HTMLInputElement).value).toBe("");
  });

  it("keeps what was typed when the server refuses", async () => {
    created = () => Response.json({ error: { code: "CONFLICT", message: IN_ANOTHER_ORG } }, { status: 409 });
    open();
    fill();
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Error creating organisation", description: IN_ANOTHER_ORG })));
    expect((screen.getByLabelText("Organisation name") as HTMLInputElement).value).toBe("Harbor Logistics");
    expect((screen.getByLabelText("Owner's e-mail") as HTMLInputElement).value).toBe("ops@harbor.example");
  });
});
