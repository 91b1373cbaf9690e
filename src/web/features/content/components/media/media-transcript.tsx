import { useRef, useState, type ReactNode, type RefObject } from "react";

import { useTranscript } from "../../../../api/transcripts.js";
import { TranscriptPanel } from "../../../../components/transcript/transcript-panel.js";
import { StatusText } from "../../../../components/ui/status-text.js";

interface TranscriptProps {
  url: string;
  title: string;
  /** The player's media source: the panel follows the element playing it. */
  mediaKey: string;
  container: RefObject<HTMLDivElement | null>;
}

function TranscriptBody({ url, title, mediaKey, container }: TranscriptProps) {
  const transcript = useTranscript(url);
  if (transcript.isPending) return <StatusText compact>Loading transcript...</StatusText>;
  if (transcript.isError) return <StatusText compact>The transcript could not be loaded.</StatusText>;
  return <TranscriptPanel cues={transcript.data} container={container} mediaKey={mediaKey} title={title} />;
}

/** A "Transcript" disclosure: nothing is fetched until it is opened (a list of fifty episodes fetches none). */
function TranscriptDisclosure(props: TranscriptProps) {
  const [open, setOpen] = useState(false);
  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="w-fit cursor-pointer font-display text-sm font-bold tracking-wider text-accent uppercase hover:text-accent-hover">Transcript</summary>
      {open ? (
        <div className="pt-2">
          <TranscriptBody {...props} />
        </div>
      ) : null}
    </details>
  );
}

export interface WithTranscriptProps {
  /** The record's transcript, or null/undefined when it has none (then only the player shows). */
  transcriptUrl: string | null | undefined;
  title: string;
  mediaKey: string;
  /** Behind a "Transcript" disclosure (list cards) rather than open under the player (reader pages). */
  collapsed?: boolean;
  /** The player. */
  children: ReactNode;
}

/** A player with its interactive transcript under it (issue 14). */
export function WithTranscript({ transcriptUrl, title, mediaKey, collapsed = false, children }: WithTranscriptProps) {
  const container = useRef<HTMLDivElement>(null);
  const props = transcriptUrl ? { url: transcriptUrl, title, mediaKey, container } : null;
  return (
    <div ref={container} className="flex flex-col gap-3">
      {children}
      {props && collapsed ? <TranscriptDisclosure {...props} /> : null}
      {props && !collapsed ? (
        <section aria-label="Transcript" className="flex flex-col gap-2">
          <h2 className="text-sm font-bold tracking-wider text-muted uppercase">Transcript</h2>
          <TranscriptBody {...props} />
        </section>
      ) : null}
    </div>
  );
}
