import { useMutation } from "@tanstack/react-query";
import { apiPaths, podcastSchema } from "../../../../shared/content.js";
import { apiFetch } from "../../../lib/api-client.js";
import { uploadForm, type UploadProgress } from "../../../lib/upload.js";
import { multipartBody } from "../lib/multipart.js";
import { useAdminList, useRefreshAfterWrite } from "./admin-list.js";

/** Every podcast query starts with this key, the member dashboard's included. */
const ALL = ["podcasts"] as const;

export interface PodcastUpload {
  title: string;
  description: string | null;
  isMembersOnly: boolean;
  file: File;
  onProgress: (progress: UploadProgress) => void;
}

/** Podcasts: the paged list, upload (multipart with progress) and delete. */
export function usePodcastsAdmin() {
  const refresh = useRefreshAfterWrite(ALL);
  const list = useAdminList([...ALL, "admin-list"], apiPaths.podcasts, podcastSchema);
  const upload = useMutation({
    mutationFn: ({ file, onProgress, ...fields }: PodcastUpload) =>
      uploadForm("POST", apiPaths.podcasts, multipartBody(fields, file), onProgress).then((data) => podcastSchema.parse(data)),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => apiFetch(`${apiPaths.podcasts}/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: refresh,
  });
  return { list, upload, remove };
}
