import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { StrictMode } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { DEFAULT_PREFERENCES, NEWSLETTER_MESSAGES } from "../../../../shared/newsletter.js";
import { createQueryClient } from "../../../lib/query-client.js";
import { ConfirmSubscription } from "./confirm-subscription.js";

// /newsletter/confirm (issue 31): the page posts the token once, even under
// StrictMode's doubled effects, and says how it went.

let fetchMock: ReturnType<typeof vi.fn>;
let answer: () => Response;

beforeEach(() => {
  answer = () =>
    Response.json({ email: "reader@example.com", status: "active", preferences: DEFAULT_PREFERENCES, preferencesPath: "/newsletter/preferences?s=sub&t=sig" });
  fetchMock = vi.fn(async () => answer());
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function open(url: string) {
  render(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={[url]}>
          <ConfirmSubscription />
        </MemoryRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}

describe("ConfirmSubscription", () => {
  it("says it is confirming, posts the token once, then shows the confirmed address", async () => {
    open("/newsletter/confirm?token=tok-123");
    expect(screen.getByRole("status").textContent).toBe("Confirming...");
    expect(await screen.findByRole("heading", { level: 1, name: "Subscription confirmed" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toContain("reader@example.com");
    expect(screen.getByRole("link", { name: "Back to the home page" }).getAttribute("href")).toBe("/");
    expect(screen.getByRole("link", { name: "Choose what you get" }).getAttribute("href")).toBe("/newsletter/preferences?s=sub&t=sig");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/newsletter/confirm");
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual({ token: "tok-123" });
  });

  it("shows the contract's sentence and a way back to the form for a used or expired token", async () => {
    answer = () => Response.json({ error: { code: "BAD_REQUEST", message: NEWSLETTER_MESSAGES.confirmFailed } }, { status: 400 });
    open("/newsletter/confirm?token=used");
    expect((await screen.findByRole("alert")).textContent).toBe(NEWSLETTER_MESSAGES.confirmFailed);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Confirmation failed");
    expect(screen.getByRole("link", { name: "Go to the newsletter form on the home page" }).getAttribute("href")).toBe("/#newsletter");
  });

  it("sends nothing for a link without its token", () => {
    open("/newsletter/confirm");
    expect(screen.getByRole("alert").textContent).toBe(NEWSLETTER_MESSAGES.confirmFailed);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("offers a retry when the server could not answer", async () => {
    answer = () => Response.json({ error: { code: "UNAVAILABLE", message: "The service is busy. Try again shortly." } }, { status: 503 });
    open("/newsletter/confirm?token=tok-123");
    expect((await screen.findByRole("alert")).textContent).toBe("The service is busy. Try again shortly.");
    answer = () =>
      Response.json({
        email: "reader@example.com",
        status: "active",
        preferences: DEFAULT_PREFERENCES,
        preferencesPath: "/newsletter/preferences?s=sub&t=sig",
      });
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Subscription confirmed" })).toBeTruthy();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  });
});
