import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { useAudioPlayer } from "./use-audio-player.js";
import { SAVE_EVERY_MS, type MediaMemory } from "./use-media-memory.js";

type Player = ReturnType<typeof useAudioPlayer>;

beforeAll(() => {
  // happy-dom's media element lacks the readyState constants browsers have.
  if (HTMLMediaElement.HAVE_METADATA === undefined) Object.defineProperty(HTMLMediaElement, "HAVE_METADATA", { value: 1 });
});

afterEach(() => vi.restoreAllMocks());

/** Renders players on hidden <audio> elements; `players[i]` is always the latest state of the i-th. */
function setup(sources: string[] = ["/api/podcasts/1/audio"]) {
  const players: Player[] = [];
  function Harness({ src, index }: { src: string; index: number }) {
    const player = useAudioPlayer(src);
    players[index] = player;
    return <audio data-testid={`audio-${index}`} {...player.audioProps} />;
  }
  render(
    <>
      {sources.map((src, index) => (
        <Harness key={src} src={src} index={index} />
      ))}
    </>,
  );
  const audio = (index = 0) => screen.getByTestId(`audio-${index}`) as HTMLAudioElement;
  /** The browser has read the file's header: its duration is known. */
  const loadMetadata = (duration: number, index = 0) => {
    Object.defineProperty(audio(index), "duration", { value: duration, configurable: true });
    fireEvent(audio(index), new Event("loadedmetadata"));
  };
  return { players, audio, loadMetadata };
}

describe("useAudioPlayer", () => {
  it("streams the source, reading only its metadata until played", () => {
    const { players, audio } = setup();
    expect(audio().getAttribute("src")).toBe("/api/podcasts/1/audio");
    expect(audio().getAttribute("preload")).toBe("metadata");
    expect(players[0]).toMatchObject({ status: "loading", playing: false, currentTime: 0, duration: 0, volume: 1, muted: false });
  });

  it("is ready once the metadata has loaded, with the duration (an endless stream counts as 0)", () => {
    const { players, loadMetadata } = setup();
    loadMetadata(125.5);
    expect(players[0]).toMatchObject({ status: "ready", duration: 125.5 });
    loadMetadata(Infinity);
    expect(players[0]!.duration).toBe(0);
  });

  it("is ready at once when the metadata came before React listened", () => {
    vi.spyOn(HTMLMediaElement.prototype, "readyState", "get").mockReturnValue(1);
    vi.spyOn(HTMLMediaElement.prototype, "duration", "get").mockReturnValue(42);
    const { players } = setup();
    expect(players[0]).toMatchObject({ status: "ready", duration: 42 });
  });

  it("reports a file that cannot be loaded as an error, and logs it", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const { players, audio } = setup();
    fireEvent(audio(), new Event("error"));
    expect(players[0]!.status).toBe("error");
    expect(log).toHaveBeenCalledWith("Could not load audio /api/podcasts/1/audio:", null);
  });

  it("plays and pauses, following the element's events", async () => {
    const { players, audio, loadMetadata } = setup();
    loadMetadata(60);
    await act(async () => players[0]!.togglePlay());
    expect(audio().paused).toBe(false);
    expect(players[0]!.playing).toBe(true);
    act(() => players[0]!.togglePlay());
    expect(audio().paused).toBe(true);
    expect(players[0]!.playing).toBe(false);
  });

  it("lets one player play at a time: starting another pauses the first", async () => {
    const { players, audio } = setup(["/a", "/b"]);
    await act(async () => players[0]!.togglePlay());
    await act(async () => players[1]!.togglePlay());
    expect(audio(0).paused).toBe(true);
    expect(players[0]!.playing).toBe(false);
    expect(players[1]!.playing).toBe(true);
  });

  it("seeks within the file and skips by the given seconds, never past either end", () => {
    const { players, audio, loadMetadata } = setup();
    loadMetadata(100);
    act(() => players[0]!.seek(30));
    expect(audio().currentTime).toBe(30);
    expect(players[0]!.currentTime).toBe(30);
    act(() => players[0]!.skip(10));
    expect(players[0]!.currentTime).toBe(40);
    act(() => players[0]!.skip(-50));
    expect(players[0]!.currentTime).toBe(0);
    act(() => players[0]!.seek(500));
    expect(players[0]!.currentTime).toBe(100);
  });

  it("shows the time as playback moves", () => {
    const { players, audio } = setup();
    audio().currentTime = 12;
    fireEvent(audio(), new Event("timeupdate"));
    expect(players[0]!.currentTime).toBe(12);
  });

  it("sets the volume within 0 to 1, and turning it up unmutes", () => {
    const { players, audio } = setup();
    act(() => players[0]!.setVolume(0.25));
    expect(audio().volume).toBe(0.25);
    expect(players[0]!.volume).toBe(0.25);
    act(() => players[0]!.setVolume(7));
    expect(players[0]!.volume).toBe(1);
    act(() => players[0]!.setVolume(-0.5));
    expect(players[0]!.volume).toBe(0);

    act(() => players[0]!.toggleMute());
    expect(audio().muted).toBe(true);
    fireEvent(audio(), new Event("volumechange"));
    expect(players[0]!.muted).toBe(true);
    act(() => players[0]!.setVolume(0.5));
    expect(audio().muted).toBe(false);
    expect(players[0]!.muted).toBe(false);
  });

  it("unmutes with the mute toggle", () => {
    const { players, audio } = setup();
    act(() => players[0]!.toggleMute());
    act(() => players[0]!.toggleMute());
    expect(audio().muted).toBe(false);
  });
});

describe("useAudioPlayer with the member's memory", () => {
  function setupWith(memory: MediaMemory) {
    const players: Player[] = [];
    function Harness({ value }: { value: MediaMemory }) {
      const player = useAudioPlayer("/api/podcasts/1/audio", value, { title: "Episode" });
      players[0] = player;
      return <audio data-testid="audio" {...player.audioProps} />;
    }
    const view = render(<Harness value={memory} />);
    const audio = () => screen.getByTestId("audio") as HTMLAudioElement;
    Object.defineProperty(audio(), "duration", { value: 600, configurable: true });
    fireEvent(audio(), new Event("loadedmetadata"));
    return { players, audio, rerender: (next: MediaMemory) => view.rerender(<Harness value={next} />), unmount: view.unmount };
  }

  it("shows the saved position without seeking (no media fetched), and starts there on play", async () => {
    const { players, audio } = setupWith({ resumeAt: 724 });
    expect(players[0]).toMatchObject({ currentTime: 724, resumedAt: 724 });
    expect(audio().currentTime).toBe(0);
    await act(async () => players[0]!.togglePlay());
    expect(audio().currentTime).toBe(724);
  });

  it("takes a saved position that arrives late, but not one under 3 s, and a seek replaces it", () => {
    const { players, rerender } = setupWith({});
    expect(players[0]!.resumedAt).toBeNull();
    rerender({ resumeAt: 2 });
    expect(players[0]!.resumedAt).toBeNull();
    rerender({ resumeAt: 90 });
    expect(players[0]).toMatchObject({ currentTime: 90, resumedAt: 90 });
    act(() => players[0]!.skip(10));
    expect(players[0]!.currentTime).toBe(100);
  });

  it("saves on pause and when it goes away, with keepalive for leaving; nothing before it has played", async () => {
    const onSave = vi.fn();
    const { players, audio, unmount } = setupWith({ onSave });
    fireEvent(audio(), new Event("pause"));
    expect(onSave).not.toHaveBeenCalled();
    await act(async () => players[0]!.togglePlay());
    audio().currentTime = 42;
    act(() => players[0]!.togglePlay());
    expect(onSave).toHaveBeenLastCalledWith({ position: 42, duration: 600 }, { keepalive: false });
    audio().currentTime = 50;
    window.dispatchEvent(new Event("pagehide"));
    expect(onSave).toHaveBeenLastCalledWith({ position: 50, duration: 600 }, { keepalive: true });
    // The same position twice is one save.
    unmount();
    expect(onSave).toHaveBeenCalledTimes(2);
  });

  it("saves every 15 s while playing", async () => {
    vi.useFakeTimers();
    try {
      const onSave = vi.fn();
      const { players, audio } = setupWith({ onSave });
      await act(async () => players[0]!.togglePlay());
      audio().currentTime = 15;
      act(() => vi.advanceTimersByTime(SAVE_EVERY_MS));
      expect(onSave).toHaveBeenCalledWith({ position: 15, duration: 600 }, { keepalive: false });
    } finally {
      vi.useRealTimers();
    }
  });

  it("plays at the member's speed, and reports a speed the member picks", () => {
    const onPlaybackRateChange = vi.fn();
    const { players, audio, rerender } = setupWith({ playbackRate: 1.5, onPlaybackRateChange });
    expect(audio().playbackRate).toBe(1.5);
    rerender({ playbackRate: 1.25, onPlaybackRateChange });
    expect(audio().playbackRate).toBe(1.25);
    act(() => players[0]!.setPlaybackRate(2));
    fireEvent(audio(), new Event("ratechange"));
    expect(onPlaybackRateChange).toHaveBeenCalledWith(2);
    expect(players[0]!.playbackRate).toBe(2);
  });

  it("starts over: back to 0, the note goes and the memory forgets", () => {
    const onStartOver = vi.fn();
    const { players } = setupWith({ resumeAt: 300, onStartOver });
    act(() => players[0]!.startOver());
    expect(players[0]).toMatchObject({ currentTime: 0, resumedAt: null });
    expect(onStartOver).toHaveBeenCalledOnce();
  });
});
