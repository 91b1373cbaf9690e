import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { Org } from "../../../../shared/orgs.js";
import { SSO_FAILURES, SSO_NEEDS_ACTIVE, SSO_NOT_TESTED, type SsoConnection, type SsoSettings } from "../../../../shared/sso.js";
import { createQueryClient } from "../../../lib/query-client.js";
import { toast } from "../../../lib/use-toast.js";
import { SsoSection } from "./sso-section.js";

// The organisation page's Sign-in (SSO) section (issue 34) against stubbed
// routes: the redirect URI, a connection's last test with what the provider
// sent and where the mapping puts that person, adding (a refusal keeps what
// was typed), changing without retyping the secret, turning on, requiring,
// testing, deleting, and the outcome of a test's round trip on return.

vi.mock("../../../lib/use-toast.js", () => ({ toast: vi.fn() }));
const session = vi.hoisted(() => ({ user: { id: "u1" }, isPending: false }));
vi.mock("../../../lib/session.js", () => ({ useSession: () => session }));

const ORG_ID = "7d1f7a5e-3c1b-4f3e-9a51-2f0b3c9d8e11";
const PATROL = "0b8f5a1c-2d3e-4f50-8a6b-7c8d9e0f1a2b";
const TRAFFIC = "1c9f6b2d-3e4f-4a51-9b7c-8d9e0f1a2b3c";
const CONNECTION_ID = "2d0a7c3e-4f5a-4b62-8c8d-9e0f1a2b3c4d";
const BASE = `/api/orgs/${ORG_ID}/sso`;

const ORG: Org = {
  id: ORG_ID,
  name: "Metro Police Department",
  status: "active",
  retainRecords: false,
  createdAt: "2026-11-01T10:00:00.000Z",
  people: 3,
  units: [
    { id: PATROL, name: "Patrol", people: 2 },
    { id: TRAFFIC, name: "Traffic", people: 1 },
  ],
  viewer: { role: "owner", unitId: PATROL, supervisedUnitIds: [], may: { manage: true, lead: true } },
};

const connection = (over: Partial<SsoConnection> = {}): SsoConnection => ({
  id: CONNECTION_ID,
  protocol: "oidc",
  name: "Metro Entra ID",
  active: false,
  discoveryUrl: "https://login.metro.example/.well-known/openid-configuration",
  metadataUrl: null,
  issuer: "https://login.metro.example",
  clientId: "lobl-site",
  hasSecret: true,
  certificates: [],
  mapping: { groupsClaim: "groups", rules: [{ group: "Sergeants", unitId: TRAFFIC, role: "supervisor" }], defaultUnitId: PATROL },
  lastTest: {
    at: "2026-11-27T10:00:00.000Z",
    ok: true,
    failure: null,
    detail: null,
    claims: { email: "kim@metro.example", name: "Kim Park", groups: ["everyone", "sergeants"] },
  },
  createdAt: "2026-11-26T10:00:00.000Z",
  ...over,
});

const settings = (over: Partial<SsoSettings> = {}): SsoSettings => ({
  connections: [connection()],
  required: false,
  setup: {
    redirectUri: "https://lead.example.com/api/auth/sso/callback",
    samlEntityId: "https://lead.example.com/api/sso/saml/metadata",
    samlAcsUrl: "https://lead.example.com/api/sso/saml/acs",
  },
  ...over,
});

const refusal = (status: number, message: string) => () => Response.json({ error: { code: "BAD_REQUEST", message } }, { status });

let answers: Record<string, () => Response | Promise<Response>>;
let fetchMock: ReturnType<typeof vi.fn>;
let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.mocked(toast).mockClear();
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? "GET"} ${url}`;
    const answer = answers[key];
    if (!answer) throw new Error(`unexpected ${key}`);
    return answer();
  });
  vi.stubGlobal("fetch", fetchMock);
  assign = vi.spyOn(window.location, "assign").mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  assign.mockRestore();
});

let shownSearch = "";
function Address() {
  shownSearch = useLocation().search;
  return null;
}

async function open(path = "/organisation") {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <SsoSection org={ORG} />
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const section = screen.getByRole("region", { name: "Sign-in (SSO)" });
  await within(section).findByLabelText("Redirect URI");
  return section;
}

const said = () => vi.mocked(toast).mock.calls.map(([input]) => `${input.title}: ${String(input.description)}`);
const sent = (key: string) => {
  const call = fetchMock.mock.calls.find(([url, init]) => `${(init as RequestInit | undefined)?.method ?? "GET"} ${String(url)}` === key);
  return call ? (JSON.parse(((call[1] as RequestInit).body as string | undefined) ?? "null") as unknown) : undefined;
};
const connectionCard = (section: HTMLElement, name = "Metro Entra ID") => within(section).getByRole("listitem", { name });

describe("SsoSection", () => {
  it("shows what to enter at the provider, and a connection's last test with where the mapping puts the tester", async () => {
    answers = { [`GET ${BASE}`]: () => Response.json(settings()) };
    const section = await open();
    expect((within(section).getByLabelText("Redirect URI") as HTMLInputElement).value).toBe("https://lead.example.com/api/auth/sso/callback");
    const card = connectionCard(section);
    expect(card.textContent).toContain("https://login.metro.example");
    expect(card.textContent).toContain("Saved (never shown)");
    expect(card.textContent).not.toContain("lobl-secret");
    const test = within(card).getByRole("group", { name: "Last test of Metro Entra ID" });
    expect(test.textContent).toContain("PASSED");
    expect(test.textContent).toContain("kim@metro.example");
    expect(test.textContent).toContain("everyone, sergeants");
    // Groups are compared without case, as the server does.
    expect(test.textContent).toContain("Rule “Sergeants”: Supervisor, Traffic");
    expect((within(card).getByRole("switch", { name: "Use this connection" }) as HTMLButtonElement).getAttribute("aria-checked")).toBe("false");
  });

  it("shows a failed test's reason from the shared messages and its detail", async () => {
    const failed = connection({
      lastTest: { at: "2026-11-27T10:00:00.000Z", ok: false, failure: "missing_email", detail: "The ID token has no email claim.", claims: null },
    });
    answers = { [`GET ${BASE}`]: () => Response.json(settings({ connections: [failed] })) };
    const section = await open();
    const test = within(connectionCard(section)).getByRole("group", { name: "Last test of Metro Entra ID" });
    expect(test.textContent).toContain("FAILED");
    expect(test.textContent).toContain(SSO_FAILURES.missing_email);
    expect(test.textContent).toContain("The ID token has no email claim.");
  });

  it("adds a connection with its mapping; a refusal keeps what was typed, with the server's reason", async () => {
    const unreachable = "The identity provider could not be reached. fetch failed: getaddrinfo ENOTFOUND idp.invalid";
    answers = { [`GET ${BASE}`]: () => Response.json(settings({ connections: [] })), [`POST ${BASE}`]: refusal(400, unreachable) };
    const section = await open();
    expect(within(section).getByText("No connections yet.")).toBeTruthy();
    const form = within(section).getByRole("form", { name: "Add a connection" });
    fireEvent.change(within(form).getByLabelText("Name"), { target: { value: "Okta" } });
    fireEvent.change(within(form).getByLabelText("Discovery URL"), { target: { value: "https://idp.invalid/.well-known/openid-configuration" } });
    fireEvent.change(within(form).getByLabelText("Client ID"), { target: { value: "client-1" } });
    fireEvent.change(within(form).getByLabelText("Client secret"), { target: { value: "s3cret" } });
    expect((within(form).getByLabelText("Client secret") as HTMLInputElement).type).toBe("password");
    fireEvent.change(within(form).getByLabelText("Default unit"), { target: { value: PATROL } });
    fireEvent.click(within(form).getByRole("button", { name: "Add rule" }));
    const rule = within(form).getByRole("group", { name: "Rule 1" });
    fireEvent.change(within(rule).getByLabelText("Group"), { target: { value: " Sergeants " } });
    fireEvent.change(within(rule).getByLabelText("Unit"), { target: { value: TRAFFIC } });
    fireEvent.change(within(rule).getByLabelText("Role"), { target: { value: "supervisor" } });
    fireEvent.click(within(form).getByRole("button", { name: "Add connection" }));
    await waitFor(() => expect(said()).toEqual([`Error adding connection: ${unreachable}`]));
    expect(sent(`POST ${BASE}`)).toEqual({
      protocol: "oidc",
      name: "Okta",
      discoveryUrl: "https://idp.invalid/.well-known/openid-configuration",
      clientId: "client-1",
      clientSecret: "s3cret",
      mapping: { groupsClaim: "groups", rules: [{ group: "Sergeants", unitId: TRAFFIC, role: "supervisor" }], defaultUnitId: PATROL },
    });
    expect((within(form).getByLabelText("Name") as HTMLInputElement).value).toBe("Okta");
    expect((within(form).getByLabelText("Client secret") as HTMLInputElement).value).toBe("s3cret");
  });

  it("adds a SAML connection from an uploaded metadata file, and shows its entity, metadata and certificates", async () => {
    const saml = connection({
      id: "0b5a2c55-7d5e-4f7c-9a51-3f1e7c1d2b10",
      protocol: "saml",
      name: "Metro ADFS",
      discoveryUrl: null,
      clientId: null,
      hasSecret: false,
      issuer: "http://adfs.metro.example/adfs/services/trust",
      certificates: [
        {
          fingerprint: "AB:CD:EF:01:23:45:67:89:AB:CD:EF:01:23:45:67:89:AB:CD:EF:01:23:45:67:89:AB:CD:EF:01:23:45:67:89",
          notAfter: "2027-06-30T00:00:00.000Z",
        },
      ],
      lastTest: null,
    });
    answers = { [`GET ${BASE}`]: () => Response.json(settings({ connections: [] })), [`POST ${BASE}`]: () => Response.json(saml, { status: 201 }) };
    const section = await open();
    expect((within(section).getByLabelText("Entity ID") as HTMLInputElement).value).toBe("https://lead.example.com/api/sso/saml/metadata");
    expect((within(section).getByLabelText("ACS URL") as HTMLInputElement).value).toBe("https://lead.example.com/api/sso/saml/acs");
    expect(within(section).getByRole("link", { name: "Download this site's SAML metadata" }).getAttribute("href")).toBe(
      "https://lead.example.com/api/sso/saml/metadata",
    );
    const form = within(section).getByRole("form", { name: "Add a connection" });
    fireEvent.click(within(form).getByLabelText("SAML 2.0"));
    expect(within(form).queryByLabelText("Client ID")).toBeNull();
    fireEvent.change(within(form).getByLabelText("Name"), { target: { value: "Metro ADFS" } });
    const xml = "<md:EntityDescriptor entityID='x'/>";
    fireEvent.change(within(form).getByLabelText("Or upload the metadata XML"), {
      target: { files: [new File([xml], "FederationMetadata.xml", { type: "text/xml" })] },
    });
    await within(form).findByText("FederationMetadata.xml will be used instead of the URL.");
    expect((within(form).getByLabelText("Metadata URL") as HTMLInputElement).required).toBe(false);
    fireEvent.click(within(form).getByRole("button", { name: "Add connection" }));
    await waitFor(() =>
      expect(sent(`POST ${BASE}`)).toEqual({
        protocol: "saml",
        name: "Metro ADFS",
        metadataXml: xml,
        mapping: { groupsClaim: "groups", rules: [], defaultUnitId: null },
      }),
    );
    await waitFor(() => expect(said()).toEqual(["Metro ADFS added: test it, then turn it on: undefined"]));
  });

  it("changes a connection without its secret unless one is typed again", async () => {
    answers = {
      [`GET ${BASE}`]: () => Response.json(settings()),
      [`PATCH ${BASE}/${CONNECTION_ID}`]: () => Response.json(connection({ name: "Metro Entra" })),
    };
    const section = await open();
    const card = connectionCard(section);
    fireEvent.click(within(card).getByRole("button", { name: "Change Metro Entra ID" }));
    const form = within(card).getByRole("form", { name: "Change Metro Entra ID" });
    expect(document.activeElement).toBe(within(form).getByLabelText("Name"));
    expect(within(form).getByText("Leave it empty to keep the saved secret. The saved one is never shown.")).toBeTruthy();
    expect((within(form).getByLabelText("New client secret") as HTMLInputElement).required).toBe(false);
    expect((within(form).getByLabelText("Group") as HTMLInputElement).value).toBe("Sergeants");
    fireEvent.change(within(form).getByLabelText("Name"), { target: { value: "Metro Entra" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save connection" }));
    await waitFor(() => expect(said()).toEqual(["Connection saved: undefined"]));
    expect(sent(`PATCH ${BASE}/${CONNECTION_ID}`)).toEqual({ name: "Metro Entra" });
    expect(within(card).queryByRole("form")).toBeNull();
  });

  it("turns a connection on only as the server allows, and says why not", async () => {
    answers = { [`GET ${BASE}`]: () => Response.json(settings()), [`PATCH ${BASE}/${CONNECTION_ID}`]: refusal(400, SSO_NOT_TESTED) };
    const section = await open();
    fireEvent.click(within(connectionCard(section)).getByRole("switch", { name: "Use this connection" }));
    await waitFor(() => expect(said()).toEqual([`Error changing connection: ${SSO_NOT_TESTED}`]));
    expect(sent(`PATCH ${BASE}/${CONNECTION_ID}`)).toEqual({ active: true });
  });

  it("requires organisation sign-in only with a connection in use", async () => {
    answers = { [`GET ${BASE}`]: () => Response.json(settings()), [`PUT ${BASE}/required`]: refusal(400, SSO_NEEDS_ACTIVE) };
    const section = await open();
    fireEvent.click(within(section).getByRole("switch", { name: "Require organisation sign-in for our domains" }));
    await waitFor(() => expect(said()).toEqual([`Error changing organisation sign-in: ${SSO_NEEDS_ACTIVE}`]));
    expect(sent(`PUT ${BASE}/required`)).toEqual({ required: true });
  });

  it("tests a connection at the provider, and deletes one after asking", async () => {
    answers = {
      [`GET ${BASE}`]: () => Response.json(settings()),
      [`POST ${BASE}/${CONNECTION_ID}/test`]: () => Response.json({ url: "https://login.metro.example/authorize?state=t1" }),
      [`DELETE ${BASE}/${CONNECTION_ID}`]: () => new Response(null, { status: 204 }),
    };
    const section = await open();
    const card = connectionCard(section);
    fireEvent.click(within(card).getByRole("button", { name: "Test connection" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("https://login.metro.example/authorize?state=t1"));
    fireEvent.click(within(card).getByRole("button", { name: "Delete Metro Entra ID" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete Metro Entra ID?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(said()).toContain("Connection deleted: undefined"));
  });

  it("says how a test's round trip went on return, once, and takes the word out of the address", async () => {
    const failed = connection({ lastTest: { at: "2026-11-27T10:00:00.000Z", ok: false, failure: "bad_token", detail: "aud mismatch", claims: null } });
    answers = { [`GET ${BASE}`]: () => Response.json(settings({ connections: [failed] })) };
    await open(`/organisation?org=${ORG_ID}&sso-test=failed`);
    await waitFor(() => expect(said()).toEqual([`Connection test failed: ${SSO_FAILURES.bad_token}`]));
    await waitFor(() => expect(shownSearch).toBe(`?org=${ORG_ID}`));
  });
});
