import { apiPaths, postSchema } from "../../../../shared/content.js";
import { contentKeys } from "./query-keys.js";
import { usePublicRecord } from "./use-public-record.js";

/** One Field Manual post: in full, or locked for a visitor when members-only. */
export function usePost(id: string) {
  return usePublicRecord((userId) => contentKeys.post(userId, id), apiPaths.post(id), postSchema.parse);
}
