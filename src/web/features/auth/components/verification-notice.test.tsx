import { render } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { takeCarriedToast } from "../../../lib/carried-toast.js";
import type { Session } from "../../../lib/session.js";
import { toast } from "../../../lib/use-toast.js";
import { VerificationNotice } from "./login-form.js";

// An e-mail link that lands on /login (issue 32): a member who is signed in
// already is not told to log in, and nothing is said before the session is known.
// The signed-in member is sent on as a new document (RequireVisitor,
// docs/decisions/127), so their toast is carried to the next page.

vi.mock("../../../lib/use-toast.js", () => ({ toast: vi.fn() }));
let session: Session = { user: null, isPending: true, refresh: async () => {} };
vi.mock("../../../lib/session.js", () => ({ useSession: () => session }));

const member = { id: "u1", name: "Reader", email: "reader@example.com" } as unknown as NonNullable<Session["user"]>;

function show(query: string) {
  return render(
    <MemoryRouter initialEntries={[`/login?${query}`]}>
      <VerificationNotice />
    </MemoryRouter>,
  );
}

const said = () => vi.mocked(toast).mock.calls.map(([input]) => `${input.title}: ${String(input.description)}`);

describe("VerificationNotice", () => {
  beforeEach(() => {
    vi.mocked(toast).mockClear();
    sessionStorage.clear();
    session = { user: null, isPending: true, refresh: async () => {} };
  });

  it("waits for the session, then words it for a signed-in member, once", () => {
    const view = show("verified=1");
    expect(said()).toEqual([]);
    session = { user: member, isPending: false, refresh: async () => {} };
    view.rerender(
      <MemoryRouter initialEntries={["/login?verified=1"]}>
        <VerificationNotice />
      </MemoryRouter>,
    );
    expect(said()).toEqual([]);
    expect(takeCarriedToast()).toEqual({ title: "Email verified", description: "Your address is confirmed." });
    view.rerender(
      <MemoryRouter initialEntries={["/login?verified=1"]}>
        <VerificationNotice />
      </MemoryRouter>,
    );
    expect(takeCarriedToast()).toBeNull();
  });

  it("tells a visitor to log in, and a failed link where to get a new one", () => {
    session = { user: null, isPending: false, refresh: async () => {} };
    show("verified=1");
    show("error=INVALID_TOKEN");
    expect(said()).toEqual([
      "Email verified: Your address is confirmed. You can log in now.",
      "Verification failed: This link is invalid or has expired. Log in to get a new one.",
    ]);
    vi.mocked(toast).mockClear();
    session = { user: member, isPending: false, refresh: async () => {} };
    show("error=INVALID_TOKEN");
    expect(said()).toEqual([]);
    expect(takeCarriedToast()).toEqual({
      variant: "destructive",
      title: "Verification failed",
      description: "This link is invalid or has expired. Ask for a new one on your account page.",
    });
  });
});
