import { useCallback, useEffect, useRef, useState } from "react";

import { readLocalCopy, removeLocalCopy, sameFields, writeLocalCopy } from "./local-copy.js";

/** A copy found when the form opened, with words the server does not have. */
export interface LocalCopyOffer<T> {
  savedAt: string;
  fields: T;
  /** The record was saved again after the copy's revision: restoring puts these words over that save (which History keeps). */
  stale: boolean;
}

export interface LocalCopyOptions {
  /** The revision the form's words stand on now (it moves with each save); undefined for a new record. */
  baseRevision: () => number | undefined;
  /** At most one write per this many milliseconds while the admin types. */
  intervalMs?: number;
}

/**
 * Keeps the form's text fields in localStorage while the admin types (the
 * latest words, at most once a second, and at once when the page is hidden
 * or the form closes), and offers, when the form opens, a copy whose words
 * differ from the record's: Restore puts them in the form, Discard drops
 * them. While the offer stands nothing is written, so typing cannot
 * overwrite the copy before the admin has chosen. `saved` after a save: the
 * saved words are the new baseline and the copy goes (unless the admin typed
 * on meanwhile).
 *
 * `fields` are the record's words at the first render (the baseline), then
 * the form's words as they change.
 */
export function useLocalCopy<T extends Record<string, string>>(key: string, fields: T, { baseRevision, intervalMs = 1000 }: LocalCopyOptions) {
  const [offer, setOffer] = useState<LocalCopyOffer<T> | null>(() => {
    const copy = readLocalCopy<T>(key);
    if (!copy || sameFields(copy.fields, fields)) return null;
    const opened = baseRevision();
    return { savedAt: copy.savedAt, fields: copy.fields, stale: copy.baseRevision !== null && opened !== undefined && copy.baseRevision < opened };
  });
  const baseline = useRef(fields);
  const latest = useRef(fields);
  const revision = useRef(baseRevision);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** False until the words first change: opening a form writes nothing. */
  const touched = useRef(false);
  const text = JSON.stringify(fields);
  const blocked = offer !== null;

  useEffect(() => {
    revision.current = baseRevision;
  }, [baseRevision]);

  const write = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    // Words back to what the server has leave nothing to keep.
    if (sameFields(latest.current, baseline.current)) removeLocalCopy(key);
    else writeLocalCopy(key, { savedAt: new Date().toISOString(), baseRevision: revision.current() ?? null, fields: latest.current });
  }, [key]);

  useEffect(() => {
    latest.current = JSON.parse(text) as T;
    if (!touched.current && sameFields(latest.current, baseline.current)) return;
    touched.current = true;
    if (blocked || timer.current !== null) return;
    timer.current = setTimeout(write, intervalMs);
  }, [text, blocked, write, intervalMs]);

  // The last second of typing goes too, when the page is left or hidden or the form closes.
  useEffect(() => {
    const flush = () => {
      if (timer.current !== null) write();
    };
    const onVisibility = () => {
      if (document.visibilityState === "hidden") flush();
    };
    window.addEventListener("pagehide", flush);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      window.removeEventListener("pagehide", flush);
      document.removeEventListener("visibilitychange", onVisibility);
      flush();
    };
  }, [write]);

  /** The offered words, for the form to take; typing is copied again from here on. */
  const restore = (): T | null => {
    setOffer(null);
    return offer?.fields ?? null;
  };

  const discard = () => {
    setOffer(null);
    removeLocalCopy(key);
  };

  /** After a save of `savedFields`: they are what the server has now. */
  const saved = useCallback(
    (savedFields: T) => {
      baseline.current = savedFields;
      setOffer(null);
      write();
    },
    [write],
  );

  return { offer, restore, discard, saved };
}
