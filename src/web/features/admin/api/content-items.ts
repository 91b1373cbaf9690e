import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Category } from "../../../../shared/constants.js";
import { apiPaths, contentItemSchema, contentItemSummarySchema, type ContentItem } from "../../../../shared/content.js";
import type { ContentItemFields } from "../../../../shared/admin.js";
import { apiFetch } from "../../../lib/api-client.js";
import { uploadForm, type UploadProgress } from "../../../lib/upload.js";
import { multipartBody } from "../lib/multipart.js";
import { useAdminList, useRefreshAfterWrite } from "./admin-list.js";

const ALL = ["content-items"] as const;

export interface ItemSave {
  /** Null creates a new item. */
  id: string | null;
  fields: ContentItemFields;
  /** A new file (pdf, video, audio); optional when editing. */
  file: File | null;
  onProgress: (progress: UploadProgress) => void;
}

/** Content items of one category: the paged list, loading one for editing, save (multipart) and delete. */
export function useContentItemsAdmin(category: Category) {
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterWrite(ALL);
  const list = useAdminList([...ALL, "admin-list", category], apiPaths.contentItems, contentItemSummarySchema, { category });
  const load = (id: string): Promise<ContentItem> =>
    queryClient.fetchQuery({
      queryKey: [...ALL, "admin-detail", id],
      queryFn: ({ signal }) => apiFetch(apiPaths.contentItem(id), { signal, parse: contentItemSchema.parse }),
      staleTime: 0,
    });
  const save = useMutation({
    mutationFn: ({ id, fields, file, onProgress }: ItemSave) => {
      const body = multipartBody(fields, fields.mediaType === "text" ? null : file);
      return uploadForm(id ? "PUT" : "POST", id ? apiPaths.contentItem(id) : apiPaths.contentItems, body, onProgress).then((data) =>
        contentItemSchema.parse(data),
      );
    },
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => apiFetch(apiPaths.contentItem(id), { method: "DELETE" }),
    onSuccess: refresh,
  });
  return { list, load, save, remove, refresh };
}
