import { apiPaths, contentItemSchema } from "../../../../shared/content.js";
import { contentKeys } from "./query-keys.js";
import { usePublicRecord } from "./use-public-record.js";

/** One content item: in full, or locked for a visitor when members-only. */
export function useContentItem(id: string) {
  return usePublicRecord((userId) => contentKeys.item(userId, id), apiPaths.contentItem(id), contentItemSchema.parse);
}
