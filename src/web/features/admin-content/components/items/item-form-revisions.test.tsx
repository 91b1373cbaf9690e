import { act, fireEvent, render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";

import type { ContentItem } from "../../../../../shared/content.js";
import { toast } from "../../../../lib/use-toast.js";
import type { ItemSave } from "../../api.js";
import { multipartBody } from "../../lib/multipart.js";
import { ItemForm, type ItemFormProps } from "./item-form.js";

// The multipart forms' side of issue 30: an edit sends the revision it
// opened as a text field (before any file), and the next save stands on the
// revision the last one made.

vi.mock("../../../../lib/use-toast.js", () => ({ toast: vi.fn() }));

const item: ContentItem = {
  id: "9a1f3c2e-5b6d-4e7f-8a9b-0c1d2e3f4a5b",
  title: "Ambush drill",
  description: null,
  category: "after-action",
  mediaType: "text",
  isMembersOnly: false,
  createdAt: "2026-11-20T10:00:00.000Z",
  status: "published",
  publishAt: "2026-11-20T10:00:00.000Z",
  revision: 2,
  locked: false,
  contentText: "What went well.",
};

beforeEach(() => {
  vi.mocked(toast).mockClear();
  window.localStorage.clear();
});

describe("ItemForm and revisions", () => {
  it("sends baseRevision with an edit, in the multipart body's text fields, and moves it on after a save", async () => {
    const mutateAsync = vi.fn(async ({ fields }: ItemSave) => ({ ...item, revision: Number(fields.baseRevision) + 1 }));
    const save = { isPending: false, mutateAsync } as unknown as ItemFormProps["save"];
    render(<ItemForm category="after-action" editing={item} save={save} onSaved={() => {}} onCancel={() => {}} />);
    const form = screen.getByLabelText<HTMLInputElement>("Title").form!;

    await act(async () => fireEvent.submit(form));
    const sent = mutateAsync.mock.calls[0]![0];
    expect(sent.fields.baseRevision).toBe(2);
    expect(multipartBody(sent.fields).get("baseRevision")).toBe("2");

    await act(async () => fireEvent.submit(form));
    expect(mutateAsync.mock.calls[1]![0].fields.baseRevision).toBe(3);
  });
});
