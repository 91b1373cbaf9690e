import { useMutation } from "@tanstack/react-query";
import { apiPaths, postSchema } from "../../../../shared/content.js";
import type { PostInputBody } from "../../../../shared/admin.js";
import { getPostQueryOptions, postKeys } from "../../../api/posts.js";
import { apiFetch } from "../../../lib/api-client.js";
import { useLoadForEdit, useRefreshAfterWrite } from "./admin-cache.js";

/** Field Manual posts: loading one in full for editing, save (create or update) and delete. */
export function usePostsAdmin() {
  const refresh = useRefreshAfterWrite(postKeys.all);
  const load = useLoadForEdit(getPostQueryOptions);
  const save = useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: PostInputBody }) =>
      apiFetch(id ? apiPaths.post(id) : apiPaths.posts, { method: id ? "PUT" : "POST", json: input, parse: postSchema.parse }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => apiFetch(apiPaths.post(id), { method: "DELETE" }),
    onSuccess: refresh,
  });
  return { load, save, remove, refresh };
}
