import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { SSO_FAILURES, SSO_NO_ORGANISATION } from "../../../../shared/sso.js";
import { toast } from "../../../lib/use-toast.js";
import { LoginForm, SsoErrorNotice } from "./login-form.js";

// "Sign in with your organisation" on the login page (issue 34): the way in
// under the form opens the work-address step with what was typed, which asks
// the server for the provider's address (with the page's return path) and
// goes there; a refusal is told as the login form tells its errors, and so is
// a failed sign-in that comes back with ?sso-error=.

vi.mock("../../../lib/use-toast.js", () => ({ toast: vi.fn() }));
vi.mock("../../../lib/session.js", () => ({ useSession: () => ({ user: null, isPending: false, refresh: async () => {} }) }));
// The passkey offer in the e-mail field is not this test's.
vi.mock("./passkey-sign-in.js", () => ({ usePasskeyAutofill: () => {}, PasskeySignInButton: () => null }));

const said = () => vi.mocked(toast).mock.calls.map(([input]) => `${input.title}: ${String(input.description)}`);

let fetchMock: ReturnType<typeof vi.fn>;
let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.mocked(toast).mockClear();
  fetchMock = vi.fn();
  vi.stubGlobal("fetch", fetchMock);
  assign = vi.spyOn(window.location, "assign").mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  assign.mockRestore();
});

function openLogin(path = "/login") {
  render(
    <MemoryRouter initialEntries={[path]}>
      <LoginForm />
    </MemoryRouter>,
  );
}

async function openOrgStep(typed: string) {
  fireEvent.change(screen.getByLabelText("Email"), { target: { value: typed } });
  fireEvent.click(screen.getByRole("button", { name: "Sign in with your organisation" }));
  return (await screen.findByLabelText("Work email", {}, { timeout: 5000 })) as HTMLInputElement;
}

describe("Sign in with your organisation", () => {
  it("keeps the login card as the spec has it and offers the way in under it", () => {
    openLogin();
    expect(screen.getByRole("heading", { level: 1, name: "Login" })).toBeTruthy();
    expect(screen.getByLabelText("Email")).toBeTruthy();
    expect(screen.getByLabelText("Password")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Login" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Sign in with your organisation" })).toBeTruthy();
  });

  it("sends the address and the return path, names the organisation, then goes to the provider", async () => {
    fetchMock.mockResolvedValue(Response.json({ url: "https://idp.example.com/authorize?state=abc", organisation: "Metro Police" }));
    openLogin("/login?next=%2Forganisation%3Forg%3D1");
    const field = await openOrgStep("  kim@metro.example ");
    expect(screen.getByRole("heading", { level: 1, name: "Sign in with your organisation" })).toBeTruthy();
    expect(field.value).toBe("kim@metro.example");
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    // Where the person is going, said before the page leaves.
    expect((await screen.findByRole("status")).textContent).toBe("You will sign in with Metro Police.");
    expect(assign).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Continue to sign-in" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("https://idp.example.com/authorize?state=abc"));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/sso/start");
    expect(init.method).toBe("POST");
    expect(JSON.parse(init.body as string)).toEqual({ email: "kim@metro.example", next: "/organisation?org=1" });
    expect((screen.getByRole("button", { name: "Continuing..." }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("goes back to the address, as typed, to use another one", async () => {
    fetchMock.mockResolvedValue(Response.json({ url: "https://idp.example.com/authorize?state=abc", organisation: "Metro Police" }));
    openLogin();
    await openOrgStep("kim@metro.example");
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    fireEvent.click(await screen.findByRole("button", { name: "Use another address" }));
    expect(((await screen.findByLabelText("Work email")) as HTMLInputElement).value).toBe("kim@metro.example");
    expect(screen.queryByRole("status")).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it("leaves out a return path that is not on this site, and tells a refused address with the server's words", async () => {
    fetchMock.mockResolvedValue(Response.json({ error: { code: "NOT_FOUND", message: SSO_NO_ORGANISATION } }, { status: 404 }));
    openLogin("/login?next=%2F%2Fevil.example");
    await openOrgStep("kim@gmail.example");
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(said()).toEqual([`Error logging in: ${SSO_NO_ORGANISATION}`]));
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({ email: "kim@gmail.example" });
    expect(assign).not.toHaveBeenCalled();
    // The address stays to correct, and the password form is one step back.
    expect((screen.getByLabelText("Work email") as HTMLInputElement).value).toBe("kim@gmail.example");
    fireEvent.click(screen.getByRole("button", { name: "Back to login" }));
    expect(screen.getByRole("heading", { level: 1, name: "Login" })).toBeTruthy();
  });
});

describe("SsoErrorNotice", () => {
  const show = (query: string) =>
    render(
      <MemoryRouter initialEntries={[`/login?${query}`]}>
        <SsoErrorNotice />
      </MemoryRouter>,
    );

  it("says why an organisation sign-in failed, and only what the site itself would say", async () => {
    show("sso-error=missing_email");
    await waitFor(() => expect(said()).toEqual([`Error logging in: ${SSO_FAILURES.missing_email}`]));
    vi.mocked(toast).mockClear();
    show("sso-error=%3Cscript%3Ealert(1)%3C%2Fscript%3E");
    await waitFor(() =>
      expect(said()).toEqual(["Error logging in: Signing in through your organisation did not work. Try again, or sign in with your password."]),
    );
    vi.mocked(toast).mockClear();
    show("sso-error=toString");
    await waitFor(() => expect(said()).toHaveLength(1));
    expect(said()[0]).not.toContain("function");
  });

  it("takes the code out of the address once told, keeping the rest, so a reload does not tell it again", async () => {
    const Address = () => <output data-testid="address">{useLocation().search}</output>;
    render(
      <MemoryRouter initialEntries={["/login?next=%2Forganisation&sso-error=missing_email"]}>
        <SsoErrorNotice />
        <Address />
      </MemoryRouter>,
    );
    await waitFor(() => expect(said()).toEqual([`Error logging in: ${SSO_FAILURES.missing_email}`]));
    expect(screen.getByTestId("address").textContent).toBe("?next=%2Forganisation");
  });

  it("says nothing without one", async () => {
    show("verified=1");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(said()).toEqual([]);
  });
});
