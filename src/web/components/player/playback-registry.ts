// Only one player plays at a time on a page: a player that starts claims
// playback, which pauses whichever one was playing before.

let playing: HTMLMediaElement | null = null;

/** Call when `media` starts playing; pauses the previous player. */
export function claimPlayback(media: HTMLMediaElement): void {
  if (playing && playing !== media && !playing.paused) playing.pause();
  playing = media;
}

/** Call when `media` stops playing or goes away. */
export function releasePlayback(media: HTMLMediaElement): void {
  if (playing === media) playing = null;
}
