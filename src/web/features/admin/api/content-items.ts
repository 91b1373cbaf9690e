import { useMutation } from "@tanstack/react-query";
import { apiPaths, contentItemSchema } from "../../../../shared/content.js";
import { takesTranscript, type ContentItemFields } from "../../../../shared/admin.js";
import { contentItemKeys, getContentItemQueryOptions } from "../../../api/content-items.js";
import { apiFetch } from "../../../lib/api-client.js";
import { uploadForm, type UploadProgress } from "../../../lib/upload.js";
import { multipartBody } from "../lib/multipart.js";
import { useLoadForEdit, useRefreshAfterWrite } from "./admin-cache.js";

export interface ItemSave {
  /** Null creates a new item. */
  id: string | null;
  fields: ContentItemFields;
  /** A new file (pdf, video, audio); optional when editing. */
  file: File | null;
  /** A new transcript (audio and video), or null. */
  transcript: File | null;
  onProgress: (progress: UploadProgress) => void;
}

/** Content items: loading one for editing, save (multipart) and delete. */
export function useContentItemsAdmin() {
  const refresh = useRefreshAfterWrite(contentItemKeys.all);
  const load = useLoadForEdit(getContentItemQueryOptions);
  const save = useMutation({
    mutationFn: ({ id, fields, file, transcript, onProgress }: ItemSave) => {
      const body = multipartBody(fields, fields.mediaType === "text" ? null : file, takesTranscript(fields.mediaType) ? transcript : null);
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
  return { load, save, remove, refresh };
}
