import { QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { MyAssignments } from "../../../../shared/assignments.js";
import { createQueryClient } from "../../../lib/query-client.js";
import { AssignedToYou } from "./assigned-to-you.js";

// "Assigned to you" on the dashboard (issue 33) against a stubbed /api/me/assignments.

vi.mock("../../../lib/use-toast.js", () => ({ toast: vi.fn() }));
const session = vi.hoisted(() => ({ user: { id: "u1" } as { id: string } | null, isPending: false }));
vi.mock("../../../lib/session.js", () => ({ useSession: () => session }));

let answer: MyAssignments;
let attempts: unknown[] = [];
beforeEach(() => {
  session.user = { id: "u1" };
  attempts = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === "/api/me/assignments") return Response.json(answer);
      if (url === "/api/orgs/o1/assignments/a2/check")
        return Response.json({
          assignmentId: "a2",
          title: "Leadership Foundations",
          passMark: 100,
          questions: [
            { prompt: "Who leads?", choices: ["You", "Nobody"] },
            { prompt: "When?", choices: ["Later", "Now"] },
          ],
          attempts: [],
        });
      if (url === "/api/orgs/o1/assignments/a2/check/attempts" && init?.method === "POST") {
        attempts.push(JSON.parse(String(init.body)));
        return Response.json({ id: "t1", score: 100, passed: true, correct: 2, total: 2 }, { status: 201 });
      }
      return new Response(null, { status: 404 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const renderIt = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <AssignedToYou />
      </MemoryRouter>
    </QueryClientProvider>,
  );

const item = (over: Partial<MyAssignments["items"][number]>): MyAssignments["items"][number] => ({
  assignmentId: "a1",
  kind: "post",
  recordId: "11111111-1111-4111-8111-111111111111",
  title: "Leadership Foundations",
  dueAt: "2030-03-20T12:00:00.000Z",
  hours: 2,
  hasCheck: false,
  status: "not-started",
  completedAt: null,
  ...over,
});

describe("AssignedToYou", () => {
  it("lists the member's assignments with due dates and status, each linking to its record", async () => {
    answer = {
      orgId: "o1",
      items: [
        item({ assignmentId: "a1", status: "overdue", dueAt: "2026-01-01T09:00:00.000Z", title: "Use of force" }),
        item({ assignmentId: "a2", kind: "item", recordId: "22222222-2222-4222-8222-222222222222", status: "in-progress", hasCheck: true }),
      ],
    };
    renderIt();
    const section = await screen.findByRole("region", { name: "Assigned to you" });
    const links = within(section).getAllByRole("link");
    expect(links.map((l) => l.getAttribute("href"))).toEqual([
      "/field-manual/11111111-1111-4111-8111-111111111111",
      "/after-action/22222222-2222-4222-8222-222222222222",
    ]);
    expect(links[0]!.textContent).toContain("Use of force");
    expect(links[0]!.textContent).toContain("Overdue");
    expect(links[0]!.querySelector("time")?.getAttribute("dateTime")).toBe("2026-01-01T09:00:00.000Z");
    expect(links[1]!.textContent).toContain("In progress");
    expect(links[1]!.textContent).toContain("knowledge check");
    expect(links[1]!.textContent).toContain("2 h");
  });

  it("opens an assignment's knowledge check in place, sends every answer and says whether it passed", async () => {
    answer = { orgId: "o1", items: [item({ assignmentId: "a2", hasCheck: true })] };
    renderIt();
    const open = await screen.findByRole("button", { name: "Take the knowledge check" });
    expect(open.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(open);
    const form = await screen.findByRole("form", { name: "Knowledge check: Leadership Foundations" });
    const submit = within(form).getByRole("button", { name: "Submit answers" });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(form).getByLabelText("You"));
    fireEvent.click(within(form).getByLabelText("Now"));
    await act(async () => fireEvent.click(submit));
    expect(attempts).toEqual([{ answers: [0, 1] }]);
    expect(await within(form).findByText("2 of 2 right (100 %): passed.")).toBeTruthy();
  });

  it("shows nothing when the member has no assignments", async () => {
    answer = { orgId: null, items: [] };
    const { container } = renderIt();
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.innerHTML).toBe("");
  });
});
