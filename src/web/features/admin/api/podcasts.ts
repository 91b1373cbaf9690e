import { useMutation, useQueryClient, type InfiniteData } from "@tanstack/react-query";
import type { PodcastFields } from "../../../../shared/admin.js";
import { apiPaths, podcastSchema, type Page, type Podcast } from "../../../../shared/content.js";
import { podcastKeys } from "../../../api/podcasts.js";
import { useViewer } from "../../../api/viewer.js";
import { apiFetch } from "../../../lib/api-client.js";
import { uploadForm, type UploadProgress } from "../../../lib/upload.js";
import { multipartBody } from "../lib/multipart.js";
import { useRefreshAfterWrite } from "./admin-cache.js";

export interface PodcastSave {
  /** Null uploads a new episode; an id edits that one. */
  id: string | null;
  fields: PodcastFields;
  /** The audio: required for a new episode, optional when editing (it replaces the current one). */
  file: File | null;
  /** A new transcript (WebVTT or SRT), or null. */
  transcript: File | null;
  onProgress: (progress: UploadProgress) => void;
}

/** Podcasts: upload or edit (multipart with progress) and delete. */
export function usePodcastsAdmin() {
  const queryClient = useQueryClient();
  const { viewer } = useViewer();
  const refresh = useRefreshAfterWrite(podcastKeys.all);
  const save = useMutation({
    mutationFn: ({ id, fields, file, transcript, onProgress }: PodcastSave) =>
      uploadForm(id ? "PUT" : "POST", id ? apiPaths.podcast(id) : apiPaths.podcasts, multipartBody(fields, file, transcript), onProgress).then((data) =>
        podcastSchema.parse(data),
      ),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => apiFetch(apiPaths.podcast(id), { method: "DELETE" }),
    onSuccess: refresh,
  });
  /**
   * An episode for the edit form. The admin's lists carry every field the form
   * shows (with the files' names), so it is taken from whichever cached list
   * holds it: the whole list or the one the title search shows.
   */
  const load = (id: string): Promise<Podcast> => {
    const lists = queryClient.getQueriesData<InfiniteData<Page<Podcast>>>({ queryKey: podcastKeys.lists(viewer) });
    const episode = lists.flatMap(([, data]) => data?.pages?.flatMap((page) => page.items) ?? []).find((p) => p.id === id);
    return episode ? Promise.resolve(episode) : Promise.reject(new Error("Episode not found."));
  };
  return { save, remove, load, refresh };
}
