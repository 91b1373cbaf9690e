import { QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { DEFAULT_PREFERENCES, NEWSLETTER_MESSAGES, NEWSLETTER_TOPIC_LABELS, type Subscription } from "../../../../shared/newsletter.js";
import { createQueryClient } from "../../../lib/query-client.js";
import { toast } from "../../../lib/use-toast.js";
import { NewsletterSection } from "./newsletter-section.js";

// The account page's Newsletter section (issue 31) against a stubbed
// /api/newsletter/me: on at once, the topics while on, off, and a bounced
// address told why and offered Subscribe.

vi.mock("../../../lib/use-toast.js", () => ({ toast: vi.fn() }));
const session = vi.hoisted(() => ({ user: { id: "u1" }, isPending: false }));
vi.mock("../../../lib/session.js", () => ({ useSession: () => session }));

let subscription: Subscription;
let fetchMock: ReturnType<typeof vi.fn>;
const puts = () =>
  fetchMock.mock.calls
    .filter(([, init]) => (init as RequestInit | undefined)?.method === "PUT")
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)));

beforeEach(() => {
  vi.mocked(toast).mockClear();
  subscription = { email: "member@example.com", status: "none", preferences: DEFAULT_PREFERENCES };
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url !== "/api/newsletter/me") return new Response(null, { status: 404 });
    if (init?.method === "PUT") {
      const input = JSON.parse(String(init.body)) as { subscribed: boolean; preferences?: Subscription["preferences"] };
      subscription = { ...subscription, status: input.subscribed ? "active" : "unsubscribed", preferences: input.preferences ?? subscription.preferences };
    }
    return Response.json(subscription);
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderSection() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <NewsletterSection />
    </QueryClientProvider>,
  );
  return screen.getByRole("region", { name: "Newsletter" });
}

describe("NewsletterSection", () => {
  it("subscribes a member at once, then shows the topics; Save sends them; Unsubscribe turns it off", async () => {
    const section = renderSection();
    expect(await within(section).findByText("You are not subscribed to the newsletter.")).toBeTruthy();
    expect(within(section).queryAllByRole("checkbox")).toHaveLength(0);

    await act(async () => fireEvent.click(within(section).getByRole("button", { name: "Subscribe" })));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ title: "Subscribed to Stay Sharp", description: "The newsletter will come to member@example.com." }),
    );
    expect(puts()).toEqual([{ subscribed: true }]);
    const status = within(section).getByRole("status");
    expect(status.textContent).toBe("You get the Stay Sharp newsletter at member@example.com.");
    await waitFor(() => expect(document.activeElement).toBe(status));
    expect(within(section).getAllByRole("checkbox")).toHaveLength(5);

    fireEvent.click(within(section).getByLabelText(NEWSLETTER_TOPIC_LABELS.announcements));
    await act(async () => fireEvent.click(within(section).getByRole("button", { name: "Save" })));
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: NEWSLETTER_MESSAGES.saved }));
    expect(puts()[1]).toEqual({ subscribed: true, preferences: { ...DEFAULT_PREFERENCES, announcements: false } });

    await act(async () => fireEvent.click(within(section).getByRole("button", { name: "Unsubscribe" })));
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: "Unsubscribed", description: NEWSLETTER_MESSAGES.unsubscribed }));
    expect(puts()[2]).toEqual({ subscribed: false });
    expect(within(section).getByRole("status").textContent).toBe("You are not subscribed to the newsletter.");
    expect(within(section).queryAllByRole("checkbox")).toHaveLength(0);
  });

  it("says why a bounced address gets nothing, and Subscribe turns it back on", async () => {
    subscription = { ...subscription, status: "bounced" };
    const section = renderSection();
    expect(await within(section).findByText("Mail to this address was refused by its server, so the newsletter is paused.")).toBeTruthy();
    await act(async () => fireEvent.click(within(section).getByRole("button", { name: "Subscribe" })));
    await waitFor(() => expect(within(section).getAllByRole("checkbox")).toHaveLength(5));
    expect(puts()).toEqual([{ subscribed: true }]);
  });

  it("shows the server's refusal in the error toast", async () => {
    const section = renderSection();
    await within(section).findByText("You are not subscribed to the newsletter.");
    fetchMock.mockImplementationOnce(async () =>
      Response.json({ error: { code: "TOO_MANY_REQUESTS", message: "Too many requests. Try again in a minute." } }, { status: 429 }),
    );
    await act(async () => fireEvent.click(within(section).getByRole("button", { name: "Subscribe" })));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ variant: "destructive", title: "Error subscribing", description: "Too many requests. Try again in a minute." }),
    );
  });
});
