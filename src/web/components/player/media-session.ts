import { AUDIO } from "../../../shared/constants.js";

/** What the phone's lock screen and the headphones' buttons show and control. */
export interface MediaSessionInfo {
  title: string;
  /** E.g. "The Briefing". */
  album?: string;
  /** An image URL (the podcast's artwork by default). */
  artwork?: string;
}

export const DEFAULT_ARTWORK = "/artwork/the-briefing.png";
const ARTIST = "Lead or Be Led";

/** Keeps the lock screen's position bar in step; browsers throw for a position past an unknown end. */
export function updatePositionState(media: HTMLMediaElement): void {
  if (!("mediaSession" in navigator) || !navigator.mediaSession.setPositionState) return;
  if (!Number.isFinite(media.duration) || media.duration <= 0) return;
  try {
    navigator.mediaSession.setPositionState({
      duration: media.duration,
      playbackRate: media.playbackRate || 1,
      position: Math.min(media.currentTime, media.duration),
    });
  } catch {
    // An inconsistent state for a moment (e.g. while the duration changes): the next update fixes it.
  }
}

/**
 * Hands the Media Session to `media`, the element that just started playing
 * (one plays at a time): its title and artwork, and play, pause, seek and
 * skip from outside the page.
 */
export function updateMediaSession(media: HTMLMediaElement, info: MediaSessionInfo): void {
  if (!("mediaSession" in navigator)) return;
  const session = navigator.mediaSession;
  if (typeof MediaMetadata !== "undefined") {
    session.metadata = new MediaMetadata({
      title: info.title,
      artist: ARTIST,
      album: info.album ?? "",
      artwork: [{ src: info.artwork ?? DEFAULT_ARTWORK, sizes: "1400x1400", type: "image/png" }],
    });
  }
  const seekTo = (seconds: number) => {
    const end = Number.isFinite(media.duration) ? media.duration : Number.MAX_SAFE_INTEGER;
    media.currentTime = Math.min(Math.max(seconds, 0), end);
    updatePositionState(media);
  };
  const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
    ["play", () => void media.play().catch((error: unknown) => console.error("Could not play:", error))],
    ["pause", () => media.pause()],
    ["stop", () => media.pause()],
    ["seekbackward", (details) => seekTo(media.currentTime - (details.seekOffset ?? AUDIO.skipSeconds))],
    ["seekforward", (details) => seekTo(media.currentTime + (details.seekOffset ?? AUDIO.skipSeconds))],
    ["seekto", (details) => seekTo(details.seekTime ?? media.currentTime)],
  ];
  for (const [action, handler] of handlers) {
    try {
      session.setActionHandler(action, handler);
    } catch {
      // Browsers that do not know an action throw; the others still work.
    }
  }
  updatePositionState(media);
}
