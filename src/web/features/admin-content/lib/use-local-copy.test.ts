import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { localCopyKey, readLocalCopy, writeLocalCopy } from "./local-copy.js";
import { useLocalCopy } from "./use-local-copy.js";

// The admin forms' local safety net: the words typed are copied to
// localStorage at most once a second, offered back when the form opens
// again, and dropped after a save or a Discard.

type Words = { title: string; content: string };
const KEY = localCopyKey("post", "p1");
const SERVER: Words = { title: "Night march", content: "Move at dusk." };

function setup(initial: Words = SERVER, revision = 3) {
  let base: number | undefined = revision;
  const hook = renderHook(({ fields }: { fields: Words }) => useLocalCopy(KEY, fields, { baseRevision: () => base }), { initialProps: { fields: initial } });
  const type = (fields: Words) => hook.rerender({ fields });
  return { hook, type, setBase: (n: number) => (base = n) };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date("2026-11-23T10:00:00.000Z"));
  window.localStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe("useLocalCopy", () => {
  it("writes nothing when a form opens, then the latest words at most once a second, with the revision they stand on", () => {
    const setItem = vi.spyOn(Storage.prototype, "setItem");
    const { type } = setup();
    vi.advanceTimersByTime(5_000);
    expect(readLocalCopy(KEY)).toBeNull();

    type({ ...SERVER, title: "N" });
    type({ ...SERVER, title: "Ni" });
    vi.advanceTimersByTime(500);
    type({ ...SERVER, title: "Nig" });
    expect(readLocalCopy(KEY)).toBeNull();
    vi.advanceTimersByTime(500);
    expect(readLocalCopy(KEY)).toEqual({ savedAt: "2026-11-23T10:00:06.000Z", baseRevision: 3, fields: { ...SERVER, title: "Nig" } });
    expect(setItem).toHaveBeenCalledTimes(1);
    setItem.mockRestore();
  });

  it("drops the copy when the words go back to what the server has", () => {
    const { type } = setup();
    type({ ...SERVER, title: "Changed" });
    vi.advanceTimersByTime(1_000);
    expect(readLocalCopy(KEY)).not.toBeNull();
    type(SERVER);
    vi.advanceTimersByTime(1_000);
    expect(readLocalCopy(KEY)).toBeNull();
  });

  it("copies the last words at once when the page is hidden or the form closes", () => {
    const { type, hook } = setup();
    type({ ...SERVER, content: "Move at dawn." });
    window.dispatchEvent(new Event("pagehide"));
    expect(readLocalCopy<Words>(KEY)?.fields.content).toBe("Move at dawn.");

    type({ ...SERVER, content: "Move at noon." });
    hook.unmount();
    expect(readLocalCopy<Words>(KEY)?.fields.content).toBe("Move at noon.");
  });

  it("offers a copy whose words differ from the record's, and restores it", () => {
    writeLocalCopy(KEY, { savedAt: "2026-11-22T18:40:00.000Z", baseRevision: 3, fields: { ...SERVER, content: "Unsaved words." } });
    const { hook, type } = setup();
    expect(hook.result.current.offer).toEqual({ savedAt: "2026-11-22T18:40:00.000Z", fields: { ...SERVER, content: "Unsaved words." }, stale: false });

    // Typing while the offer stands does not overwrite the copy.
    type({ ...SERVER, title: "Typed meanwhile" });
    vi.advanceTimersByTime(2_000);
    expect(readLocalCopy<Words>(KEY)?.fields.content).toBe("Unsaved words.");

    let restored: Words | null = null;
    act(() => {
      restored = hook.result.current.restore();
    });
    expect(restored).toEqual({ ...SERVER, content: "Unsaved words." });
    expect(hook.result.current.offer).toBeNull();
  });

  it("marks a copy typed over an older revision than the one opened", () => {
    writeLocalCopy(KEY, { savedAt: "2026-11-22T18:40:00.000Z", baseRevision: 2, fields: { ...SERVER, content: "Old words." } });
    const { hook } = setup(SERVER, 4);
    expect(hook.result.current.offer?.stale).toBe(true);
  });

  it("offers nothing when the copy holds what the server has", () => {
    writeLocalCopy(KEY, { savedAt: "2026-11-22T18:40:00.000Z", baseRevision: 3, fields: SERVER });
    expect(setup().hook.result.current.offer).toBeNull();
  });

  it("Discard drops the copy", () => {
    writeLocalCopy(KEY, { savedAt: "2026-11-22T18:40:00.000Z", baseRevision: 3, fields: { ...SERVER, content: "Unsaved words." } });
    const { hook } = setup();
    act(() => hook.result.current.discard());
    expect(hook.result.current.offer).toBeNull();
    expect(readLocalCopy(KEY)).toBeNull();
    vi.advanceTimersByTime(2_000);
    expect(readLocalCopy(KEY)).toBeNull();
  });

  it("clears the copy after a save, and copies again what is typed after it, over the new revision", () => {
    const { hook, type, setBase } = setup();
    const typed = { ...SERVER, title: "Saved title" };
    type(typed);
    vi.advanceTimersByTime(1_000);
    expect(readLocalCopy(KEY)).not.toBeNull();

    setBase(4);
    act(() => hook.result.current.saved(typed));
    expect(readLocalCopy(KEY)).toBeNull();
    hook.unmount();
    expect(readLocalCopy(KEY)).toBeNull();
  });

  it("keeps the words typed while a save was on its way", () => {
    const { hook, type, setBase } = setup();
    type({ ...SERVER, title: "Sent" });
    type({ ...SERVER, title: "Sent, then more" });
    setBase(4);
    act(() => hook.result.current.saved({ ...SERVER, title: "Sent" }));
    expect(readLocalCopy(KEY)).toMatchObject({ baseRevision: 4, fields: { title: "Sent, then more" } });
  });

  it("ignores a copy it cannot read", () => {
    window.localStorage.setItem(KEY, "{not json");
    expect(setup().hook.result.current.offer).toBeNull();
  });
});
