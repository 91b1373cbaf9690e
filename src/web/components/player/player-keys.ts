import type { KeyboardEvent } from "react";

import { AUDIO } from "../../../shared/constants.js";

/** The shortcuts, as the accessible hint reads them. */
export const PLAYER_KEYS_HINT = `Keyboard: Space plays or pauses, Left and Right arrows go back or forward ${AUDIO.skipSeconds} seconds, Up and Down arrows change the volume, M mutes.`;

/** A video player's extra shortcuts, as the hint reads them. */
export const VIDEO_KEYS_HINT = " F goes full screen and back; C turns captions on or off when the video has them.";

export interface PlayerKeyActions {
  togglePlay: () => void;
  skip: (seconds: number) => void;
  /** Changes the volume by this much. */
  nudgeVolume: (delta: number) => void;
  toggleMute: () => void;
  /** A video's: full screen and back (F). */
  toggleFullscreen?: () => void;
  /** A video's with captions: captions on or off (C). */
  toggleCaptions?: () => void;
}

/**
 * Keyboard shortcuts while focus is anywhere in the player: Space play/pause,
 * ←/→ 10 s, ↑/↓ volume, M mute; a video's F full screen and C captions
 * (when it has them). The seek and volume sliders and the speed
 * menu keep their own arrow keys (the spec's 1 s seek and 0.01 volume steps;
 * choosing a speed), and keys with a modifier are the browser's.
 */
export function playerKeyDown(event: KeyboardEvent<HTMLElement>, actions: PlayerKeyActions, volumeStep: number): void {
  if (event.altKey || event.ctrlKey || event.metaKey) return;
  const target = event.target as HTMLElement;
  const ownArrows = target instanceof HTMLSelectElement || (target instanceof HTMLInputElement && target.dataset.playerKeys === "own-arrows");
  let handled = true;
  switch (event.key) {
    case " ":
      if (target instanceof HTMLSelectElement) return;
      actions.togglePlay();
      break;
    case "ArrowLeft":
    case "ArrowRight":
      if (ownArrows) return;
      actions.skip(event.key === "ArrowLeft" ? -AUDIO.skipSeconds : AUDIO.skipSeconds);
      break;
    case "ArrowUp":
    case "ArrowDown":
      if (ownArrows) return;
      actions.nudgeVolume(event.key === "ArrowUp" ? volumeStep : -volumeStep);
      break;
    case "m":
    case "M":
      actions.toggleMute();
      break;
    case "f":
    case "F":
      if (!actions.toggleFullscreen) return;
      actions.toggleFullscreen();
      break;
    case "c":
    case "C":
      if (!actions.toggleCaptions) return;
      actions.toggleCaptions();
      break;
    default:
      handled = false;
  }
  if (handled) event.preventDefault();
}

/**
 * A focused button would also click on the Space key's release: the
 * shortcut has already played or paused, so that click is cancelled.
 */
export function playerKeyUp(event: KeyboardEvent<HTMLElement>): void {
  if (event.key === " " && event.target instanceof HTMLButtonElement) event.preventDefault();
}
