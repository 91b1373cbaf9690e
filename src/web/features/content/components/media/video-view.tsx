import { useRef, useState } from "react";

import { PlaybackRateSelect } from "../../../../components/player/playback-rate-select.js";
import { claimPlayback, releasePlayback } from "../../../../components/player/playback-registry.js";
import { ResumeNote } from "../../../../components/player/resume-note.js";
import { useMediaMemory, type MediaMemory } from "../../../../components/player/use-media-memory.js";
import { StatusText } from "../../../../components/ui/status-text.js";
import { cn } from "../../../../lib/cn.js";
import { useCaptionsChoice } from "../../lib/use-captions-choice.js";

/**
 * A streamed video with the browser's controls, our speed menu and the
 * member's resume point (a single video may seek as soon as it has its
 * metadata). "Loading video..." shows until its metadata has loaded; if it
 * cannot load, the error is logged and the loading text stays.
 */
export function VideoView({
  src,
  title,
  memory = {},
  captionsUrl,
}: {
  src: string;
  title: string;
  memory?: MediaMemory;
  captionsUrl?: string | null | undefined;
}) {
  const [ready, setReady] = useState(false);
  const ref = useRef<HTMLVideoElement>(null);
  const remembered = useMediaMemory(ref, memory, { seekOnLoad: true, session: { title } });
  // Captions (the item's transcript) are off until turned on with the CC control; the choice is remembered.
  useCaptionsChoice(ref, Boolean(captionsUrl));
  return (
    <div className="flex flex-col gap-2">
      <div className="relative">
        {ready ? null : <StatusText className="absolute inset-x-0 top-0 text-center">Loading video...</StatusText>}
        <video
          ref={ref}
          src={src}
          controls
          preload="metadata"
          playsInline
          aria-label={title}
          onLoadedMetadata={() => setReady(true)}
          onPlay={(event) => claimPlayback(event.currentTarget)}
          onPause={(event) => releasePlayback(event.currentTarget)}
          onError={(event) => console.error(`Could not load video ${src}:`, event.currentTarget.error)}
          className={cn("aspect-video w-full rounded-sm border border-border bg-black", !ready && "invisible")}
        >
          {captionsUrl ? <track kind="captions" src={captionsUrl} srcLang="en" label="English" /> : null}
        </video>
      </div>
      {ready ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <ResumeNote resumedAt={remembered.resumedAt} onStartOver={remembered.startOver} />
          <PlaybackRateSelect value={remembered.playbackRate} onChange={remembered.setPlaybackRate} className="ml-auto" />
        </div>
      ) : null}
    </div>
  );
}
