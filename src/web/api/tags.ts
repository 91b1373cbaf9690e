import { useQuery } from "@tanstack/react-query";

import { tagListSchema, TAGS_API_PATH } from "../../shared/tags.js";
import { apiFetch } from "../lib/api-client.js";
import { useCacheOwner } from "./cache-owner.js";

/** Tags query keys, per cache owner (an admin's answer holds drafts' tags). */
export const tagKeys = { all: ["tags"] as const, list: (owner: string) => [...tagKeys.all, owner] as const };

/** The tags the signed-in viewer may see in use (GET /api/tags): an admin's form suggests them, the dashboard's lists offer them. */
export function useTags(): string[] {
  const { owner } = useCacheOwner();
  const query = useQuery({
    queryKey: tagKeys.list(owner),
    queryFn: ({ signal }) => apiFetch(TAGS_API_PATH, { signal, parse: tagListSchema.parse }),
    staleTime: 60_000,
  });
  return query.data?.tags ?? [];
}
