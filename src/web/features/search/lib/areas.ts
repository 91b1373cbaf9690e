import type { SearchArea, SearchResult } from "../../../../shared/search.js";

/** The content areas by the names the site gives them. */
export const AREA_LABELS: Record<SearchArea, string> = {
  "field-manual": "Field Manual",
  briefing: "The Briefing",
  "after-action": "After-Action",
};

/** What a result is, in a word: "Article", "Episode", or an item's media type. */
export const MEDIA_LABELS: Record<SearchResult["mediaType"], string> = {
  article: "Article",
  text: "Text",
  pdf: "PDF",
  video: "Video",
  audio: "Audio",
};

export function resultTypeLabel(result: Pick<SearchResult, "kind" | "mediaType">): string {
  return result.kind === "episode" ? "Episode" : MEDIA_LABELS[result.mediaType];
}
