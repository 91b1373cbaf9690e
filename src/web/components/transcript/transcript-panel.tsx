import { useEffect, useRef, useState, type RefObject } from "react";

import { activeCueIndex, cuePlainText, cueSpeaker, type Cue } from "../../../shared/transcript.js";
import { cn } from "../../lib/cn.js";
import { formatTime } from "../player/format-time.js";

/**
 * The playing position of the first <audio> or <video> inside `container`,
 * followed through the element's own events: the transcript needs nothing
 * from the player component but the element it renders.
 */
function useMediaTime(container: RefObject<HTMLElement | null>, mediaKey: string) {
  const [time, setTime] = useState(0);
  const [media, setMedia] = useState<HTMLMediaElement | null>(null);
  useEffect(() => {
    const element = container.current?.querySelector<HTMLMediaElement>("audio, video") ?? null;
    setMedia(element);
    if (!element) return;
    const update = () => setTime(element.currentTime);
    update();
    const events = ["timeupdate", "seeked", "loadedmetadata"] as const;
    for (const name of events) element.addEventListener(name, update);
    return () => {
      for (const name of events) element.removeEventListener(name, update);
    };
  }, [container, mediaKey]);
  return { time, media };
}

export interface TranscriptPanelProps {
  cues: readonly Cue[];
  /** Holds the player whose media the transcript follows. */
  container: RefObject<HTMLElement | null>;
  /** Changes when the player's media changes (its source URL), so the panel finds the new element. */
  mediaKey: string;
  /** What is transcribed, for the region's accessible name. */
  title: string;
  className?: string;
}

/**
 * An interactive transcript (WCAG 1.2.1): every cue with its time, the one
 * being spoken highlighted and kept in view inside the panel (the page does
 * not jump), a cue's time button seeking there and playing. The text is
 * ordinary, selectable page text that the browser's find reaches; clicking
 * a cue's words seeks too, unless the click ended a text selection.
 */
export function TranscriptPanel({ cues, container, mediaKey, title, className }: TranscriptPanelProps) {
  const { time, media } = useMediaTime(container, mediaKey);
  const active = activeCueIndex(cues, time);
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const box = list.current;
    const row = box?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!box || !row) return;
    // Scrolls the panel only, never the page, and only when the cue has left the visible part.
    const top = row.offsetTop - box.offsetTop;
    if (top < box.scrollTop || top + row.offsetHeight > box.scrollTop + box.clientHeight) {
      box.scrollTo({ top: Math.max(0, top - box.clientHeight / 3), behavior: "smooth" });
    }
  }, [active]);

  const seek = (cue: Cue) => {
    if (!media) return;
    media.currentTime = cue.start;
    if (media.paused) void media.play().catch(() => {});
  };

  return (
    <ol
      ref={list}
      aria-label={`Transcript of ${title}`}
      tabIndex={0}
      className={cn("flex max-h-80 flex-col gap-0.5 overflow-y-auto overscroll-contain rounded-sm border border-border bg-background/60 p-2", className)}
    >
      {cues.map((cue, index) => {
        const speaker = cueSpeaker(cue);
        const current = index === active;
        return (
          <li
            key={`${cue.start}-${index}`}
            aria-current={current ? "true" : undefined}
            data-testid="transcript-cue"
            className={cn("flex gap-3 rounded-sm px-2 py-1.5 leading-relaxed", current ? "bg-accent/15 text-foreground" : "text-foreground/80")}
          >
            <button
              type="button"
              onClick={() => seek(cue)}
              aria-label={`Play from ${formatTime(cue.start)}`}
              className={cn("shrink-0 cursor-pointer font-mono text-sm tabular-nums hover:text-accent", current ? "text-accent" : "text-muted")}
            >
              {formatTime(cue.start)}
            </button>
            <p
              className="cursor-pointer select-text"
              onClick={() => {
                if (window.getSelection()?.isCollapsed ?? true) seek(cue);
              }}
            >
              {speaker ? <span className="font-semibold text-foreground">{speaker}: </span> : null}
              {cuePlainText(cue)}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
