import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { PostInputBody } from "../../../../../shared/admin.js";
import type { Post } from "../../../../../shared/content.js";
import { changedSinceOpened } from "../../../../../shared/revisions.js";
import { ApiError } from "../../../../lib/api-client.js";
import { toast } from "../../../../lib/use-toast.js";
import { localCopyKey, readLocalCopy, writeLocalCopy } from "../../lib/local-copy.js";
import { PostForm, type PostFormProps } from "./post-form.js";

// The post form's side of issue 30: an edit sends the revision it opened and
// moves on with each save; a refused save keeps the words in the form; an
// edited draft saves itself; words kept on this device are offered back.

vi.mock("../../../../lib/use-toast.js", () => ({ toast: vi.fn() }));

const ID = "5f0c6c1e-8a51-4c1e-9f57-3b7f2b1f6a10";
const post = (over: Partial<Post> = {}): Post => ({
  id: ID,
  title: "Night march",
  content: "Move at dusk.",
  isMembersOnly: false,
  createdAt: "2026-11-20T10:00:00.000Z",
  status: "published",
  publishAt: "2026-11-20T10:00:00.000Z",
  revision: 3,
  locked: false,
  ...over,
});

async function renderForm(editing: Post | null, { saveResult, autosave }: { saveResult?: Promise<Post>; autosave?: PostFormProps["autosave"] } = {}) {
  const mutateAsync = vi.fn(() => saveResult ?? Promise.resolve(post({ revision: (editing?.revision ?? 0) + 1 })));
  const save = { isPending: false, mutateAsync } as unknown as PostFormProps["save"];
  const onSaved = vi.fn();
  const onLoadLatest = vi.fn();
  // Awaited: the preview's markdown renderer loads lazily.
  await act(async () => {
    render(<PostForm editing={editing} save={save} {...(autosave ? { autosave } : {})} onSaved={onSaved} onCancel={() => {}} onLoadLatest={onLoadLatest} />);
  });
  return { mutateAsync, onSaved, onLoadLatest };
}

const title = () => screen.getByLabelText<HTMLInputElement>("Title");
const content = () => screen.getByLabelText<HTMLTextAreaElement>("Content (Markdown supported)");
const autosaveStatus = () => screen.getByText(/^(Autosave|Saving|Saved as draft)/);
const sentInputs = (mock: ReturnType<typeof vi.fn>) => mock.mock.calls.map((call) => (call[0] as { input: PostInputBody }).input);

/** Typing, awaited: new markdown may load the preview's renderer. */
async function change(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  await act(async () => fireEvent.change(field, { target: { value } }));
}

async function submit() {
  await act(async () => fireEvent.submit(title().form!));
}

beforeEach(() => {
  vi.mocked(toast).mockClear();
  window.localStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe("PostForm and revisions", () => {
  it("sends the revision it opened as baseRevision", async () => {
    const { mutateAsync, onSaved } = await renderForm(post());
    await change(title(), "Night march, revised");
    await submit();
    expect(sentInputs(mutateAsync)[0]).toMatchObject({ title: "Night march, revised", baseRevision: 3 });
    expect(onSaved).toHaveBeenCalledOnce();
  });

  it("a new post sends no baseRevision", async () => {
    const { mutateAsync } = await renderForm(null);
    await change(title(), "Fresh");
    await change(content(), "Words.");
    await submit();
    expect(sentInputs(mutateAsync)[0]!.baseRevision).toBeUndefined();
  });

  it("a refused save shows the server's message and keeps the typed words in the form and on this device", async () => {
    const refused = Promise.reject(new ApiError(409, "CONFLICT", changedSinceOpened("post")));
    refused.catch(() => {});
    const { onSaved, onLoadLatest } = await renderForm(post(), { saveResult: refused });
    expect(screen.queryByRole("button", { name: "Load the latest version" })).toBeNull();
    await change(content(), "My careful rewrite.");
    await submit();
    expect(toast).toHaveBeenCalledWith({ variant: "destructive", title: "Error saving post", description: changedSinceOpened("post") });
    expect(onSaved).not.toHaveBeenCalled();
    expect(content().value).toBe("My careful rewrite.");
    // The form says so where the admin is looking, and offers the latest version.
    expect(screen.getByRole("group", { name: "This post changed since you opened it." })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Load the latest version" }));
    expect(onLoadLatest).toHaveBeenCalledOnce();
    await act(async () => window.dispatchEvent(new Event("pagehide")));
    expect(readLocalCopy<{ content: string }>(localCopyKey("post", ID))?.fields.content).toBe("My careful rewrite.");
  });

  it("autosaves an edited draft five seconds after typing stops, each save standing on the revision the last one made", async () => {
    vi.useFakeTimers();
    const autosave = vi.fn<NonNullable<PostFormProps["autosave"]>>(async (_id, input) =>
      post({ status: "draft", revision: Number(input.baseRevision ?? 0) + 1 }),
    );
    const { mutateAsync } = await renderForm(post({ status: "draft" }), { autosave });
    expect(autosaveStatus().textContent).toContain("Autosave is on");
    expect(autosaveStatus().getAttribute("role")).toBe("status");

    await change(content(), "First pass.");
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(autosave).toHaveBeenCalledExactlyOnceWith(ID, expect.objectContaining({ content: "First pass.", status: "draft", baseRevision: 3 }), {
      keepalive: false,
    });
    expect(autosaveStatus().textContent).toMatch(/^Saved as draft at \d{1,2}:\d\d [AP]M$/);

    await change(content(), "Second pass.");
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(autosave).toHaveBeenLastCalledWith(ID, expect.objectContaining({ content: "Second pass.", baseRevision: 4 }), { keepalive: false });

    // The manual save stands on the autosave's revision too.
    await submit();
    expect(sentInputs(mutateAsync)[0]).toMatchObject({ content: "Second pass.", baseRevision: 5 });
  });

  it("does not autosave a published post, or a draft the admin is about to publish", async () => {
    vi.useFakeTimers();
    const autosave = vi.fn<NonNullable<PostFormProps["autosave"]>>();
    await renderForm(post({ status: "draft" }), { autosave });
    await act(async () => fireEvent.click(screen.getByRole("radio", { name: "Publish now" })));
    await change(content(), "Going live.");
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(autosave).not.toHaveBeenCalled();
  });

  it("offers words kept on this device when the form opens, and Restore puts them in the form", async () => {
    writeLocalCopy(localCopyKey("post", ID), {
      savedAt: "2026-11-22T18:40:00.000Z",
      baseRevision: 3,
      fields: { title: "Night march", content: "Words from before the crash." },
    });
    await renderForm(post());
    const offer = screen.getByRole("group", { name: /^Restore unsaved changes from / });
    expect(content().value).toBe("Move at dusk.");
    // The restored markdown loads the preview's renderer: the click's update is awaited.
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Restore" })));
    expect(content().value).toBe("Words from before the crash.");
    expect(offer.isConnected).toBe(false);
  });

  it("Discard drops the kept words", async () => {
    writeLocalCopy(localCopyKey("post", null), { savedAt: "2026-11-22T18:40:00.000Z", baseRevision: null, fields: { title: "Half a post", content: "" } });
    await renderForm(null);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Discard" })));
    expect(screen.queryByRole("group", { name: /^Restore unsaved changes/ })).toBeNull();
    expect(title().value).toBe("");
    expect(readLocalCopy(localCopyKey("post", null))).toBeNull();
  });
});
