import { useState } from "react";
import { StatusText } from "../../../../components/ui/status-text.js";
import { cn } from "../../../../lib/cn.js";

/**
 * A streamed video with the browser's controls. "Loading video..." shows
 * until its metadata has loaded; if it cannot load, the error is logged and
 * the loading text stays.
 */
export function VideoView({ src, title }: { src: string; title: string }) {
  const [ready, setReady] = useState(false);
  return (
    <div className="relative">
      {ready ? null : <StatusText className="absolute inset-x-0 top-0 text-center">Loading video...</StatusText>}
      <video
        src={src}
        controls
        preload="metadata"
        playsInline
        aria-label={title}
        onLoadedMetadata={() => setReady(true)}
        onError={(event) => console.error(`Could not load video ${src}:`, event.currentTarget.error)}
        className={cn("aspect-video w-full rounded-sm border border-border bg-black", !ready && "invisible")}
      />
    </div>
  );
}
