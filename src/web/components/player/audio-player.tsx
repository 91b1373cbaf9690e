import { Pause, Play, RotateCcw, RotateCw, Volume2, VolumeX } from "lucide-react";
import type { ReactNode } from "react";
import { AUDIO } from "../../../shared/constants.js";
import { StatusText } from "../ui/status-text.js";
import { cn } from "../../lib/cn.js";
import { formatTime } from "./format-time.js";
import { useAudioPlayer } from "./use-audio-player.js";

export interface AudioPlayerProps {
  /** A streamed URL (HTTP Range); only its metadata loads until played. */
  src: string;
  /** What is playing, for the controls' labels (e.g. the episode title). */
  title?: string;
  /** Shown until the metadata has loaded. */
  loadingText?: string;
  /** Shown when the audio cannot be loaded; by default no player at all. */
  errorFallback?: ReactNode;
  className?: string;
}

const iconButton =
  "inline-flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-sm text-foreground transition-colors hover:bg-surface-raised hover:text-accent disabled:opacity-50 [&_svg]:size-5";
const slider = "h-2 cursor-pointer accent-accent";

/** The site's one audio player: a hidden native <audio> behind custom, keyboard-operable controls. */
export function AudioPlayer(props: AudioPlayerProps) {
  // A new source starts from a clean state.
  return <AudioPlayerFor key={props.src} {...props} />;
}

function AudioPlayerFor({ src, title, loadingText = "Loading player...", errorFallback = null, className }: AudioPlayerProps) {
  const player = useAudioPlayer(src);
  if (player.status === "error") return errorFallback;

  const about = title ? ` ${title}` : "";
  const ready = player.status === "ready";
  const time = `${formatTime(player.currentTime)} / ${formatTime(player.duration)}`;
  const silent = player.muted || player.volume === 0;

  // The layout follows the player's own width (a container query), not the
  // window's: the same player sits in a full-width dashboard card, in half of
  // the admin dashboard and on a 320 px phone. Wide: one row, the seek bar
  // taking what is left. Narrow: the buttons on top, the seek bar and time on
  // a row of their own below; the volume slider shows where it fits, the mute
  // button always.
  return (
    <div className={cn("@container rounded-sm border border-border bg-background/70 px-3 py-2", className)}>
      <audio {...player.audioProps} />
      {!ready ? (
        <StatusText className="py-2 text-sm">{loadingText}</StatusText>
      ) : (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 @xl:flex-nowrap">
          <div className="flex items-center">
            <button type="button" className={iconButton} aria-label={`Back ${AUDIO.skipSeconds} seconds`} onClick={() => player.skip(-AUDIO.skipSeconds)}>
              <RotateCcw aria-hidden="true" />
            </button>
            <button
              type="button"
              className={cn(iconButton, "bg-accent text-accent-foreground hover:bg-accent-hover hover:text-accent-foreground")}
              aria-label={`${player.playing ? "Pause" : "Play"}${about}`}
              onClick={player.togglePlay}
            >
              {player.playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
            </button>
            <button type="button" className={iconButton} aria-label={`Forward ${AUDIO.skipSeconds} seconds`} onClick={() => player.skip(AUDIO.skipSeconds)}>
              <RotateCw aria-hidden="true" />
            </button>
          </div>
          <div className="order-last flex min-w-0 basis-full items-center gap-3 pb-1 @xl:order-none @xl:flex-1 @xl:basis-auto @xl:pb-0">
            <input
              type="range"
              aria-label={`Seek${about}`}
              aria-valuetext={`${formatTime(player.currentTime)} of ${formatTime(player.duration)}`}
              min={0}
              max={player.duration || 0}
              step={1}
              value={Math.min(player.currentTime, player.duration || 0)}
              onChange={(event) => player.seek(event.currentTarget.valueAsNumber)}
              className={cn(slider, "w-full min-w-0 flex-1")}
            />
            <span className="shrink-0 text-sm whitespace-nowrap text-muted tabular-nums" data-testid="audio-time">
              {time}
            </span>
          </div>
          <div className="ml-auto flex items-center gap-1 @xl:ml-0">
            <button type="button" className={iconButton} aria-label={player.muted ? "Unmute" : "Mute"} onClick={player.toggleMute}>
              {silent ? <VolumeX aria-hidden="true" /> : <Volume2 aria-hidden="true" />}
            </button>
            <input
              type="range"
              aria-label="Volume"
              min={0}
              max={1}
              step={AUDIO.volumeStep}
              value={player.muted ? 0 : player.volume}
              onChange={(event) => player.setVolume(event.currentTarget.valueAsNumber)}
              className={cn(slider, "hidden w-20 @min-[20rem]:block @xl:w-24")}
            />
          </div>
        </div>
      )}
    </div>
  );
}
