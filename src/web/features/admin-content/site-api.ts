import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { creatorSchema, siteApiPaths, type Creator, type CreatorWriteInput } from "../../../shared/site.js";
import { useCacheOwner } from "../../api/cache-owner.js";
import { apiFetch } from "../../lib/api-client.js";
import { setKnownCreator } from "../../lib/creator.js";

// The creator's settings (docs/decisions/096): read as everyone reads them,
// written whole by the admin.

const creatorKeys = { all: ["admin-creator"] as const };

/** The creator as saved, fetched afresh whenever the page is shown. */
export function useCreatorSettings() {
  const { owner, signedIn } = useCacheOwner();
  return useQuery({
    queryKey: [...creatorKeys.all, owner],
    queryFn: ({ signal }) => apiFetch(siteApiPaths.creator, { signal, parse: (data) => creatorSchema.parse(data) }),
    enabled: signedIn,
    staleTime: 0,
  });
}

/** Saves the whole set; this tab's pages (the footer, the landing page) show it at once. */
export function useSaveCreator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreatorWriteInput) =>
      apiFetch(siteApiPaths.adminCreator, { method: "PUT", json: input, parse: (data): Creator => creatorSchema.parse(data) }),
    onSuccess: (creator) => {
      setKnownCreator(creator);
      return queryClient.invalidateQueries({ queryKey: creatorKeys.all });
    },
  });
}
