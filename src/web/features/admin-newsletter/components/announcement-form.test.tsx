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
