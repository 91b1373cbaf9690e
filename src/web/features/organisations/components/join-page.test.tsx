import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { INVITATION_EXPIRED } from "../../../../shared/orgs.js";
import { createQueryClient } from "../../../lib/query-client.js";
import JoinPage from "./join-page.js";

// The join page: what the invitation offers; a visitor is sent to log in or
// sign up with the way back; a signed-in member gets the Join button; a
// token that no longer works shows the server's reason.

vi.mock("../../../lib/use-toast.js", () => ({ toast: vi.fn() }));
const session = vi.hoisted(() => ({ user: null as { id: string; email: string } | null, isPending: false }));
vi.mock("../../../lib/session.js", () => ({ useSession: () => session }));

const TOKEN = "abcdefghijklmnopqrstuvwxyz012345678";
let answer: () => Response;
beforeEach(() => {
  answer = () => Response.json({ kind: "link", orgName: "Metro Police Department", role: "member", unitName: "Patrol Division", email: null });
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => answer()),
  );
});
afterEach(() => vi.unstubAllGlobals());

function open() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[`/join/${TOKEN}`]}>
        <Routes>
          <Route path="/join/:token" element={<JoinPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("JoinPage", () => {
  it("offers a visitor to log in or sign up and come back", async () => {
    session.user = null;
    open();
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Metro Police Department invited you to join as member in Patrol Division");
    const next = `next=${encodeURIComponent(`/join/${TOKEN}`)}`;
    expect(screen.getByRole("link", { name: "Login" }).getAttribute("href")).toBe(`/login?${next}`);
    expect(screen.getByRole("link", { name: "Sign Up" }).getAttribute("href")).toBe(`/signup?${next}`);
    expect(screen.queryByRole("button", { name: /^Join / })).toBeNull();
  });

  it("gives a signed-in member the Join button", async () => {
    session.user = { id: "u-2", email: "lee@metro.example" };
    open();
    expect(await screen.findByRole("button", { name: "Join Metro Police Department" })).toBeTruthy();
  });

  it("shows why a token no longer works", async () => {
    answer = () => Response.json({ error: { code: "CONFLICT", message: INVITATION_EXPIRED } }, { status: 409 });
    open();
    expect(await screen.findByRole("heading", { level: 1, name: "This invitation does not work." })).toBeTruthy();
    expect(screen.getByText(INVITATION_EXPIRED)).toBeTruthy();
  });
});
