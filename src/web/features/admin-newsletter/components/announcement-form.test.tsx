import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { createQueryClient } from "../../../lib/query-client.js";
import { AnnouncementForm } from "./announcement-form.js";

// The announcement form: nothing is asked or sent with an empty field; a
// confirmed one is posted with its audience; a refusal keeps what was typed.

const toast = vi.hoisted(() => vi.fn());
vi.mock("../../../lib/use-toast.js", () => ({ toast }));
vi.mock("../../../lib/session.js", () => ({ useSession: () => ({ user: { id: "admin-1" }, isPending: false }) }));

let fetchMock: ReturnType<typeof vi.fn>;
let answer: () => Response;
beforeEach(() => {
  answer = () => Response.json({ id: "9e45e2d2-12bc-4b27-b1f3-8573474c65a0", recipients: 12 }, { status: 202 });
  fetchMock = vi.fn(async () => answer());
  vi.stubGlobal("fetch", fetchMock);
  toast.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

function open() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AnnouncementForm />
    </QueryClientProvider>,
  );
}

const fill = () => {
  fireEvent.change(screen.getByLabelText("Subject"), { target: { value: "Members call" } });
  fireEvent.change(screen.getByLabelText("Message (Markdown supported)"), { target: { value: "On **Friday**." } });
  fireEvent.click(screen.getByLabelText("Members who take announcements"));
};

describe("AnnouncementForm", () => {
  it("opens no confirmation while a field is empty", () => {
    open();
    fireEvent.click(screen.getByRole("button", { name: "Send announcement" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("asks first, then posts the announcement with its audience and clears the form", async () => {
    open();
    fill();
    fireEvent.click(screen.getByRole("button", { name: "Send announcement" }));
    expect((await screen.findByRole("alertdialog")).textContent).toContain("“Members call” goes to members who take announcements");
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ title: "Announcement queued", description: "It goes to 12 subscribers now, at the newsletter's pace." }),
    );
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/admin/newsletter/announcements");
    expect(JSON.parse(init.body as string)).toEqual({ subject: "Members call", body: "On **Friday**.", audience: "members" });
    expect((screen.getByLabelText("Subject") as HTMLInputElement).value).toBe("");
  });

  it("to an organisation: asks for one of the approved ones, names it in the question, and posts its id", async () => {
    const orgId = "5b0c6a54-3f38-4c1e-9a5e-0c7d2f1e8a11";
    const orgs = { items: [{ id: orgId, name: "Alpha Sheriff", status: "active", people: 40, createdAt: "2026-11-01T00:00:00.000Z" }], nextCursor: null };
    fetchMock = vi.fn(async (url: string) =>
      url.startsWith("/api/admin/orgs") ? Response.json(orgs) : Response.json({ id: "9e45e2d2-12bc-4b27-b1f3-8573474c65a0", recipients: 3 }, { status: 202 }),
    );
    vi.stubGlobal("fetch", fetchMock);
    open();
    fill();
    expect(screen.queryByLabelText("Organisation")).toBeNull();
    fireEvent.click(screen.getByLabelText("One organisation's people who take announcements"));
    // Required while that audience is chosen: no organisation, no question.
    fireEvent.click(screen.getByRole("button", { name: "Send announcement" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    await screen.findByRole("option", { name: "Alpha Sheriff (40 people)" });
    expect(String(fetchMock.mock.calls[0]![0])).toContain("status=active");
    fireEvent.change(screen.getByLabelText("Organisation"), { target: { value: orgId } });
    fireEvent.click(screen.getByRole("button", { name: "Send announcement" }));
    expect((await screen.findByRole("alertdialog")).textContent).toContain("“Members call” goes to the people of Alpha Sheriff who take announcements");
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Announcement queued" })));
    const [, init] = fetchMock.mock.calls.find(([url]) => url === "/api/admin/newsletter/announcements") as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({ subject: "Members call", body: "On **Friday**.", audience: "organisation", orgId });
  });

  it("keeps what was typed when the server refuses", async () => {
    answer = () => Response.json({ error: { code: "BAD_REQUEST", message: "Subject is required." } }, { status: 400 });
    open();
    fill();
    fireEvent.click(screen.getByRole("button", { name: "Send announcement" }));
    fireEvent.click(await screen.findByRole("button", { name: "Send" }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Error sending announcement", description: "Subject is required." })),
    );
    expect((screen.getByLabelText("Subject") as HTMLInputElement).value).toBe("Members call");
  });
});
