import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import type { ContentItem, Podcast, Post } from "../../../../shared/content.js";
import type { RecordSend } from "../../../../shared/newsletter-admin.js";
import { multipartBody } from "../lib/multipart.js";
import type { KnownSend } from "../lib/send-email.js";
import { ItemForm, type ItemFormProps } from "./items/item-form.js";
import { PodcastForm, type PodcastFormProps } from "./podcasts/podcast-form.js";
import { PostForm, type PostFormProps } from "./posts/post-form.js";

// "Email it to newsletter subscribers" in the three editors (issue 31): what
// each save sends (JSON for posts; the parsed fields that multipartBody turns
// into "true"/"false" for episodes and items), and what an edit shows once
// the record was e-mailed.

vi.mock("../../../lib/use-toast.js", () => ({ toast: vi.fn() }));

const LABEL = "Email it to newsletter subscribers";
const ID = "5f0c6c1e-8a51-4c1e-9f57-3b7f2b1f6a10";
const sendOf = (status: RecordSend["status"], sentCount = 0): RecordSend => ({ status, sentCount, failedCount: 0 });
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

async function renderPostForm(editing: Post | null, recordSend?: KnownSend) {
  const mutateAsync = vi.fn((_: unknown) => Promise.resolve(post()));
  const save = { isPending: false, mutateAsync } as unknown as PostFormProps["save"];
  await act(async () => {
    render(<PostForm editing={editing} save={save} {...(recordSend !== undefined ? { recordSend } : {})} onSaved={() => {}} onCancel={() => {}} />);
  });
  return () => (mutateAsync.mock.calls.at(-1)?.[0] as { input: Record<string, unknown> }).input;
}

const box = () => screen.getByRole<HTMLInputElement>("checkbox", { name: LABEL });

async function submit() {
  await act(async () => fireEvent.submit(screen.getByLabelText("Title").closest("form")!));
}

describe("Email it in the post form", () => {
  it("a new post offers it unticked and sends nothing about it until ticked, then sendEmail: true", async () => {
    const sent = await renderPostForm(null);
    fireEvent.change(screen.getByLabelText("Title"), { target: { value: "Night march" } });
    fireEvent.change(screen.getByLabelText("Content (Markdown supported)"), { target: { value: "Move at dusk." } });
    expect(box().checked).toBe(false);
    await submit();
    expect(sent()).not.toHaveProperty("sendEmail");

    await act(async () => fireEvent.click(box()));
    expect(screen.getByText(/^Emailed to subscribers when you save/)).toBeTruthy();
    expect(box().getAttribute("aria-describedby")).toBeTruthy();
    await submit();
    expect(sent()).toMatchObject({ title: "Night march", status: "published", sendEmail: true });
  });

  it("a post waiting to be e-mailed at its release opens ticked; unticking sends sendEmail: false", async () => {
    const sent = await renderPostForm(post({ status: "scheduled", publishAt: `${new Date().getFullYear() + 1}-07-01T04:00:00.000Z` }), sendOf("scheduled"));
    expect(box().checked).toBe(true);
    expect(screen.getByText("Will be emailed at release.")).toBeTruthy();
    await act(async () => fireEvent.click(box()));
    await submit();
    expect(sent()).toMatchObject({ status: "scheduled", sendEmail: false });
  });

  it("a post e-mailed already shows to how many, with no box, and sends nothing about it", async () => {
    const sent = await renderPostForm(post(), sendOf("done", 42));
    expect(screen.queryByRole("checkbox", { name: LABEL })).toBeNull();
    expect(screen.getByText("Emailed to 42 subscribers.")).toBeTruthy();
    await submit();
    expect(sent()).not.toHaveProperty("sendEmail");
  });

  it("while the server is asked, an edit shows no box and sends nothing about it", async () => {
    const sent = await renderPostForm(post());
    expect(screen.queryByRole("checkbox", { name: LABEL })).toBeNull();
    expect(screen.getByText("Checking whether it was emailed...")).toBeTruthy();
    await submit();
    expect(sent()).not.toHaveProperty("sendEmail");
  });
});

describe("Email it in the multipart forms", () => {
  it('an episode\'s edit sends sendEmail, as the multipart field "true"', async () => {
    const episode: Podcast = {
      id: ID,
      title: "Shift change",
      description: "Handing over.",
      isMembersOnly: false,
      createdAt: "2026-11-20T10:00:00.000Z",
      status: "published",
      publishAt: "2026-11-20T10:00:00.000Z",
      revision: 1,
      audioUrl: `/api/podcasts/${ID}/audio`,
    } as Podcast;
    const mutateAsync = vi.fn((_: unknown) => Promise.resolve(episode));
    const save = { isPending: false, mutateAsync } as unknown as PodcastFormProps["save"];
    render(<PodcastForm editing={episode} save={save} recordSend={sendOf("none")} onSaved={() => {}} onCancel={() => {}} />);
    await act(async () => fireEvent.click(box()));
    await submit();
    const { fields } = mutateAsync.mock.calls[0]![0] as { fields: Record<string, string | number | boolean | null | undefined> };
    expect(fields.sendEmail).toBe(true);
    expect(multipartBody(fields).get("sendEmail")).toBe("true");
  });

  it("a new item sends sendEmail when ticked", async () => {
    const mutateAsync = vi.fn((_: unknown) => Promise.resolve({} as ContentItem));
    const save = { isPending: false, mutateAsync } as unknown as ItemFormProps["save"];
    render(<ItemForm category="briefing" editing={null} save={save} onSaved={() => {}} onCancel={() => {}} />);
    fireEvent.change(screen.getByLabelText("Title"), { target: { value: "Radio discipline" } });
    expect(box().checked).toBe(false);
    await act(async () => fireEvent.click(box()));
    await submit();
    const { fields } = mutateAsync.mock.calls[0]![0] as { fields: Record<string, unknown> };
    expect(fields).toMatchObject({ title: "Radio discipline", sendEmail: true });
  });
});
