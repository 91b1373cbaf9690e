import { useCallback, useEffect, useRef, useState } from "react";

import { ApiError } from "../../../lib/api-client.js";

/** What the form says of its autosave (a quiet status line). */
export type AutosaveState =
  | { kind: "idle" }
  | { kind: "saving" }
  | { kind: "saved"; at: Date }
  /** `conflict`: the record changed elsewhere; autosave stops (each try would be refused again). */
  | { kind: "failed"; message: string; conflict: boolean };

/** A keepalive request's body may not pass 64 KiB (the Fetch standard); a little is left for what `send` adds (the base revision). */
export const KEEPALIVE_LIMIT = 64 * 1024 - 256;

const byteLength = (text: string) => new TextEncoder().encode(text).length;

export interface DraftAutosaveOptions {
  /** Quiet time after the last change before a save. */
  delayMs?: number;
}

/**
 * Saves a draft to the server a few seconds after the admin stops typing
 * (issue 30). `body` is what a save would send now, or null when nothing
 * should be (not a draft, fields that would not pass); its value at the
 * first render is what the server has, so opening a form saves nothing.
 * `send` does the request (adding the base revision, which it moves on).
 *
 * When the page is hidden or left, a waiting save goes at once with
 * `keepalive` (so it outlives the page), unless its body is over the
 * keepalive limit: the local copy has those words. A refusal because the
 * record changed elsewhere stops autosave. `settle` lets a manual save wait
 * for a running autosave (both would stand on the same revision, and the
 * second would be refused); `saved` tells it a manual save sent the words.
 */
export function useDraftAutosave<B>(
  body: B | null,
  send: (body: B, options: { keepalive: boolean }) => Promise<unknown>,
  { delayMs = 5000 }: DraftAutosaveOptions = {},
) {
  const [state, setState] = useState<AutosaveState>({ kind: "idle" });
  const text = body === null ? null : JSON.stringify(body);
  const latest = useRef<{ body: B | null; text: string | null }>({ body, text });
  const lastSent = useRef(text);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const running = useRef<Promise<void>>(Promise.resolve());
  const stopped = useRef(false);
  const sendRef = useRef(send);

  useEffect(() => {
    sendRef.current = send;
  }, [send]);

  const cancel = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };

  const run = useCallback((keepalive: boolean): Promise<void> => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    // One save at a time: the next stands on the revision the previous one made.
    running.current = running.current.then(async () => {
      const { body: current, text: currentText } = latest.current;
      if (current === null || currentText === null || currentText === lastSent.current || stopped.current) return;
      if (keepalive && byteLength(currentText) > KEEPALIVE_LIMIT) return;
      setState({ kind: "saving" });
      try {
        await sendRef.current(current, { keepalive });
        lastSent.current = currentText;
        setState({ kind: "saved", at: new Date() });
      } catch (error) {
        const conflict = error instanceof ApiError && error.status === 409;
        if (conflict) stopped.current = true;
        setState({ kind: "failed", message: error instanceof Error ? error.message : String(error), conflict });
      }
    });
    return running.current;
  }, []);

  // The words a save sends are read when it goes, not when it was scheduled.
  useEffect(() => {
    latest.current = { body, text };
  });

  useEffect(() => {
    if (text === null || text === lastSent.current || stopped.current) {
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = null;
      return;
    }
    // Each change restarts the wait: the save goes once typing stops.
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = setTimeout(() => void run(false), delayMs);
  }, [text, delayMs, run]);

  // A waiting save goes now when the page is hidden or left, or the form closes.
  useEffect(() => {
    const flush = (keepalive: boolean) => {
      if (timer.current !== null) void run(keepalive);
    };
    const onPageHide = () => flush(true);
    const onVisibility = () => {
      if (document.visibilityState === "hidden") flush(true);
    };
    window.addEventListener("pagehide", onPageHide);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      window.removeEventListener("pagehide", onPageHide);
      document.removeEventListener("visibilitychange", onVisibility);
      flush(false);
    };
  }, [run]);

  /** Before a manual save: no autosave waits, and the running one has answered. */
  const settle = (): Promise<void> => {
    cancel();
    return running.current;
  };

  /** A manual save sent the current words: nothing is left to autosave. */
  const saved = () => {
    cancel();
    lastSent.current = latest.current.text;
  };

  return { state, settle, saved };
}
