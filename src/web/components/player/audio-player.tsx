import { Captions, Maximize, Minimize, Pause, Play, RotateCcw, RotateCw, Volume2, VolumeX } from "lucide-react";
import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from "react";

import { AUDIO } from "../../../shared/constants.js";
import { cn } from "../../lib/cn.js";
import { StatusText } from "../ui/status-text.js";
import { formatTime } from "./format-time.js";
import { PlaybackRateSelect } from "./playback-rate-select.js";
import { PLAYER_KEYS_HINT, playerKeyDown, playerKeyUp, VIDEO_KEYS_HINT, type PlayerKeyActions } from "./player-keys.js";
import { ResumeNote } from "./resume-note.js";
import { useAudioPlayer, VOLUME_KEY_STEP, type MediaKind } from "./use-audio-player.js";
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

/** A video's captions: the track (the record's transcript), and the viewer's remembered choice. */
export interface VideoCaptions {
  url: string;
  on: boolean;
  /** The viewer turned them on or off (the CC button, the C key, or the browser's own menu). */
  onChange: (on: boolean) => void;
}

export interface VideoPlayerProps extends Omit<AudioPlayerProps, "album" | "artwork"> {
  /** None: no CC button. */
  captions?: VideoCaptions | null;
}

// Shape and colours apart: cn() joins classes without resolving conflicts
// (docs/decisions/069), so the play button takes the shape with its own colours.
const iconButtonShape =
  "inline-flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-sm transition-colors disabled:opacity-50 [&_svg]:size-5";
const iconButton = cn(iconButtonShape, "text-foreground hover:bg-surface-raised hover:text-accent");
const pressedButton = cn(iconButtonShape, "bg-surface-raised text-accent hover:text-accent-hover");
const slider = "h-2 cursor-pointer accent-accent";

/** The state and actions the controls need (the element's ref and event props stay with the element). */
type PlayerState = Omit<ReturnType<typeof useAudioPlayer>, "audioProps">;

interface ControlsProps {
  kind: MediaKind;
  player: PlayerState;
  title: string | undefined;
  loadingText: string;
  /** The media element (a hidden <audio>, or the <video> above the controls). */
  media: ReactNode;
  /** A video's captions and full-screen buttons, after the volume. */
  extraButtons?: ReactNode;
  extraKeys?: Pick<PlayerKeyActions, "toggleFullscreen" | "toggleCaptions">;
  groupRef?: RefObject<HTMLDivElement | null>;
  className?: string | undefined;
}

/**
 * The one player's look and keys, for audio and video alike: back, play,
 * forward, the seek bar, the time, speed, mute and volume (and a video's
 * captions and full-screen buttons), the resume note and the keyboard hint.
 */
function PlayerControls({ kind, player, title, loadingText, media, extraButtons, extraKeys, groupRef, className }: ControlsProps) {
  const hintId = useId();
  const playButton = useRef<HTMLButtonElement>(null);
  const about = title ? ` ${title}` : "";
  const ready = player.status === "ready";
  const time = `${formatTime(player.currentTime)} / ${formatTime(player.duration)}`;
  const silent = player.muted || player.volume === 0;
  const keyActions: PlayerKeyActions = {
    togglePlay: player.togglePlay,
    skip: player.skip,
    nudgeVolume: (delta: number) => player.setVolume((player.muted ? 0 : player.volume) + delta),
    toggleMute: player.toggleMute,
    ...extraKeys,
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
      ref={groupRef}
      role="group"
      aria-label={`${kind === "video" ? "Video" : "Audio"} player${about}`}
      aria-describedby={ready ? hintId : undefined}
      onKeyDown={ready ? (event) => playerKeyDown(event, keyActions, VOLUME_KEY_STEP) : undefined}
      onKeyUp={ready ? playerKeyUp : undefined}
      className={cn("group/player @container rounded-sm border border-border bg-background/70 px-3 py-2", className)}
    >
      {media}
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
            <div className="flex basis-full flex-wrap items-center justify-between gap-2 pb-1 @2xl:basis-auto @2xl:flex-nowrap @2xl:pb-0">
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
                {extraButtons}
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
            {kind === "video" ? VIDEO_KEYS_HINT : null}
          </p>
        </>
      )}
    </div>
  );
}

/** The site's one audio player: a hidden native <audio> behind the player's own keyboard-operable controls. */
export function AudioPlayer(props: AudioPlayerProps) {
  // A new source starts from a clean state.
  return <AudioPlayerFor key={props.src} {...props} />;
}

function AudioPlayerFor({ src, title, loadingText = "Loading player...", errorFallback = null, memory, album, artwork, className }: AudioPlayerProps) {
  const { audioProps, ...player } = useAudioPlayer(src, memory, { title: title ?? "", album, artwork });
  if (player.status === "error") return errorFallback;
  return <PlayerControls kind="audio" player={player} title={title} loadingText={loadingText} media={<audio {...audioProps} />} className={className} />;
}

/** Full screen for the player (the video with its controls), and whether it is. */
function useFullscreen(target: RefObject<HTMLElement | null>) {
  const [fullscreen, setFullscreen] = useState(false);
  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement !== null && document.fullscreenElement === target.current);
    document.addEventListener("fullscreenchange", onChange);
    return () => document.removeEventListener("fullscreenchange", onChange);
  }, [target]);
  const toggle = () => {
    const request = document.fullscreenElement ? document.exitFullscreen() : target.current?.requestFullscreen();
    request?.catch((error: unknown) => console.error("Could not change full screen:", error));
  };
  return { fullscreen, toggle, available: typeof document !== "undefined" && document.fullscreenEnabled };
}

/**
 * The captions track shows while the viewer's choice says so, and a change
 * made elsewhere (the browser's own menu, picture in picture) is taken as
 * the viewer's new choice.
 */
function useCaptionsTrack(video: RefObject<HTMLVideoElement | null>, captions: VideoCaptions | null | undefined) {
  const on = captions?.on ?? false;
  const onChange = captions?.onChange;
  useEffect(() => {
    const tracks = video.current?.textTracks;
    if (!onChange || !tracks) return;
    const track = () => Array.from(tracks).find((t) => t.kind === "captions");
    const apply = () => {
      const found = track();
      if (found) found.mode = on ? "showing" : "hidden";
    };
    apply();
    const changed = () => {
      const showing = track()?.mode === "showing";
      if (showing !== on) onChange(showing);
    };
    tracks.addEventListener("addtrack", apply);
    tracks.addEventListener("change", changed);
    return () => {
      tracks.removeEventListener("addtrack", apply);
      tracks.removeEventListener("change", changed);
    };
  }, [video, on, onChange]);
}

/**
 * The same player for a video: the picture above the same controls, plus
 * captions (when the video has them; the choice is the viewer's, remembered
 * by whoever shows the player) and full screen, where the controls stay.
 * Clicking the picture plays or pauses.
 */
export function VideoPlayer(props: VideoPlayerProps) {
  return <VideoPlayerFor key={props.src} {...props} />;
}

function VideoPlayerFor({ src, title, loadingText = "Loading video...", errorFallback = null, memory, captions, className }: VideoPlayerProps) {
  const { audioProps, ...player } = useAudioPlayer<HTMLVideoElement>(src, memory, { title: title ?? "" }, "video");
  const group = useRef<HTMLDivElement>(null);
  const screen = useFullscreen(group);
  useCaptionsTrack(audioProps.ref, captions);
  if (player.status === "error") return errorFallback;
  const ready = player.status === "ready";
  const toggleCaptions = captions ? () => captions.onChange(!captions.on) : undefined;

  const media = (
    <video
      {...audioProps}
      playsInline
      aria-label={title}
      onClick={player.togglePlay}
      className={cn(
        "w-full cursor-pointer rounded-sm bg-black",
        screen.fullscreen ? "min-h-0 flex-1 object-contain" : "mb-2 aspect-video",
        // Its place is kept while it loads (the loading text shows under it).
        !ready && "invisible",
      )}
    >
      {captions ? <track kind="captions" src={captions.url} srcLang="en" label="English" /> : null}
    </video>
  );
  const extraButtons = (
    <>
      {captions ? (
        <button type="button" className={captions.on ? pressedButton : iconButton} aria-label="Captions" aria-pressed={captions.on} onClick={toggleCaptions}>
          <Captions aria-hidden="true" />
        </button>
      ) : null}
      {screen.available ? (
        <button type="button" className={iconButton} aria-label={screen.fullscreen ? "Exit full screen" : "Full screen"} onClick={screen.toggle}>
          {screen.fullscreen ? <Minimize aria-hidden="true" /> : <Maximize aria-hidden="true" />}
        </button>
      ) : null}
    </>
  );
  return (
    <PlayerControls
      kind="video"
      player={player}
      title={title}
      loadingText={loadingText}
      media={media}
      extraButtons={extraButtons}
      extraKeys={{ toggleFullscreen: screen.available ? screen.toggle : undefined, toggleCaptions }}
      groupRef={group}
      className={cn(screen.fullscreen && "flex flex-col justify-center", className)}
    />
  );
}
