import { apiPaths, pageOf, postSummarySchema } from "../../../../shared/content.js";
import { contentKeys } from "./query-keys.js";
import { usePagedList } from "./use-paged-list.js";

const postPageSchema = pageOf(postSummarySchema);

/** Field Manual articles for the dashboard. */
export function usePosts() {
  return usePagedList({ queryKey: contentKeys.posts, path: apiPaths.posts, parse: postPageSchema.parse });
}
