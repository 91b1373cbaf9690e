import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPaths, postSchema, postSummarySchema, type Post } from "../../../../shared/content.js";
import type { PostInputBody } from "../../../../shared/admin.js";
import { apiFetch } from "../../../lib/api-client.js";
import { useAdminList, useRefreshAfterWrite } from "./admin-list.js";

const ALL = ["posts"] as const;

/** Field Manual posts: the paged list, loading one in full for editing, save (create or update) and delete. */
export function usePostsAdmin() {
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterWrite(ALL);
  const list = useAdminList([...ALL, "admin-list"], apiPaths.posts, postSummarySchema);
  const load = (id: string): Promise<Post> =>
    queryClient.fetchQuery({
      queryKey: [...ALL, "admin-detail", id],
      queryFn: ({ signal }) => apiFetch(apiPaths.post(id), { signal, parse: postSchema.parse }),
      staleTime: 0,
    });
  const save = useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: PostInputBody }) =>
      apiFetch(id ? apiPaths.post(id) : apiPaths.posts, { method: id ? "PUT" : "POST", json: input, parse: postSchema.parse }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => apiFetch(apiPaths.post(id), { method: "DELETE" }),
    onSuccess: refresh,
  });
  return { list, load, save, remove, refresh };
}
