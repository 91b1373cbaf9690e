import { useCallback, useEffect, useRef, useState, type RefObject } from "react";

import { updateMediaSession, updatePositionState, type MediaSessionInfo } from "./media-session.js";

/** While playing, the position is saved this often (and on pause, at the end and when the page goes). */
export const SAVE_EVERY_MS = 15_000;
/** A saved position closer to the start than this is not worth resuming from. */
export const MIN_RESUME_SECONDS = 3;

/**
 * What a player remembers for the signed-in member, given by whoever shows
 * it (the player itself knows no API): where to resume, how to save, the
 * member's speed. All optional: a visitor's player saves nothing.
 */
export interface MediaMemory {
  /** The saved position to start from (null or absent: from the start). */
  resumeAt?: number | null;
  /** Saves where the member is; `keepalive` when the page may be going away. */
  onSave?: (snapshot: { position: number; duration?: number }, options: { keepalive: boolean }) => void;
  /** "Start over": forget the saved position. */
  onStartOver?: () => void;
  /** The member's speed (1 when unknown). */
  playbackRate?: number;
  onPlaybackRateChange?: (rate: number) => void;
}

const finiteOrUndefined = (value: number) => (Number.isFinite(value) && value > 0 ? value : undefined);

/**
 * Resume, save and speed for one media element (audio or video), plus the
 * Media Session (lock screen, headphones) while it plays.
 *
 * With `seekOnLoad` false (audio in lists) the resume position is only shown
 * and applied when playback starts: seeking an element that has loaded just
 * its metadata would make the browser fetch media for every player on the
 * page (docs/decisions/041).
 */
export function useMediaMemory(
  ref: RefObject<HTMLMediaElement | null>,
  memory: MediaMemory,
  { seekOnLoad, session }: { seekOnLoad: boolean; session: MediaSessionInfo },
) {
  const { resumeAt, playbackRate = 1 } = memory;
  // The newest callbacks, for listeners attached once.
  const latest = useRef({ memory, session });
  useEffect(() => {
    latest.current = { memory, session };
  });

  /** Where playback will start when it has not started yet (null: where the element is). */
  const [pendingStart, setPendingStart] = useState<number | null>(null);
  /** The position resumed from, for "Resumed at 12:04 · Start over" (null: not resumed). */
  const [resumedAt, setResumedAt] = useState<number | null>(null);
  /** The element's speed, as its "ratechange" reports it. */
  const [rate, setRate] = useState(playbackRate);
  const started = useRef(false);
  const pending = useRef<number | null>(null);
  const lastSaved = useRef<number | null>(null);

  const applyPending = useCallback(() => {
    const media = ref.current;
    if (!media || pending.current === null) return;
    media.currentTime = pending.current;
    pending.current = null;
    setPendingStart(null);
  }, [ref]);

  // A saved position (it may arrive after the element) is taken once, before playback starts.
  const offered = useRef(false);
  useEffect(() => {
    if (offered.current || started.current || resumeAt === null || resumeAt === undefined || resumeAt < MIN_RESUME_SECONDS) return;
    offered.current = true;
    pending.current = resumeAt;
    setPendingStart(resumeAt);
    setResumedAt(resumeAt);
    const media = ref.current;
    if (seekOnLoad && media && media.readyState >= 1) applyPending();
  }, [resumeAt, seekOnLoad, ref, applyPending]);

  // The member's speed, now and after the source (re)loads.
  useEffect(() => {
    const media = ref.current;
    if (!media) return;
    media.defaultPlaybackRate = playbackRate;
    media.playbackRate = playbackRate;
  }, [ref, playbackRate]);

  const save = useCallback(
    (keepalive: boolean) => {
      const media = ref.current;
      const onSave = latest.current.memory.onSave;
      if (!media || !onSave || !started.current) return;
      const position = media.currentTime;
      if (lastSaved.current !== null && Math.abs(position - lastSaved.current) < 1) return;
      lastSaved.current = position;
      onSave({ position, duration: finiteOrUndefined(media.duration) }, { keepalive });
    },
    [ref],
  );

  useEffect(() => {
    const media = ref.current;
    if (!media) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    const stopTimer = () => {
      clearInterval(timer);
      timer = undefined;
    };
    const onPlay = () => {
      started.current = true;
      applyPending();
      stopTimer();
      timer = setInterval(() => save(false), SAVE_EVERY_MS);
      updateMediaSession(media, latest.current.session);
    };
    const onPause = () => {
      stopTimer();
      save(false);
    };
    const onLoaded = () => {
      media.playbackRate = media.defaultPlaybackRate;
      if (seekOnLoad) applyPending();
    };
    const onSeeked = () => {
      if (!media.paused) updatePositionState(media);
    };
    // A seek from outside the player before playback started (a transcript
    // cue's button) replaces the resume position, as the player's own does.
    const onSeeking = () => {
      if (pending.current === null) return;
      pending.current = null;
      setPendingStart(null);
    };
    const onRateChange = () => {
      onSeeked();
      setRate(media.playbackRate);
      const { memory: current } = latest.current;
      if (media.playbackRate !== (current.playbackRate ?? 1)) current.onPlaybackRateChange?.(media.playbackRate);
    };
    // Leaving the page (or putting a phone's browser away): a request that outlives the page.
    const onPageHide = () => save(true);
    const onHidden = () => {
      if (document.visibilityState === "hidden") save(true);
    };
    const listeners: [EventTarget, string, () => void][] = [
      [media, "play", onPlay],
      [media, "pause", onPause],
      [media, "ended", onPause],
      [media, "loadedmetadata", onLoaded],
      [media, "ratechange", onRateChange],
      [media, "seeked", onSeeked],
      [media, "seeking", onSeeking],
      [window, "pagehide", onPageHide],
      [document, "visibilitychange", onHidden],
    ];
    for (const [target, type, listener] of listeners) target.addEventListener(type, listener);
    return () => {
      stopTimer();
      for (const [target, type, listener] of listeners) target.removeEventListener(type, listener);
      // Leaving for another page of the app (no pagehide): save where the member got to.
      save(true);
    };
  }, [ref, save, applyPending, seekOnLoad]);

  /** A seek by the member before playback started replaces the resume position. */
  const cancelPending = useCallback(() => {
    pending.current = null;
    setPendingStart(null);
  }, []);

  const startOver = useCallback(() => {
    const media = ref.current;
    cancelPending();
    setResumedAt(null);
    lastSaved.current = null;
    if (media) media.currentTime = 0;
    latest.current.memory.onStartOver?.();
  }, [ref, cancelPending]);

  /** A speed the member chose; the element's "ratechange" shows and saves it. */
  const setPlaybackRate = useCallback(
    (value: number) => {
      if (ref.current) ref.current.playbackRate = value;
    },
    [ref],
  );

  return {
    pendingStart,
    resumedAt,
    startOver,
    cancelPending,
    /** Moves the element to the resume position now (before play(), so playback never starts at 0 first). */
    applyPending,
    playbackRate: rate,
    setPlaybackRate,
  };
}
