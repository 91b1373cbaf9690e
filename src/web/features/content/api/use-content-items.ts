import type { Category } from "../../../../shared/constants.js";
import { apiPaths, contentItemSummarySchema, pageOf } from "../../../../shared/content.js";
import { contentKeys } from "./query-keys.js";
import { usePagedList } from "./use-paged-list.js";

const itemPageSchema = pageOf(contentItemSummarySchema);

/** Content items of one category (briefing or after-action). */
export function useContentItems(category: Category) {
  return usePagedList({
    queryKey: (userId) => contentKeys.items(userId, category),
    path: apiPaths.contentItems,
    params: { category },
    parse: itemPageSchema.parse,
  });
}
