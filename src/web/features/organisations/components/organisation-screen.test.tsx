import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { ORG_NOT_FOUND, type Org, type OrgRole } from "../../../../shared/orgs.js";
import { createQueryClient } from "../../../lib/query-client.js";
import { OrganisationScreen } from "./organisation-screen.js";

// The organisation page by role: a member sees their place and nothing of
// others (and never asks for the people list); an owner gets the sections
// that run it, and a refused write keeps what was typed; an organisation the
// asker may not see is the organisation's 404.

const toast = vi.hoisted(() => vi.fn());
vi.mock("../../../lib/use-toast.js", () => ({ toast }));
const session = vi.hoisted(() => ({
  user: { id: "u-1", email: "kim@metro.example", fullName: "Kim", isAdmin: false },
  isPending: false,
  refresh: async () => {},
}));
vi.mock("../../../lib/session.js", () => ({ useSession: () => session }));

const ORG_ID = "7d1f7a5e-3c1b-4f3e-9a51-2f0b3c9d8e11";
const PATROL = "0b8f5a1c-2d3e-4f50-8a6b-7c8d9e0f1a2b";

const orgAs = (role: OrgRole | null): Org => ({
  id: ORG_ID,
  name: "Metro Police Department",
  status: "active",
  retainRecords: false,
  createdAt: "2026-11-01T10:00:00.000Z",
  people: 2,
  units: [{ id: PATROL, name: "Patrol Division", people: 1 }],
  viewer: {
    role,
    unitId: role ? PATROL : null,
    supervisedUnitIds: [],
    // As the server's policy answers them (org-policy abilitiesOf) for an approved organisation.
    may: { manage: role === "owner" || role === null, lead: role !== "member" },
  },
});

let answers: Record<string, () => Response | Promise<Response>>;
let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  toast.mockClear();
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? "GET"} ${url.split("?")[0]}`;
    const answer = answers[key];
    if (!answer) throw new Error(`unexpected ${key}`);
    return answer();
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function open(path = "/organisation") {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <OrganisationScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const mine = (role: OrgRole) => () =>
  Response.json({ org: { id: ORG_ID, name: "Metro Police Department", status: "active", role, unitName: "Patrol Division" } });
const called = (key: string) =>
  fetchMock.mock.calls.some(([url, init]) => `${(init as RequestInit | undefined)?.method ?? "GET"} ${String(url).split("?")[0]}` === key);

describe("OrganisationScreen", () => {
  it("shows a member their place and no one else", async () => {
    answers = { "GET /api/me/organisation": mine("member"), [`GET /api/orgs/${ORG_ID}`]: () => Response.json(orgAs("member")) };
    open();
    expect(await screen.findByRole("heading", { level: 1, name: "Metro Police Department" }, { timeout: 5000 })).toBeTruthy();
    const place = screen.getByRole("region", { name: "Your place" });
    expect(place.textContent).toContain("Member");
    expect(place.textContent).toContain("Patrol Division");
    expect(within(place).getByRole("button", { name: "Leave organisation" })).toBeTruthy();
    expect(screen.queryByRole("region", { name: "People" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Units" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Sign-in (SSO)" })).toBeNull();
    expect(called(`GET /api/orgs/${ORG_ID}/people`)).toBe(false);
    expect(called(`GET /api/orgs/${ORG_ID}/sso`)).toBe(false);
  });

  it("gives an owner the sections that run it; a refused unit keeps its name, with the server's reason", async () => {
    answers = {
      "GET /api/me/organisation": mine("owner"),
      [`GET /api/orgs/${ORG_ID}`]: () => Response.json(orgAs("owner")),
      [`GET /api/orgs/${ORG_ID}/people`]: () => Response.json({ items: [], nextCursor: null }),
      [`GET /api/orgs/${ORG_ID}/invitations`]: () => Response.json({ items: [] }),
      [`GET /api/orgs/${ORG_ID}/invite-links`]: () => Response.json({ items: [] }),
      [`GET /api/orgs/${ORG_ID}/sso`]: () =>
        Response.json({ connections: [], required: false, setup: { redirectUri: "http://localhost/api/auth/sso/callback" } }),
      [`POST /api/orgs/${ORG_ID}/units`]: () =>
        Response.json({ error: { code: "CONFLICT", message: "A unit with that name already exists." } }, { status: 409 }),
    };
    open();
    for (const name of ["Your place", "People", "Units", "Invitations", "Invitation links", "Settings", "Sign-in (SSO)"]) {
      expect(await screen.findByRole("region", { name }, { timeout: 5000 })).toBeTruthy();
    }
    const units = screen.getByRole("region", { name: "Units" });
    expect(within(units).getByRole("rowheader", { name: "Patrol Division" })).toBeTruthy();
    fireEvent.change(within(units).getByLabelText("New unit"), { target: { value: "Patrol Division" } });
    fireEvent.click(within(units).getByRole("button", { name: "Add unit" }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Error adding unit", description: "A unit with that name already exists." })),
    );
    expect((within(units).getByLabelText("New unit") as HTMLInputElement).value).toBe("Patrol Division");
  });

  it("holds the unit form while the unit is being added", async () => {
    let answer: (response: Response) => void = () => {};
    answers = {
      "GET /api/me/organisation": mine("owner"),
      [`GET /api/orgs/${ORG_ID}`]: () => Response.json(orgAs("owner")),
      [`GET /api/orgs/${ORG_ID}/people`]: () => Response.json({ items: [], nextCursor: null }),
      [`GET /api/orgs/${ORG_ID}/invitations`]: () => Response.json({ items: [] }),
      [`GET /api/orgs/${ORG_ID}/invite-links`]: () => Response.json({ items: [] }),
      [`POST /api/orgs/${ORG_ID}/units`]: () => new Promise<Response>((resolve) => (answer = resolve)),
    };
    open();
    const units = await screen.findByRole("region", { name: "Units" }, { timeout: 5000 });
    fireEvent.change(within(units).getByLabelText("New unit"), { target: { value: "Traffic" } });
    fireEvent.click(within(units).getByRole("button", { name: "Add unit" }));
    const adding = await within(units).findByRole("button", { name: "Adding..." });
    expect((adding as HTMLButtonElement).disabled).toBe(true);
    answer(Response.json({ error: { code: "CONFLICT", message: "A unit with that name already exists." } }, { status: 409 }));
    expect(await within(units).findByRole("button", { name: "Add unit" })).toBeTruthy();
  });

  it("answers an organisation the asker may not see with its 404", async () => {
    answers = {
      "GET /api/me/organisation": () => Response.json({ org: null }),
      [`GET /api/orgs/${ORG_ID}`]: () => Response.json({ error: { code: "NOT_FOUND", message: ORG_NOT_FOUND } }, { status: 404 }),
    };
    open(`/organisation?org=${ORG_ID}`);
    expect(await screen.findByRole("heading", { level: 1, name: ORG_NOT_FOUND })).toBeTruthy();
    expect(toast).not.toHaveBeenCalled();
  });

  it("tells a member of none that they are in no organisation, and lets them ask for one", async () => {
    answers = {
      "GET /api/me/organisation": () => Response.json({ org: null }),
      "POST /api/orgs": () => Response.json({ id: ORG_ID }, { status: 201 }),
    };
    open();
    expect(await screen.findByText("You are not in an organisation. An invitation from one brings you here.")).toBeTruthy();
    const form = screen.getByRole("region", { name: "Ask for an organisation" });
    fireEvent.change(within(form).getByLabelText("Organisation name"), { target: { value: "Harbor Logistics" } });
    fireEvent.click(within(form).getByRole("button", { name: "Ask for approval" }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: "Harbor Logistics requested: a site admin will approve it" }));
    const post = fetchMock.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === "POST") as [string, RequestInit];
    expect(JSON.parse(post[1].body as string)).toEqual({ name: "Harbor Logistics" });
  });

  it("shows the owner of an organisation waiting for approval their place and the wait, nothing to manage yet", async () => {
    answers = {
      "GET /api/me/organisation": mine("owner"),
      // As the server answers its owner while it waits: nothing to manage.
      [`GET /api/orgs/${ORG_ID}`]: () =>
        Response.json({ ...orgAs("owner"), status: "requested", viewer: { ...orgAs("owner").viewer, may: { manage: false, lead: true } } }),
    };
    open();
    expect(await screen.findByText("Waiting for approval", {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole("region", { name: "Your place" })).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Units" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Approve" })).toBeNull();
  });
});
