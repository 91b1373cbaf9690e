import type { Category, MediaType } from "../../../../shared/constants.js";

/** How a category reads in headings: "Create Briefing Item", "Manage After-Action Items". */
export const CATEGORY_LABEL: Record<Category, string> = {
  briefing: "Briefing",
  "after-action": "After-Action",
};

export const MEDIA_TYPE_LABEL: Record<MediaType, string> = {
  text: "Text",
  pdf: "PDF",
  video: "Video",
  audio: "Audio",
};

/** What a media type's upload is called in messages: "Choose a PDF file to upload." */
export const FILE_NOUN: Record<Exclude<MediaType, "text">, string> = {
  pdf: "a PDF file",
  video: "a video file (MP4 or WebM)",
  audio: "an audio file (MP3, WAV or M4A)",
};
