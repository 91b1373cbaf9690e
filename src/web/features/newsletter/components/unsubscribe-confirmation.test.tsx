import { QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { DEFAULT_PREFERENCES, NEWSLETTER_MESSAGES, type Subscription } from "../../../../shared/newsletter.js";
import { createQueryClient } from "../../../lib/query-client.js";
import { UnsubscribeConfirmation } from "./unsubscribe-confirmation.js";

// /newsletter/unsubscribe (issue 31), the List-Unsubscribe page: opening it
// only reads the subscription; the button unsubscribes.

const LINK = "s=sub-1&t=sig-1";
let subscription: Subscription;
let fetchMock: ReturnType<typeof vi.fn>;
const calls = () => fetchMock.mock.calls.map(([url, init]) => `${(init as RequestInit | undefined)?.method ?? "GET"} ${String(url)}`);

beforeEach(() => {
  subscription = { email: "reader@example.com", status: "active", preferences: DEFAULT_PREFERENCES };
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (!url.endsWith(`?${LINK}`)) return Response.json({ error: { code: "BAD_REQUEST", message: NEWSLETTER_MESSAGES.badLink } }, { status: 400 });
    if (url.startsWith("/api/newsletter/unsubscribe") && init?.method === "POST") subscription = { ...subscription, status: "unsubscribed" };
    return Response.json(subscription);
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function open(url: string) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <UnsubscribeConfirmation />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("UnsubscribeConfirmation", () => {
  it("asks first, naming the address, with a way to change the topics instead", async () => {
    open(`/newsletter/unsubscribe?${LINK}`);
    expect(await screen.findByText("reader@example.com")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Unsubscribe from Stay Sharp?");
    expect(screen.getByRole("link", { name: "Change what you get instead" }).getAttribute("href")).toBe(`/newsletter/preferences?${LINK}`);
    expect(calls()).toEqual([`GET /api/newsletter/preferences?${LINK}`]);
  });

  it("unsubscribes on the button and says so", async () => {
    open(`/newsletter/unsubscribe?${LINK}`);
    const button = await screen.findByRole("button", { name: "Unsubscribe" });
    await act(async () => fireEvent.click(button));
    const message = await screen.findByText(NEWSLETTER_MESSAGES.unsubscribed);
    expect(calls()).toContain(`POST /api/newsletter/unsubscribe?${LINK}`);
    expect(screen.queryByRole("button", { name: "Unsubscribe" })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(message));
  });

  it("says on the page when the link is not valid", async () => {
    open("/newsletter/unsubscribe?s=sub-1&t=forged");
    expect((await screen.findByRole("alert")).textContent).toBe(NEWSLETTER_MESSAGES.badLink);
    expect(screen.queryByRole("button", { name: "Unsubscribe" })).toBeNull();
  });
});
