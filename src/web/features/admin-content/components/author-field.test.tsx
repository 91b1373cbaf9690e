import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import type { AdminAuthor } from "../../../../shared/authors.js";
import type { Post } from "../../../../shared/content.js";
import { multipartBody } from "../lib/multipart.js";
import { PostForm, type PostFormProps } from "./posts/post-form.js";

// The byline's choice in a record's form (docs/decisions/113, 117): the
// creator first and by default, the guest authors by name; sent as authorId
// only once changed, so a save otherwise keeps the record's author.

const GUEST: AdminAuthor = {
  id: "5b7a3c1e-2f4d-4e6a-8b9c-0d1e2f3a4b5c",
  name: "Sgt. Maria Ortiz",
  slug: "maria-ortiz",
  bio: null,
  photoUrl: null,
  photoImageId: null,
  link: null,
  records: 1,
};

function renderForm(editing: Post | null = null) {
  const mutateAsync = vi.fn().mockResolvedValue({});
  const save = { isPending: false, mutateAsync } as unknown as PostFormProps["save"];
  render(<PostForm editing={editing} authors={[GUEST]} save={save} onSaved={() => {}} onCancel={() => {}} />);
  return mutateAsync;
}

async function submit(title = "Night march") {
  fireEvent.change(screen.getByLabelText("Title"), { target: { value: title } });
  fireEvent.change(screen.getByLabelText("Content (Markdown supported)"), { target: { value: "Move at dusk." } });
  const button = screen.getByRole("button", { name: /^(Create|Update) Post$/ }) as HTMLButtonElement;
  await act(async () => fireEvent.submit(button.form!));
}

const sentInput = (mutateAsync: ReturnType<typeof renderForm>) => (mutateAsync.mock.calls[0]?.[0] as { input: Record<string, unknown> }).input;

const editedPost = (authorId: string | null): Post => ({
  id: "0f6e1c2a-3b4d-4c5e-9f70-81a2b3c4d5e6",
  title: "Old march",
  isMembersOnly: false,
  createdAt: new Date().toISOString(),
  status: "published",
  publishAt: null,
  coverUrl: null,
  tags: [],
  authorId,
  revision: 2,
  locked: false,
  content: "Move at dawn.",
  excerpt: "Move at dawn.",
});

describe("the Author choice in the post form", () => {
  it("offers the creator first and by default, then the guests; a new post sends nothing about it until one is picked", async () => {
    const mutateAsync = renderForm();
    const select = screen.getByLabelText("Author") as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual(["The creator", "Sgt. Maria Ortiz"]);
    expect(select.value).toBe("");
    await submit();
    expect(sentInput(mutateAsync)).not.toHaveProperty("authorId");
  });

  it("sends the picked guest's id", async () => {
    const mutateAsync = renderForm();
    fireEvent.change(screen.getByLabelText("Author"), { target: { value: GUEST.id } });
    await submit();
    expect(sentInput(mutateAsync)).toMatchObject({ authorId: GUEST.id });
  });

  it("shows an edited post's guest, and sends nothing about it when untouched", async () => {
    const kept = renderForm(editedPost(GUEST.id));
    expect((screen.getByLabelText("Author") as HTMLSelectElement).value).toBe(GUEST.id);
    await submit("Kept");
    expect(sentInput(kept)).not.toHaveProperty("authorId");
  });

  it("sends the creator (null, an empty multipart field) once chosen over a guest", async () => {
    const mutateAsync = renderForm(editedPost(GUEST.id));
    fireEvent.change(screen.getByLabelText("Author"), { target: { value: "" } });
    await submit("Back to the creator");
    expect(sentInput(mutateAsync)).toMatchObject({ authorId: null });
    // The episode and item forms send the same parsed fields as multipart: the creator is an empty field, not left out.
    expect(multipartBody({ title: "x", authorId: null }).get("authorId")).toBe("");
  });
});
