import { useCallback, useEffect, useRef, useState, type SyntheticEvent } from "react";

import type { MediaSessionInfo } from "./media-session.js";
import { claimPlayback, releasePlayback } from "./playback-registry.js";
import { useMediaMemory, type MediaMemory } from "./use-media-memory.js";

export type AudioStatus = "loading" | "ready" | "error";

type MediaEvent = SyntheticEvent<HTMLMediaElement>;

/** What the player plays: a hidden <audio>, or a <video> shown above the controls. */
export type MediaKind = "audio" | "video";

function finite(value: number): number {
  return Number.isFinite(value) ? value : 0;
}

/** Volume change per ↑/↓ key press. */
export const VOLUME_KEY_STEP = 0.1;

/**
 * State and actions for one media element: a hidden <audio>, or a <video>
 * (`kind`). Spread `audioProps` on the element; the state follows its media
 * events. `memory` resumes, saves and keeps the member's speed (nothing for
 * a visitor). A video, alone on its page, seeks to its resume position as
 * soon as it has its metadata (its first frame is where it resumes); audio
 * only when played (docs/decisions/041).
 */
export function useAudioPlayer<E extends HTMLMediaElement = HTMLAudioElement>(
  src: string,
  memory: MediaMemory = {},
  session: MediaSessionInfo = { title: "" },
  kind: MediaKind = "audio",
) {
  const ref = useRef<E>(null);
  const remembered = useMediaMemory(ref, memory, { seekOnLoad: kind === "video", session });
  const [status, setStatus] = useState<AudioStatus>("loading");
  const [playing, setPlaying] = useState(false);
  const [currentTime, setCurrentTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [volume, setVolumeState] = useState(1);
  const [muted, setMuted] = useState(false);

  const onLoadedMetadata = useCallback((event: MediaEvent) => {
    setDuration(finite(event.currentTarget.duration));
    setStatus("ready");
  }, []);

  const onError = useCallback(
    (event: MediaEvent) => {
      console.error(`Could not load ${kind} ${src}:`, event.currentTarget.error);
      setStatus("error");
    },
    [src, kind],
  );

  // Metadata (or an error) may arrive before React attached its listeners.
  useEffect(() => {
    const audio = ref.current;
    if (!audio) return;
    if (audio.error) {
      console.error(`Could not load ${kind} ${src}:`, audio.error);
      setStatus("error");
    } else if (audio.readyState >= HTMLMediaElement.HAVE_METADATA) {
      setDuration(finite(audio.duration));
      setStatus("ready");
    }
    return () => releasePlayback(audio);
  }, [src, kind]);

  const audioProps = {
    ref,
    src,
    preload: "metadata",
    onLoadedMetadata,
    onDurationChange: (event: MediaEvent) => setDuration(finite(event.currentTarget.duration)),
    onError,
    onTimeUpdate: (event: MediaEvent) => setCurrentTime(event.currentTarget.currentTime),
    onPlay: (event: MediaEvent) => {
      claimPlayback(event.currentTarget);
      setPlaying(true);
    },
    onPause: (event: MediaEvent) => {
      releasePlayback(event.currentTarget);
      setPlaying(false);
    },
    onVolumeChange: (event: MediaEvent) => {
      setVolumeState(event.currentTarget.volume);
      setMuted(event.currentTarget.muted);
    },
  } as const;

  const togglePlay = () => {
    const audio = ref.current;
    if (!audio) return;
    if (audio.paused) {
      remembered.applyPending();
      audio.play().catch((error: unknown) => console.error(`Could not play ${src}:`, error));
    } else {
      audio.pause();
    }
  };

  const seek = (seconds: number) => {
    const audio = ref.current;
    if (!audio) return;
    remembered.cancelPending();
    const end = finite(audio.duration) || Number.MAX_SAFE_INTEGER;
    audio.currentTime = Math.min(Math.max(seconds, 0), end);
    setCurrentTime(audio.currentTime);
  };

  // Before playback starts, a resume position is where skipping starts from.
  const shownTime = remembered.pendingStart ?? currentTime;
  const skip = (delta: number) => seek(shownTime + delta);

  // State is set at once as well as from "volumechange": a controlled range
  // input that kept the old value would undo quick key presses.
  const setVolume = (value: number) => {
    const audio = ref.current;
    if (!audio) return;
    audio.volume = Math.min(Math.max(value, 0), 1);
    setVolumeState(audio.volume);
    if (value > 0 && audio.muted) {
      audio.muted = false;
      setMuted(false);
    }
  };

  const toggleMute = () => {
    const audio = ref.current;
    if (audio) audio.muted = !audio.muted;
  };

  return {
    audioProps,
    status,
    playing,
    /** Where playback is, or will start (a resume position before the first play). */
    currentTime: shownTime,
    duration,
    volume,
    muted,
    playbackRate: remembered.playbackRate,
    resumedAt: remembered.resumedAt,
    startOver: remembered.startOver,
    togglePlay,
    seek,
    skip,
    setVolume,
    toggleMute,
    setPlaybackRate: remembered.setPlaybackRate,
  };
}
