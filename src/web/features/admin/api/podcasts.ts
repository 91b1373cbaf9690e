import { useMutation } from "@tanstack/react-query";
import { apiPaths, podcastSchema } from "../../../../shared/content.js";
import { podcastKeys, usePodcasts } from "../../../api/podcasts.js";
import { apiFetch } from "../../../lib/api-client.js";
import { uploadForm, type UploadProgress } from "../../../lib/upload.js";
import { multipartBody } from "../lib/multipart.js";
import { ADMIN_LIST, useRefreshAfterWrite } from "./admin-cache.js";

export interface PodcastUpload {
  title: string;
  description: string | null;
  isMembersOnly: boolean;
  file: File;
  onProgress: (progress: UploadProgress) => void;
}

/** Podcasts: the paged list, upload (multipart with progress) and delete. */
export function usePodcastsAdmin() {
  const refresh = useRefreshAfterWrite(podcastKeys.all);
  const list = usePodcasts(ADMIN_LIST);
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
