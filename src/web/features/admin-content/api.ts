import { useMutation, useQueryClient, type FetchQueryOptions, type InfiniteData, type QueryKey } from "@tanstack/react-query";

import { takesTranscript, type ContentItemFields, type PodcastFields, type PostInputBody } from "../../../shared/admin.js";
import { apiPaths, contentItemSchema, podcastSchema, postSchema, type Page, type Podcast } from "../../../shared/content.js";
import { useCacheOwner, type CacheOwner } from "../../api/cache-owner.js";
import { contentItemKeys, getContentItemQueryOptions } from "../../api/content-items.js";
import type { PagedListOverrides } from "../../api/paged-list.js";
import { podcastKeys } from "../../api/podcasts.js";
import { getPostQueryOptions, postKeys } from "../../api/posts.js";
import { apiFetch } from "../../lib/api-client.js";
import { uploadForm, type UploadProgress } from "../../lib/upload.js";
import { multipartBody } from "./lib/multipart.js";
import { useRefreshHistory } from "./revision-api.js";

// The admin screens read and write through the same cache as the members'
// screens (src/web/api): a write reloads that resource's queries, and only
// those, so the dashboard and the readers show the change too.

/** Each admin list is fetched afresh whenever its tab opens, with other admins' writes. */
export const ADMIN_LIST: PagedListOverrides = { staleTime: 0 };

/** After a write: reloads every query of the resource whose keys start with `resourceKey`. */
export function useRefreshAfterWrite(resourceKey: QueryKey): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: resourceKey });
}

/** Loads one record in full (lists carry summaries) for the edit form, always from the server. */
export function useLoadForEdit<T, K extends QueryKey>(optionsFor: (owner: CacheOwner, id: string) => FetchQueryOptions<T, Error, T, K>) {
  const queryClient = useQueryClient();
  const { owner } = useCacheOwner();
  return (id: string): Promise<T> => queryClient.fetchQuery({ ...optionsFor(owner, id), staleTime: 0 });
}

/** Field Manual posts: loading one in full for editing, save (create or update), a draft's autosave and delete. */
export function usePostsAdmin() {
  const refresh = useRefreshAfterWrite(postKeys.all);
  const refreshHistory = useRefreshHistory();
  const load = useLoadForEdit(getPostQueryOptions);
  const save = useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: PostInputBody }) =>
      apiFetch(id ? apiPaths.post(id) : apiPaths.posts, { method: id ? "PUT" : "POST", json: input, parse: postSchema.parse }),
    onSuccess: refresh,
    // A refused save is in the history too.
    onSettled: refreshHistory,
  });
  /**
   * A draft's autosave (issue 30): the same PUT, outside the save mutation so
   * the form's buttons do not turn busy every few seconds; `keepalive` when
   * the page is going away, so the request outlives it.
   */
  const autosave = async (id: string, input: PostInputBody, { keepalive = false }: { keepalive?: boolean } = {}) => {
    try {
      const post = await apiFetch(apiPaths.post(id), { method: "PUT", json: input, keepalive, parse: postSchema.parse });
      void refresh();
      return post;
    } finally {
      void refreshHistory();
    }
  };
  const remove = useMutation({
    mutationFn: (id: string) => apiFetch(apiPaths.post(id), { method: "DELETE" }),
    onSuccess: refresh,
  });
  return { load, save, autosave, remove, refresh };
}

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
  const { owner } = useCacheOwner();
  const refresh = useRefreshAfterWrite(podcastKeys.all);
  const refreshHistory = useRefreshHistory();
  const save = useMutation({
    mutationFn: ({ id, fields, file, transcript, onProgress }: PodcastSave) =>
      uploadForm(id ? "PUT" : "POST", id ? apiPaths.podcast(id) : apiPaths.podcasts, multipartBody(fields, file, transcript), onProgress).then((data) =>
        podcastSchema.parse(data),
      ),
    onSuccess: refresh,
    onSettled: refreshHistory,
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
    const lists = queryClient.getQueriesData<InfiniteData<Page<Podcast>>>({ queryKey: podcastKeys.lists(owner) });
    const episode = lists.flatMap(([, data]) => data?.pages?.flatMap((page) => page.items) ?? []).find((p) => p.id === id);
    return episode ? Promise.resolve(episode) : Promise.reject(new Error("Episode not found."));
  };
  return { save, remove, load, refresh };
}

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
  const refreshHistory = useRefreshHistory();
  const load = useLoadForEdit(getContentItemQueryOptions);
  const save = useMutation({
    mutationFn: ({ id, fields, file, transcript, onProgress }: ItemSave) => {
      const body = multipartBody(fields, fields.mediaType === "text" ? null : file, takesTranscript(fields.mediaType) ? transcript : null);
      return uploadForm(id ? "PUT" : "POST", id ? apiPaths.contentItem(id) : apiPaths.contentItems, body, onProgress).then((data) =>
        contentItemSchema.parse(data),
      );
    },
    onSuccess: refresh,
    onSettled: refreshHistory,
  });
  const remove = useMutation({
    mutationFn: (id: string) => apiFetch(apiPaths.contentItem(id), { method: "DELETE" }),
    onSuccess: refresh,
  });
  return { load, save, remove, refresh };
}
