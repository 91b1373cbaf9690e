import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { newsletterApiPaths, subscriptionSchema, type MemberSubscriptionInput } from "../../../shared/newsletter.js";
import { useCacheOwner, type CacheOwner } from "../../api/cache-owner.js";
import { apiFetch } from "../../lib/api-client.js";

// The account page's Newsletter section (issue 31): the signed-in member's own
// subscription. Their address is verified already, so subscribing here needs
// no confirmation e-mail.

export const myNewsletterKeys = { mine: (owner: CacheOwner) => ["newsletter", "mine", owner] as const };

const parse = (data: unknown) => subscriptionSchema.parse(data);

export function useMyNewsletter() {
  const { owner, signedIn } = useCacheOwner();
  return useQuery({
    queryKey: myNewsletterKeys.mine(owner),
    queryFn: ({ signal }) => apiFetch(newsletterApiPaths.mine, { signal, parse }),
    enabled: signedIn,
  });
}

export function useUpdateMyNewsletter() {
  const { owner } = useCacheOwner();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MemberSubscriptionInput) => apiFetch(newsletterApiPaths.mine, { method: "PUT", json: input, parse }),
    onSuccess: (saved) => queryClient.setQueryData(myNewsletterKeys.mine(owner), saved),
  });
}
