import { useEffect, useRef } from "react";

import type { ContentItem } from "../../../../shared/content.js";
import { usePlayerMemory } from "../../../api/player-memory.js";
import { useMarkRead } from "../../../api/progress.js";
import { MarkdownContent } from "../../../components/content/markdown.js";
import { AudioPlayer } from "../../../components/player/audio-player.js";
import { StatusText } from "../../../components/ui/status-text.js";
import { useReadToEnd } from "../../../lib/use-read-to-end.js";
import { AcknowledgePdf } from "./media/acknowledge-pdf.js";
import { WithTranscript } from "./media/media-transcript.js";
import { PdfFrame } from "./media/pdf-frame.js";
import { VideoView } from "./media/video-view.js";

const loadingTexts: Partial<Record<string, string>> = { pdf: "Loading PDF...", video: "Loading video...", audio: "Loading audio..." };

/** A file item without a file: logged, and its loading text stays (as for a file that fails to load). */
function MissingFile({ itemId, loadingText }: { itemId: string; loadingText: string }) {
  useEffect(() => console.error(`Content item ${itemId} has no file.`), [itemId]);
  return <StatusText>{loadingText}</StatusText>;
}

/** A PDF counts as read for the member once it has opened; as completed once acknowledged (decision 097). */
function ReadPdf({ itemId, src, title }: { itemId: string; src: string; title: string }) {
  const { markRead } = useMarkRead("item", itemId);
  return (
    <>
      <PdfFrame src={src} title={title} onOpen={markRead} />
      <AcknowledgePdf itemId={itemId} />
    </>
  );
}

/** A stored file of an item, as its player or reader needs it. */
interface StoredMediaProps {
  itemId: string;
  mediaType: string;
  src: string;
  title: string;
  transcriptUrl?: string | null | undefined;
}

/** Video and audio: the one player, resuming where the member stopped, at their speed, saving as they play; the transcript under it. */
function PlayedMedia({ itemId, mediaType, src, title, transcriptUrl }: StoredMediaProps) {
  const { memory } = usePlayerMemory("item", itemId);
  const loading = <StatusText>Loading audio...</StatusText>;
  return (
    <WithTranscript transcriptUrl={transcriptUrl} title={title} mediaKey={src}>
      {mediaType === "video" ? (
        <VideoView src={src} title={title} memory={memory} captionsUrl={transcriptUrl} />
      ) : (
        <AudioPlayer src={src} title={title} loadingText="Loading audio..." errorFallback={loading} memory={memory} />
      )}
    </WithTranscript>
  );
}

function FileMedia({ itemId, mediaType, src, title, transcriptUrl }: StoredMediaProps) {
  if (mediaType === "pdf") return <ReadPdf itemId={itemId} src={src} title={title} />;
  return <PlayedMedia itemId={itemId} mediaType={mediaType} src={src} title={title} transcriptUrl={transcriptUrl} />;
}

/** A text item counts as read when its last paragraph comes into view. */
function TextMedia({ item }: { item: ContentItem }) {
  const ref = useRef<HTMLDivElement>(null);
  const { pending, markRead } = useMarkRead("item", item.id);
  useReadToEnd(ref, markRead, pending);
  return (
    <div ref={ref}>
      <MarkdownContent keepLineBreaks loadingText="Loading Content...">
        {item.contentText ?? ""}
      </MarkdownContent>
    </div>
  );
}

/**
 * An item's body by its media type: text (markdown, rendered like a post's:
 * docs/decisions/021), a PDF frame, a video, the audio player, or
 * "Unsupported content type.".
 */
export function ItemMedia({ item }: { item: ContentItem }) {
  const mediaType: string = item.mediaType;
  if (mediaType === "text") return <TextMedia item={item} />;
  const loadingText = loadingTexts[mediaType];
  if (!loadingText) return <StatusText>Unsupported content type.</StatusText>;
  if (!item.fileUrl) return <MissingFile itemId={item.id} loadingText={loadingText} />;
  return <FileMedia itemId={item.id} mediaType={mediaType} src={item.fileUrl} title={item.title} transcriptUrl={item.transcriptUrl} />;
}
