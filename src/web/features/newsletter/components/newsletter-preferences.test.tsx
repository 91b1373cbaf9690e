import { QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { DEFAULT_PREFERENCES, NEWSLETTER_MESSAGES, NEWSLETTER_TOPIC_LABELS, NEWSLETTER_TOPICS, type Subscription } from "../../../../shared/newsletter.js";
import { createQueryClient } from "../../../lib/query-client.js";
import { toast } from "../../../lib/use-toast.js";
import { NewsletterPreferences } from "./newsletter-preferences.js";

// /newsletter/preferences (issue 31) against a stubbed API: the signed link
// loads the subscription, the five topics save, Unsubscribe from all ends it,
// and a bad link is said on the page.

vi.mock("../../../lib/use-toast.js", () => ({ toast: vi.fn() }));

const LINK = "s=sub-1&t=sig-1";
let subscription: Subscription;
let fetchMock: ReturnType<typeof vi.fn>;
const calls = () => fetchMock.mock.calls.map(([url, init]) => `${(init as RequestInit | undefined)?.method ?? "GET"} ${String(url)}`);
const bodyOf = (method: string) =>
  JSON.parse(String((fetchMock.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === method)![1] as RequestInit).body));

beforeEach(() => {
  vi.mocked(toast).mockClear();
  subscription = { email: "reader@example.com", status: "active", preferences: { ...DEFAULT_PREFERENCES, digest: false } };
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? "GET";
    if (!url.endsWith(`?${LINK}`)) return Response.json({ error: { code: "BAD_REQUEST", message: NEWSLETTER_MESSAGES.badLink } }, { status: 400 });
    if (url.startsWith("/api/newsletter/preferences") && method === "PUT") {
      subscription = { ...subscription, preferences: (JSON.parse(String(init!.body)) as Subscription).preferences };
    } else if (url.startsWith("/api/newsletter/unsubscribe") && method === "POST") {
      subscription = { ...subscription, status: "unsubscribed" };
    }
    return Response.json(subscription);
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function open(url: string) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <NewsletterPreferences />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const checkboxes = () => screen.getAllByRole<HTMLInputElement>("checkbox");

describe("NewsletterPreferences", () => {
  it("shows the address and the five topics, labelled, in the contract's order", async () => {
    open(`/newsletter/preferences?${LINK}`);
    expect(screen.getByRole("status").textContent).toBe("Loading your preferences...");
    expect(await screen.findByText("reader@example.com")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Newsletter preferences");
    expect(screen.getByRole("group", { name: "What you get" })).toBeTruthy();
    expect(checkboxes().map((box) => box.labels?.[0]?.textContent)).toEqual(NEWSLETTER_TOPICS.map((topic) => NEWSLETTER_TOPIC_LABELS[topic]));
    expect(checkboxes().map((box) => box.checked)).toEqual([true, true, true, false, true]);
  });

  it("saves the chosen topics with the signed link and says so", async () => {
    open(`/newsletter/preferences?${LINK}`);
    fireEvent.click(await screen.findByLabelText(NEWSLETTER_TOPIC_LABELS.episodes));
    fireEvent.click(screen.getByLabelText(NEWSLETTER_TOPIC_LABELS.digest));
    const save = screen.getByRole("button", { name: "Save" });
    await act(async () => fireEvent.click(save));
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: NEWSLETTER_MESSAGES.saved }));
    expect(calls()).toContain(`PUT /api/newsletter/preferences?${LINK}`);
    expect(bodyOf("PUT")).toEqual({ preferences: { articles: true, episodes: false, caseStudies: true, digest: true, announcements: true } });
    expect(checkboxes().map((box) => box.checked)).toEqual([true, false, true, true, true]);
    // The saved answer does not rebuild the form (which would drop the focus): Save is the same element.
    await waitFor(() => expect(save).toHaveProperty("disabled", false));
    expect(screen.getByRole("button", { name: "Save" })).toBe(save);
  });

  it("unsubscribes from all: the form gives way to the contract's message, which takes the focus", async () => {
    open(`/newsletter/preferences?${LINK}`);
    const button = await screen.findByRole("button", { name: "Unsubscribe from all" });
    await act(async () => fireEvent.click(button));
    const message = await screen.findByText(NEWSLETTER_MESSAGES.unsubscribed);
    expect(calls()).toContain(`POST /api/newsletter/unsubscribe?${LINK}`);
    expect(bodyOf("POST")).toEqual({});
    expect(screen.queryAllByRole("checkbox")).toHaveLength(0);
    await waitFor(() => expect(document.activeElement).toBe(message));
  });

  it("says on the page when the link's signature is wrong", async () => {
    open("/newsletter/preferences?s=sub-1&t=forged");
    expect((await screen.findByRole("alert")).textContent).toBe(NEWSLETTER_MESSAGES.badLink);
    expect(screen.getByRole("link", { name: "Go to the newsletter form on the home page" }).getAttribute("href")).toBe("/#newsletter");
  });

  it("asks nothing of the server for a link cut short", () => {
    open("/newsletter/preferences?s=sub-1");
    expect(screen.getByRole("alert").textContent).toBe(NEWSLETTER_MESSAGES.badLink);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("tells a bounced subscriber why nothing comes", async () => {
    subscription = { ...subscription, status: "bounced" };
    open(`/newsletter/preferences?${LINK}`);
    expect(await screen.findByText("Mail to this address was refused by its server, so the newsletter is paused.")).toBeTruthy();
    expect(screen.queryAllByRole("checkbox")).toHaveLength(0);
  });
});
