import { apiPaths, pageOf, podcastSchema } from "../../../../shared/content.js";
import { contentKeys } from "./query-keys.js";
import { usePagedList } from "./use-paged-list.js";

const podcastPageSchema = pageOf(podcastSchema);

/** The Briefing's podcast episodes. */
export function usePodcasts() {
  return usePagedList({ queryKey: contentKeys.podcasts, path: apiPaths.podcasts, parse: podcastPageSchema.parse });
}
