import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { ApiError } from "../../../lib/api-client.js";
import { KEEPALIVE_LIMIT, useDraftAutosave } from "./use-draft-autosave.js";

// A draft's server autosave: five seconds after the last change, one save
// at a time, a waiting save sent with keepalive when the page is hidden,
// and no more tries after the record changed elsewhere.

type Body = { title: string };
type Send = (body: Body, options: { keepalive: boolean }) => Promise<unknown>;

function setup(send: Send = vi.fn<Send>(async () => ({}))) {
  const hook = renderHook(({ body }: { body: Body | null }) => useDraftAutosave(body, send), { initialProps: { body: { title: "Opened" } as Body | null } });
  const type = (body: Body | null) => hook.rerender({ body });
  return { hook, type, send: vi.mocked(send) };
}

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => void vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("useDraftAutosave", () => {
  it("saves nothing when the form opens", async () => {
    const { send } = setup();
    await wait(10_000);
    expect(send).not.toHaveBeenCalled();
  });

  it("saves the latest words five seconds after typing stops, and says when", async () => {
    const { hook, type, send } = setup();
    type({ title: "Op" });
    await wait(3_000);
    type({ title: "Ops" });
    await wait(4_999);
    expect(send).not.toHaveBeenCalled();
    await wait(1);
    expect(send).toHaveBeenCalledExactlyOnceWith({ title: "Ops" }, { keepalive: false });
    expect(hook.result.current.state).toMatchObject({ kind: "saved" });

    // The same words again are not sent twice.
    type({ title: "Ops" });
    await wait(10_000);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("shows Saving while the request runs, and sends nothing while the body is null", async () => {
    let answer!: () => void;
    const { hook, type, send } = setup(vi.fn<Send>(() => new Promise((resolve) => (answer = () => resolve({})))));
    type(null);
    await wait(10_000);
    expect(send).not.toHaveBeenCalled();
    type({ title: "Changed" });
    await wait(5_000);
    expect(hook.result.current.state).toEqual({ kind: "saving" });
    await act(async () => answer());
    expect(hook.result.current.state).toMatchObject({ kind: "saved" });
  });

  it("stops after a refusal because the record changed elsewhere, and shows the server's message", async () => {
    const message = "This post changed since you opened it. Your version is kept in its history.";
    const { hook, type, send } = setup(vi.fn<Send>(async () => Promise.reject(new ApiError(409, "CONFLICT", message))));
    type({ title: "Mine" });
    await wait(5_000);
    expect(hook.result.current.state).toEqual({ kind: "failed", message, conflict: true });
    type({ title: "Mine, again" });
    await wait(10_000);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("tries again with the next change after another failure", async () => {
    const send = vi
      .fn<Send>()
      .mockRejectedValueOnce(new ApiError(0, "NETWORK_ERROR", "Could not reach the server."))
      .mockResolvedValue({});
    const { hook, type } = setup(send);
    type({ title: "One" });
    await wait(5_000);
    expect(hook.result.current.state).toMatchObject({ kind: "failed", conflict: false });
    type({ title: "Two" });
    await wait(5_000);
    expect(send).toHaveBeenLastCalledWith({ title: "Two" }, { keepalive: false });
    expect(hook.result.current.state).toMatchObject({ kind: "saved" });
  });

  it("sends a waiting save with keepalive when the page is hidden, unless it is over the keepalive limit", async () => {
    const { type, send } = setup();
    type({ title: "Leaving" });
    await act(async () => {
      window.dispatchEvent(new Event("pagehide"));
    });
    expect(send).toHaveBeenCalledExactlyOnceWith({ title: "Leaving" }, { keepalive: true });

    type({ title: "x".repeat(KEEPALIVE_LIMIT + 1) });
    const visibility = vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    await act(async () => {
      document.dispatchEvent(new Event("visibilitychange"));
    });
    visibility.mockRestore();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("settle lets a manual save wait for a running autosave, and saved stops the next one", async () => {
    let answer!: () => void;
    const { hook, type, send } = setup(vi.fn<Send>(() => new Promise((resolve) => (answer = () => resolve({})))));
    type({ title: "Autosaved" });
    await wait(5_000);
    let settled = false;
    void hook.result.current.settle().then(() => (settled = true));
    await wait(0);
    expect(settled).toBe(false);
    await act(async () => answer());
    expect(settled).toBe(true);

    type({ title: "Saved by hand" });
    act(() => hook.result.current.saved());
    await wait(10_000);
    expect(send).toHaveBeenCalledTimes(1);
  });
});
