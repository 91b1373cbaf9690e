import { Pause, Play, RotateCcw, RotateCw, Volume2, VolumeX } from "lucide-react";
import { useId, useRef, type ReactNode } from "react";

import { AUDIO } from "../../../shared/constants.js";
import { cn } from "../../lib/cn.js";
import { StatusText } from "../ui/status-text.js";
import { formatTime } from "./format-time.js";
import { PlaybackRateSelect } from "./playback-rate-select.js";
import { PLAYER_KEYS_HINT, playerKeyDown, playerKeyUp } from "./player-keys.js";
import { ResumeNote } from "./resume-note.js";
import { useAudioPlayer, VOLUME_KEY_STEP } from "./use-audio-player.js";
import type { MediaMemory } from "./use-media-memory.js";

export interface AudioPlayerProps {
  /** A streamed URL (HTTP Range); only its metadata loads until played. */
  src: string;
  /** What is playing, for the controls' labels and the lock screen (e.g. the episode title). */
  title?: string;
  /** Shown until the metadata has loaded. */
  loadingText?: string;
  /** Shown when the audio cannot be loaded; by default no player at all. */
  errorFallback?: ReactNode;
  /** Resume, save and the member's speed (see `MediaMemory`); a visitor's player has none. */
  memory?: MediaMemory;
  /** The lock screen's album line, e.g. "The Briefing". */
  album?: string;
  /** The lock screen's image; the podcast's artwork by default. */
  artwork?: string;
  className?: string;
}
// Shape and colours apart: cn() joins classes without resolving conflicts
// (docs/decisions/069), so the play button takes the shape with its own colours.
const iconButtonShape =
  "inline-flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-sm transition-colors disabled:opacity-50 [&_svg]:size-5";
const iconButton = cn(iconButtonShape, "text-foreground hover:bg-surface-raised hover:text-accent");
const slider = "h-2 cursor-pointer accent-accent";

/** The site's one audio player: a hidden native <audio> behind custom, keyboard-operable controls. */
export function AudioPlayer(props: AudioPlayerProps) {
  // A new source starts from a clean state.
  return <AudioPlayerFor key={props.src} {...props} />;
}

function AudioPlayerFor({ src, title, loadingText = "Loading player...", errorFallback = null, memory, album, artwork, className }: AudioPlayerProps) {
  const player = useAudioPlayer(src, memory, { title: title ?? "", album, artwork });
  const hintId = useId();
  const playButton = useRef<HTMLButtonElement>(null);
  if (player.status === "error") return errorFallback;

  const about = title ? ` ${title}` : "";
  const ready = player.status === "ready";
  const time = `${formatTime(player.currentTime)} / ${formatTime(player.duration)}`;
  const silent = player.muted || player.volume === 0;
  const keyActions = {
    togglePlay: player.togglePlay,
    skip: player.skip,
    nudgeVolume: (delta: number) => player.setVolume((player.muted ? 0 : player.volume) + delta),
    toggleMute: player.toggleMute,
  };

  // The layout follows the player's own width (a container query), not the
  // window's: the same player sits in a full-width dashboard card, in half of
  // the admin dashboard and on a 320 px phone. Wide: one row, the seek bar
  // taking what is left. Narrow: the buttons and the seek bar on top, the
  // time, speed and volume on a row of their own below. Either way the
  // controls are in reading order, so Tab follows what the eye sees. The
  // volume slider shows where it fits; below that the mute button and the
  // ↑/↓ keys set the volume.
  return (
    <div
      role="group"
      aria-label={`Audio player${about}`}
      aria-describedby={ready ? hintId : undefined}
      onKeyDown={ready ? (event) => playerKeyDown(event, keyActions, VOLUME_KEY_STEP) : undefined}
      onKeyUp={ready ? playerKeyUp : undefined}
      className={cn("group/player @container rounded-sm border border-border bg-background/70 px-3 py-2", className)}
    >
      <audio {...player.audioProps} />
      {!ready ? (
        <StatusText compact>{loadingText}</StatusText>
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 @2xl:flex-nowrap">
            <div className="flex items-center">
              <button type="button" className={iconButton} aria-label={`Back ${AUDIO.skipSeconds} seconds`} onClick={() => player.skip(-AUDIO.skipSeconds)}>
                <RotateCcw aria-hidden="true" />
              </button>
              <button
                ref={playButton}
                type="button"
                className={cn(iconButtonShape, "bg-accent text-accent-foreground hover:bg-accent-hover")}
                aria-label={`${player.playing ? "Pause" : "Play"}${about}`}
                onClick={player.togglePlay}
              >
                {player.playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
              </button>
              <button type="button" className={iconButton} aria-label={`Forward ${AUDIO.skipSeconds} seconds`} onClick={() => player.skip(AUDIO.skipSeconds)}>
                <RotateCw aria-hidden="true" />
              </button>
            </div>
            <input
              type="range"
              aria-label={`Seek${about}`}
              data-player-keys="own-arrows"
              aria-valuetext={`${formatTime(player.currentTime)} of ${formatTime(player.duration)}`}
              min={0}
              max={player.duration || 0}
              step={1}
              value={Math.min(player.currentTime, player.duration || 0)}
              onChange={(event) => player.seek(event.currentTarget.valueAsNumber)}
              className={cn(slider, "w-full min-w-[100px] flex-1 basis-24")}
            />
            <div className="flex basis-full items-center justify-between gap-2 pb-1 @2xl:basis-auto @2xl:pb-0">
              <span className="shrink-0 text-sm whitespace-nowrap text-muted tabular-nums" data-testid="audio-time">
                {time}
              </span>
              <div className="flex items-center gap-1">
                <PlaybackRateSelect value={player.playbackRate} onChange={player.setPlaybackRate} />
                <button type="button" className={iconButton} aria-label={player.muted ? "Unmute" : "Mute"} onClick={player.toggleMute}>
                  {silent ? <VolumeX aria-hidden="true" /> : <Volume2 aria-hidden="true" />}
                </button>
                <input
                  type="range"
                  aria-label="Volume"
                  data-player-keys="own-arrows"
                  min={0}
                  max={1}
                  step={AUDIO.volumeStep}
                  value={player.muted ? 0 : player.volume}
                  onChange={(event) => player.setVolume(event.currentTarget.valueAsNumber)}
                  className={cn(slider, "hidden w-20 @min-[20rem]:block @2xl:w-24")}
                />
              </div>
            </div>
          </div>
          <ResumeNote
            resumedAt={player.resumedAt}
            onStartOver={() => {
              player.startOver();
              // The note (and its button) goes: focus stays in the player, on what comes next.
              playButton.current?.focus();
            }}
          />
          <p id={hintId} className="sr-only text-xs text-muted group-has-[:focus-visible]/player:not-sr-only group-has-[:focus-visible]/player:pt-1">
            {PLAYER_KEYS_HINT}
          </p>
        </>
      )}
    </div>
  );
}
