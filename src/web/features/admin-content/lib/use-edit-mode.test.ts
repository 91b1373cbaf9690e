import { act, renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { toastError } from "../../../lib/feedback.js";
import { useEditMode } from "./use-edit-mode.js";

vi.mock("../../../lib/feedback.js", () => ({ toastError: vi.fn() }));

interface Post {
  id: string;
  title: string;
}

/** A load whose answers the test hands out, one id at a time and in any order. */
function controlledLoad() {
  const pending = new Map<string, { resolve: (post: Post) => void; reject: (error: Error) => void }>();
  const load = vi.fn(
    (id: string) =>
      new Promise<Post>((resolve, reject) => {
        pending.set(id, { resolve, reject });
      }),
  );
  const answer = async (id: string, outcome: Post | Error) => {
    const call = pending.get(id)!;
    await act(async () => {
      if (outcome instanceof Error) call.reject(outcome);
      else call.resolve(outcome);
    });
  };
  return { load, answer };
}

function setup() {
  const { load, answer } = controlledLoad();
  const reload = vi.fn(() => Promise.resolve());
  const hook = renderHook(() => useEditMode<Post>(load, "Error fetching posts", reload));
  const startEdit = (id: string) => {
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = hook.result.current.startEdit(id);
    });
    return done;
  };
  return { hook, load, answer, reload, startEdit };
}

describe("useEditMode", () => {
  beforeEach(() => vi.mocked(toastError).mockClear());

  it("starts in create mode", () => {
    const { hook } = setup();
    expect(hook.result.current).toMatchObject({ editing: null, editingId: null, loadingId: null });
  });

  it("loads the record, marks it loading meanwhile, then switches to edit mode with a new form key", async () => {
    const { hook, load, answer, startEdit } = setup();
    const firstKey = hook.result.current.formKey;
    void startEdit("a");
    expect(load).toHaveBeenCalledWith("a");
    expect(hook.result.current).toMatchObject({ loadingId: "a", editing: null });

    await answer("a", { id: "a", title: "Alpha" });
    expect(hook.result.current).toMatchObject({ editing: { id: "a", title: "Alpha" }, editingId: "a", loadingId: null });
    expect(hook.result.current.formKey).not.toBe(firstKey);
  });

  it("keeps the last record asked for when an earlier load answers later", async () => {
    const { hook, answer, startEdit } = setup();
    void startEdit("a");
    void startEdit("b");
    expect(hook.result.current.loadingId).toBe("b");

    await answer("b", { id: "b", title: "Bravo" });
    await answer("a", { id: "a", title: "Alpha" });
    expect(hook.result.current).toMatchObject({ editingId: "b", loadingId: null });
    expect(hook.result.current.editing?.title).toBe("Bravo");
  });

  it("does not clear the loading mark of a newer load when an older one settles first", async () => {
    const { hook, answer, startEdit } = setup();
    void startEdit("a");
    void startEdit("b");
    await answer("a", { id: "a", title: "Alpha" });
    expect(hook.result.current).toMatchObject({ editingId: null, loadingId: "b" });
  });

  it("ignores a load that answers after the form was reset", async () => {
    const { hook, answer, startEdit } = setup();
    void startEdit("a");
    act(() => hook.result.current.reset());
    await answer("a", { id: "a", title: "Alpha" });
    expect(hook.result.current).toMatchObject({ editing: null, loadingId: null });
  });

  it("reports a failed load with the list's error title, unless a newer load replaced it", async () => {
    const { hook, answer, startEdit } = setup();
    void startEdit("a");
    await answer("a", new Error("Database is down."));
    expect(toastError).toHaveBeenCalledExactlyOnceWith("Error fetching posts", new Error("Database is down."));
    expect(hook.result.current).toMatchObject({ editing: null, loadingId: null });

    void startEdit("b");
    void startEdit("c");
    await answer("b", new Error("Too late."));
    expect(toastError).toHaveBeenCalledTimes(1);
  });

  it("cancel goes back to create mode and reloads the list", async () => {
    const { hook, answer, reload, startEdit } = setup();
    void startEdit("a");
    await answer("a", { id: "a", title: "Alpha" });
    const editKey = hook.result.current.formKey;
    act(() => hook.result.current.cancel());
    expect(hook.result.current).toMatchObject({ editing: null, editingId: null });
    expect(hook.result.current.formKey).not.toBe(editKey);
    expect(reload).toHaveBeenCalledOnce();
  });

  it("forget leaves edit mode only for the record in the form", async () => {
    const { hook, answer, startEdit } = setup();
    void startEdit("a");
    await answer("a", { id: "a", title: "Alpha" });
    act(() => hook.result.current.forget("b"));
    expect(hook.result.current.editingId).toBe("a");
    act(() => hook.result.current.forget("a"));
    expect(hook.result.current.editingId).toBeNull();
  });
});
