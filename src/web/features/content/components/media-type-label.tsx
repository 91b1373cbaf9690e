import { FileText, FileType2, Headphones, Video, type LucideIcon } from "lucide-react";

import type { MediaType } from "../../../../shared/constants.js";

const labels: Record<MediaType, { icon: LucideIcon; text: string }> = {
  text: { icon: FileText, text: "Text" },
  pdf: { icon: FileType2, text: "PDF" },
  video: { icon: Video, text: "Video" },
  audio: { icon: Headphones, text: "Audio" },
};

/** An item's media type with its icon, e.g. "PDF". */
export function MediaTypeLabel({ mediaType }: { mediaType: MediaType }) {
  const { icon: Icon, text } = labels[mediaType];
  return (
    <span className="inline-flex items-center gap-1.5">
      <Icon aria-hidden="true" className="size-4 text-accent" />
      {text}
    </span>
  );
}
