import { useEffect } from "react";
import type { ContentItem } from "../../../../shared/content.js";
import { StatusText } from "../../../components/ui/status-text.js";
import { AudioPlayer } from "../../../components/player/audio-player.js";
import { MarkdownContent } from "../../../components/content/markdown.js";
import { PdfFrame } from "./media/pdf-frame.js";
import { VideoView } from "./media/video-view.js";

const loadingTexts: Partial<Record<string, string>> = { pdf: "Loading PDF...", video: "Loading video...", audio: "Loading audio..." };

/** A file item without a file: logged, and its loading text stays (as for a file that fails to load). */
function MissingFile({ itemId, loadingText }: { itemId: string; loadingText: string }) {
  useEffect(() => console.error(`Content item ${itemId} has no file.`), [itemId]);
  return <StatusText>{loadingText}</StatusText>;
}

function FileMedia({ mediaType, src, title }: { mediaType: string; src: string; title: string }) {
  if (mediaType === "pdf") return <PdfFrame src={src} title={title} />;
  if (mediaType === "video") return <VideoView src={src} title={title} />;
  const loading = <StatusText>Loading audio...</StatusText>;
  return <AudioPlayer src={src} title={title} loadingText="Loading audio..." errorFallback={loading} />;
}

/**
 * An item's body by its media type: text (markdown, rendered like a post's:
 * docs/decisions/021), a PDF frame, a video, the audio player, or
 * "Unsupported content type.".
 */
export function ItemMedia({ item }: { item: ContentItem }) {
  const mediaType: string = item.mediaType;
  if (mediaType === "text") return <MarkdownContent keepLineBreaks>{item.contentText ?? ""}</MarkdownContent>;
  const loadingText = loadingTexts[mediaType];
  if (!loadingText) return <StatusText>Unsupported content type.</StatusText>;
  if (!item.fileUrl) return <MissingFile itemId={item.id} loadingText={loadingText} />;
  return <FileMedia mediaType={mediaType} src={item.fileUrl} title={item.title} />;
}
