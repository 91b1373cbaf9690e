import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { Post } from "../../../../shared/content.js";
import { PostForm, type PostFormProps } from "./posts/post-form.js";

// The publication control inside a real form (the post form: JSON; the
// multipart forms send the same parsed fields through multipartBody).
// Rendering it also checks its classes for conflicts (cn(), docs/decisions/069).

beforeEach(() => void vi.stubEnv("TZ", "Europe/Berlin"));
afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

function renderForm(editing: Post | null = null) {
  const mutateAsync = vi.fn().mockResolvedValue({});
  const save = { isPending: false, mutateAsync } as unknown as PostFormProps["save"];
  render(<PostForm editing={editing} save={save} onSaved={() => {}} onCancel={() => {}} />);
  return mutateAsync;
}

function fillPost() {
  fireEvent.change(screen.getByLabelText("Title"), { target: { value: "Night march" } });
  fireEvent.change(screen.getByLabelText("Content (Markdown supported)"), { target: { value: "Move at dusk." } });
}

async function submit() {
  const button = screen.getByRole("button", { name: /^(Create|Update) Post$/ }) as HTMLButtonElement;
  await act(async () => fireEvent.submit(button.form!));
}

/** A year ahead: in the future, and within the schema's limit of five years. */
const YEAR = new Date().getFullYear() + 1;

const sentInput = (mutateAsync: ReturnType<typeof renderForm>) => (mutateAsync.mock.calls[0]?.[0] as { input: Record<string, unknown> }).input;

describe("PublicationField in the post form", () => {
  it("publishes now by default; Schedule asks for a release time in the admin's zone and sends it as an ISO instant", async () => {
    const mutateAsync = renderForm();
    const group = screen.getByRole("group", { name: "Publish" });
    expect(group).toBeTruthy();
    expect((screen.getByRole("radio", { name: "Publish now" }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByLabelText("Release time")).toBeNull();

    fireEvent.click(screen.getByRole("radio", { name: "Schedule" }));
    const time = screen.getByLabelText("Release time") as HTMLInputElement;
    expect(time.type).toBe("datetime-local");
    // Its hint names the zone the time is read in.
    expect(document.getElementById(time.getAttribute("aria-describedby")!)?.textContent).toContain("Europe/Berlin");

    fillPost();
    fireEvent.change(time, { target: { value: `${YEAR}-01-15T09:30` } });
    await submit();
    // 09:30 in Berlin in winter is 08:30 UTC.
    expect(sentInput(mutateAsync)).toMatchObject({ title: "Night march", status: "scheduled", publishAt: `${YEAR}-01-15T08:30:00.000Z` });
  });

  it("sends a draft without a time", async () => {
    const mutateAsync = renderForm();
    fillPost();
    fireEvent.click(screen.getByRole("radio", { name: "Save as draft" }));
    await submit();
    expect(sentInput(mutateAsync)).toMatchObject({ status: "draft" });
    expect(sentInput(mutateAsync).publishAt).toBeUndefined();
  });

  it("preloads an edited record's status and its release time in the admin's zone", async () => {
    const post: Post = {
      id: "p1",
      title: "Night march",
      content: "Move at dusk.",
      isMembersOnly: false,
      createdAt: "2026-11-20T10:00:00.000Z",
      status: "scheduled",
      publishAt: `${YEAR}-07-01T04:00:00.000Z`,
      locked: false,
    };
    const mutateAsync = renderForm(post);
    expect((screen.getByRole("radio", { name: "Schedule" }) as HTMLInputElement).checked).toBe(true);
    // Summer in Berlin: UTC+2.
    expect((screen.getByLabelText("Release time") as HTMLInputElement).value).toBe(`${YEAR}-07-01T06:00`);
    await submit();
    expect(sentInput(mutateAsync)).toMatchObject({ status: "scheduled", publishAt: `${YEAR}-07-01T04:00:00.000Z` });
  });

  it("asks before publishing a time that has passed: declined sends nothing, confirmed publishes now", async () => {
    // happy-dom has no confirm() of its own.
    const confirm = vi.fn().mockReturnValue(false);
    vi.stubGlobal("confirm", confirm);
    const mutateAsync = renderForm();
    fillPost();
    fireEvent.click(screen.getByRole("radio", { name: "Schedule" }));
    fireEvent.change(screen.getByLabelText("Release time"), { target: { value: "2001-01-01T00:00" } });
    await submit();
    expect(confirm).toHaveBeenCalledWith("That time has passed. Publish now?");
    expect(mutateAsync).not.toHaveBeenCalled();

    confirm.mockReturnValue(true);
    await submit();
    expect(mutateAsync).toHaveBeenCalledTimes(1);
    expect(sentInput(mutateAsync)).toMatchObject({ status: "published" });
    expect(sentInput(mutateAsync).publishAt).toBeUndefined();
  });
});
