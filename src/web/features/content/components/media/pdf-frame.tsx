import { ExternalLink } from "lucide-react";
import { useState } from "react";

import { StatusText } from "../../../../components/ui/status-text.js";
import { cn } from "../../../../lib/cn.js";

/** A PDF in a frame, streamed from its URL; "Loading PDF..." until the frame has loaded. `onOpen`: it has opened (in the frame or a new tab). */
export function PdfFrame({ src, title, onOpen }: { src: string; title: string; onOpen?: () => void }) {
  const [loaded, setLoaded] = useState(false);
  return (
    <div className="flex flex-col gap-3">
      <div className="relative">
        {loaded ? null : <StatusText className="absolute inset-x-0 top-0 text-center">Loading PDF...</StatusText>}
        <iframe
          src={src}
          title={title}
          onLoad={() => {
            setLoaded(true);
            onOpen?.();
          }}
          className={cn("h-[75vh] min-h-96 w-full rounded-sm border border-border bg-surface", !loaded && "invisible")}
        />
      </div>
      <a
        href={src}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onOpen}
        className="inline-flex items-center gap-2 self-start rounded-sm text-sm font-semibold text-accent underline-offset-4 hover:underline"
      >
        <ExternalLink aria-hidden="true" className="size-4" />
        Open the PDF in a new tab
      </a>
    </div>
  );
}
