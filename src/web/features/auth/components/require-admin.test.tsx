import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { toast } from "../../../lib/use-toast.js";
import { RequireAdmin } from "./require-admin.js";

// The browser's half of REQUIRE_ADMIN_2FA (docs/decisions/032): an admin the
// server says must set up two-factor sign-in is sent to the account page's
// two-factor section with the toast; the server's half (403 on every admin
// route) is in the API tests.

const session = vi.hoisted(() => ({ user: null as { isAdmin: boolean } | null, isPending: false }));
const me = vi.hoisted(() => ({ data: undefined as { twoFactorRequired: boolean } | undefined, isPending: false }));
vi.mock("../../../lib/session.js", () => ({ useSession: () => session }));
vi.mock("../../../api/me.js", () => ({ useMe: () => me }));
vi.mock("../../../lib/use-toast.js", () => ({ toast: vi.fn() }));

function renderAt(path = "/admin/dashboard") {
  const router = createMemoryRouter(
    [
      { path: "/admin/dashboard", element: <RequireAdmin>admin tools</RequireAdmin> },
      { path: "/account", element: <p>account page</p> },
      { path: "/dashboard", element: <p>member dashboard</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe("RequireAdmin", () => {
  beforeEach(() => vi.mocked(toast).mockClear());

  it("sends an admin who must turn on two-factor sign-in to /account#two-factor, with the toast", async () => {
    session.user = { isAdmin: true };
    me.data = { twoFactorRequired: true };
    const router = renderAt();
    expect(await screen.findByText("account page")).toBeTruthy();
    expect(router.state.location.pathname + router.state.location.hash).toBe("/account#two-factor");
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Two-factor sign-in required", variant: "destructive" }));
    expect(screen.queryByText("admin tools")).toBeNull();
  });

  it("opens the admin tools for an admin with nothing to set up", async () => {
    session.user = { isAdmin: true };
    me.data = { twoFactorRequired: false };
    renderAt();
    expect(await screen.findByText("admin tools")).toBeTruthy();
    expect(toast).not.toHaveBeenCalled();
  });

  it("sends a member to the dashboard", async () => {
    session.user = { isAdmin: false };
    me.data = { twoFactorRequired: false };
    renderAt();
    expect(await screen.findByText("member dashboard")).toBeTruthy();
  });
});
