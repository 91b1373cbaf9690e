import { QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { createQueryClient } from "../../../lib/query-client.js";
import { toast } from "../../../lib/use-toast.js";
import { testOrg } from "../lib/test-org.js";
import { AssignmentsSection } from "./assignments-section.js";

// The organisation page's Assignments (issue 33, decision 097) against stubbed assignment routes.

vi.mock("../../../lib/use-toast.js", () => ({ toast: vi.fn() }));
const session = vi.hoisted(() => ({ user: { id: "u1" }, isPending: false }));
vi.mock("../../../lib/session.js", () => ({ useSession: () => session }));

const ORG = testOrg();
const ASSIGNMENT = {
  id: "a1",
  kind: "post",
  recordId: "p1",
  title: "Leadership Foundations",
  dueAt: "2030-03-20T12:00:00.000Z",
  hours: 2,
  unitId: "unit-1",
  userId: null,
  passMark: null,
  questionCount: 0,
  createdAt: "2026-11-27T10:00:00.000Z",
};
const person = (userId: string, name: string, email: string) => ({
  userId,
  name,
  email,
  role: "member",
  unitId: null,
  supervisedUnitIds: [],
  joinedBy: "link",
  joinedAt: "2026-11-01T00:00:00.000Z",
});
const PEOPLE = [person("u2", "Mia One", "m1@example.com"), person("u3", "Max Two", "m2@example.com")];
let posted: unknown[];

beforeEach(() => {
  vi.mocked(toast).mockClear();
  posted = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === "/api/orgs/o1/assignments" && init?.method === "POST") {
        posted.push(JSON.parse(String(init.body)));
        return Response.json({ id: "a2" }, { status: 201 });
      }
      if (url === "/api/orgs/o1/assignments?limit=100") return Response.json({ items: [ASSIGNMENT], nextCursor: null });
      if (url === "/api/posts?limit=100") return Response.json({ items: [{ id: "p1", title: "Leadership Foundations" }], nextCursor: null });
      if (url === "/api/orgs/o1/assignments/a1/roster?limit=100")
        return Response.json({
          items: [
            { userId: "u2", email: "m1@example.com", name: "Mia One", status: "done", completedAt: "2026-11-27T11:00:00.000Z" },
            { userId: "u3", email: "m2@example.com", name: "Max Two", status: "overdue", completedAt: null },
          ],
          nextCursor: null,
        });
      if (url.startsWith("/api/orgs/o1/people?")) {
        const q = new URL(url, "http://x").searchParams.get("q") ?? "";
        return Response.json({ items: PEOPLE.filter((p) => p.name.toLowerCase().includes(q.toLowerCase())), nextCursor: null });
      }
      return new Response(null, { status: 404 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const renderIt = (manage: boolean) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AssignmentsSection org={ORG} manage={manage} />
    </QueryClientProvider>,
  );

describe("AssignmentsSection", () => {
  it("lets an owner assign a published record to a unit with a due date and hours", async () => {
    renderIt(true);
    const form = screen.getByRole("form", { name: "Assign training" });
    await waitFor(() => expect((within(form).getByLabelText("Title") as HTMLSelectElement).value).toBe("p1"));
    fireEvent.change(within(form).getByLabelText("Due"), { target: { value: "2030-03-20T12:00" } });
    fireEvent.change(within(form).getByLabelText("Credit hours (optional)"), { target: { value: "1.5" } });
    fireEvent.change(within(form).getByLabelText("Who"), { target: { value: "unit-1" } });
    await act(async () => fireEvent.click(within(form).getByRole("button", { name: "Assign" })));
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: "Training assigned" }));
    expect(posted).toEqual([{ kind: "post", recordId: "p1", dueAt: new Date("2030-03-20T12:00").toISOString(), hours: 1.5, unitId: "unit-1" }]);
  });

  it("lets an owner assign to one person found by name, through a labelled search and choice", async () => {
    renderIt(true);
    const form = screen.getByRole("form", { name: "Assign training" });
    await waitFor(() => expect((within(form).getByLabelText("Title") as HTMLSelectElement).value).toBe("p1"));
    fireEvent.change(within(form).getByLabelText("Due"), { target: { value: "2030-03-20T12:00" } });
    expect(within(form).queryByLabelText("Person")).toBeNull();
    fireEvent.change(within(form).getByLabelText("Who"), { target: { value: "person" } });
    const choice = within(form).getByLabelText("Person") as HTMLSelectElement;
    expect(choice.required).toBe(true);
    await waitFor(() =>
      expect(
        within(choice)
          .getAllByRole("option")
          .map((o) => o.textContent),
      ).toContain("Max Two (m2@example.com)"),
    );
    fireEvent.change(within(form).getByLabelText("Find a person"), { target: { value: "max" } });
    await waitFor(() => expect(within(form).getByText("1 person matches.")).toBeTruthy());
    expect(
      within(choice)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Choose a person", "Max Two (m2@example.com)"]);
    fireEvent.change(choice, { target: { value: "u3" } });
    await act(async () => fireEvent.click(within(form).getByRole("button", { name: "Assign" })));
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: "Training assigned" }));
    expect(posted).toEqual([{ kind: "post", recordId: "p1", dueAt: new Date("2030-03-20T12:00").toISOString(), userId: "u3" }]);
  });

  it("shows a supervisor each assignment's roster and its CSV, with nothing to assign or withdraw", async () => {
    renderIt(false);
    expect(screen.queryByRole("form", { name: "Assign training" })).toBeNull();
    const list = await screen.findByRole("list", { name: "Assignments" });
    expect(list.textContent).toContain("Leadership Foundations");
    expect(list.textContent).toContain("Patrol");
    expect(within(list).queryByRole("button", { name: /Withdraw/ })).toBeNull();
    fireEvent.click(within(list).getByRole("button", { name: "Roster" }));
    const table = await within(list).findByRole("table", { name: "Roster of Leadership Foundations" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^Mia One m1@example.comDone/),
      expect.stringMatching(/^Max Two m2@example.comOverdue—$/),
    ]);
    expect(within(list).getByRole("link", { name: "Download CSV" }).getAttribute("href")).toBe("/api/orgs/o1/assignments/a1/roster.csv");
    fireEvent.change(screen.getByLabelText("Completed from"), { target: { value: "2026-01-01" } });
    fireEvent.change(screen.getByLabelText("Completed to"), { target: { value: "2026-06-30" } });
    expect(screen.getByRole("link", { name: "Completions report (PDF)" }).getAttribute("href")).toBe(
      "/api/orgs/o1/reports/completions.pdf?from=2026-01-01&to=2026-06-30",
    );
  });
});
