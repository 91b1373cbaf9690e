import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { NEWSLETTER_MESSAGES } from "../../../../shared/newsletter.js";
import { toast } from "../../../lib/use-toast.js";
import { NewsletterForm } from "./newsletter-form.js";

// Stay Sharp's JOIN (issue 31) against a stubbed API: the address is sent,
// the server's answer is the toast, the field is cleared on success and kept
// on failure, and JOIN waits while the request runs.

vi.mock("../../../lib/use-toast.js", () => ({ toast: vi.fn() }));

let fetchMock: ReturnType<typeof vi.fn>;
let answer: () => Promise<Response>;

beforeEach(() => {
  vi.mocked(toast).mockClear();
  answer = async () => Response.json({ message: NEWSLETTER_MESSAGES.subscribed }, { status: 202 });
  fetchMock = vi.fn(() => answer());
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function join(address: string) {
  render(<NewsletterForm />);
  const field = screen.getByLabelText<HTMLInputElement>("Email address");
  fireEvent.change(field, { target: { value: address } });
  fireEvent.submit(field.form!);
  return { field, button: screen.getByRole("button", { name: "JOIN" }) };
}

describe("NewsletterForm", () => {
  it("keeps the spec's words: a required e-mail field with its placeholder, and JOIN", () => {
    render(<NewsletterForm />);
    const field = screen.getByLabelText<HTMLInputElement>("Email address");
    expect(field.required).toBe(true);
    expect(field.type).toBe("email");
    expect(field.placeholder).toBe("you@example.com");
    expect(screen.getByRole("region", { name: "Stay Sharp" }).id).toBe("newsletter");
  });

  it("posts the address, shows the server's answer and clears the field", async () => {
    const { field } = join("reader@example.com");
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: "Check your inbox", description: NEWSLETTER_MESSAGES.subscribed }));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/newsletter/subscribe");
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual({ email: "reader@example.com" });
    expect(field.value).toBe("");
  });

  it("shows the server's refusal in the error toast and keeps the address", async () => {
    answer = async () => Response.json({ error: { code: "BAD_REQUEST", message: "Please enter a valid email address." } }, { status: 400 });
    const { field } = join("reader@example");
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ variant: "destructive", title: "Error subscribing", description: "Please enter a valid email address." }),
    );
    expect(field.value).toBe("reader@example");
  });

  it("disables JOIN while the request runs", async () => {
    let release!: () => void;
    answer = () => new Promise((resolve) => (release = () => resolve(Response.json({ message: NEWSLETTER_MESSAGES.subscribed }, { status: 202 }))));
    const { button } = join("reader@example.com");
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(button).toHaveProperty("disabled", true);
    await act(async () => release());
    await waitFor(() => expect(button).toHaveProperty("disabled", false));
  });
});
