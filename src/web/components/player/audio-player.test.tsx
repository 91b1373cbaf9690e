import { act, fireEvent, render, screen } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";

import { AudioPlayer, VideoPlayer } from "./audio-player.js";

beforeAll(() => {
  if (HTMLMediaElement.HAVE_METADATA === undefined) Object.defineProperty(HTMLMediaElement, "HAVE_METADATA", { value: 1 });
});

function setup() {
  const { container } = render(<AudioPlayer src="/a.mp3" title="Episode" memory={{ resumeAt: 65 }} />);
  const audio = container.querySelector("audio")!;
  Object.defineProperty(audio, "duration", { value: 600, configurable: true });
  act(() => {
    fireEvent(audio, new Event("loadedmetadata"));
  });
  return { audio, player: screen.getByRole("group", { name: "Audio player Episode" }), time: () => screen.getByTestId("audio-time").textContent };
}

describe("AudioPlayer", () => {
  it("says where it resumed, with the speed menu and the keyboard hint as its description", () => {
    const { player, time } = setup();
    expect(screen.getByRole("status").textContent).toBe("Resumed at 01:05·Start over");
    expect(time()).toBe("01:05 / 10:00");
    expect(screen.getByRole("combobox", { name: "Playback speed" })).toBeTruthy();
    const hint = document.getElementById(player.getAttribute("aria-describedby")!)!;
    expect(hint.textContent).toMatch(/^Keyboard: Space plays or pauses/);
  });

  it("answers the shortcuts anywhere in it, leaving the sliders' and speed menu's arrows alone", async () => {
    const { audio, time } = setup();
    const seek = screen.getByRole("slider", { name: "Seek Episode" });
    // The seek slider keeps the spec's own 1-second arrow steps.
    fireEvent.keyDown(seek, { key: "ArrowRight" });
    expect(time()).toBe("01:05 / 10:00");
    const back = screen.getByRole("button", { name: "Back 10 seconds" });
    fireEvent.keyDown(back, { key: "ArrowRight" });
    expect(time()).toBe("01:15 / 10:00");
    fireEvent.keyDown(back, { key: "ArrowLeft" });
    fireEvent.keyDown(back, { key: "ArrowLeft" });
    expect(time()).toBe("00:55 / 10:00");
    // With a modifier the key is the browser's.
    fireEvent.keyDown(back, { key: "ArrowLeft", ctrlKey: true });
    expect(time()).toBe("00:55 / 10:00");

    fireEvent.keyDown(back, { key: "ArrowDown" });
    expect(audio.volume).toBeCloseTo(0.9, 5);
    fireEvent.keyDown(screen.getByRole("slider", { name: "Volume" }), { key: "ArrowDown" });
    fireEvent.keyDown(screen.getByRole("combobox", { name: "Playback speed" }), { key: "ArrowUp" });
    expect(audio.volume).toBeCloseTo(0.9, 5);

    fireEvent.keyDown(seek, { key: "m" });
    expect(audio.muted).toBe(true);

    const forward = screen.getByRole("button", { name: "Forward 10 seconds" });
    await act(async () => {
      fireEvent.keyDown(forward, { key: " " });
    });
    expect(audio.paused).toBe(false);
    // Its release does not also press the focused button.
    expect(fireEvent.keyUp(forward, { key: " " })).toBe(false);
  });
});

describe("VideoPlayer", () => {
  function setupVideo(on: boolean) {
    const onChange = vi.fn();
    const { container } = render(<VideoPlayer src="/v.webm" title="Clip" captions={{ url: "/cues.vtt", on, onChange }} />);
    const video = container.querySelector("video")!;
    Object.defineProperty(video, "duration", { value: 30, configurable: true });
    act(() => {
      fireEvent(video, new Event("loadedmetadata"));
    });
    return { video, onChange };
  }

  it("is the same player with the native controls off, a captions track and a pressed-state CC button", () => {
    const { video, onChange } = setupVideo(false);
    expect(video.hasAttribute("controls")).toBe(false);
    expect(video.querySelector('track[kind="captions"]')!.getAttribute("src")).toBe("/cues.vtt");
    const player = screen.getByRole("group", { name: "Video player Clip" });
    expect(screen.getByRole("button", { name: "Play Clip" })).toBeTruthy();
    expect(screen.getByRole("slider", { name: "Seek Clip" })).toBeTruthy();
    const cc = screen.getByRole("button", { name: "Captions" });
    expect(cc.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(cc);
    expect(onChange).toHaveBeenLastCalledWith(true);
    // The C key too, anywhere in the player; the hint says so.
    fireEvent.keyDown(screen.getByRole("button", { name: "Back 10 seconds" }), { key: "c" });
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(document.getElementById(player.getAttribute("aria-describedby")!)!.textContent).toContain("C turns captions on or off");
  });

  it("shows the captions as pressed when the viewer's choice is on", () => {
    setupVideo(true);
    expect(screen.getByRole("button", { name: "Captions" }).getAttribute("aria-pressed")).toBe("true");
  });
});
