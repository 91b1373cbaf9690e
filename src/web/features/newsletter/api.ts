import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import {
  confirmedSchema,
  newsletterApiPaths,
  subscriptionSchema,
  type NewsletterPreferences,
  type SignedLinkQuery,
  type Subscription,
} from "../../../shared/newsletter.js";
import { apiFetch } from "../../lib/api-client.js";

// The newsletter pages reached from e-mails (issue 31): confirming an address,
// and a subscriber's preferences and unsubscribing by the signed link (`s`,
// `t`), which stands in for signing in. Answers are checked by the contract's
// schema; errors arrive as ApiError with the server's message.

const parse = (data: unknown): Subscription => subscriptionSchema.parse(data);

/** The signed link's query string, as every signed endpoint takes it. */
const signed = (path: string, link: SignedLinkQuery) => `${path}?${new URLSearchParams({ s: link.s, t: link.t }).toString()}`;

export const newsletterKeys = {
  /** By the link, not by the session: the link names the subscriber, whoever is signed in. */
  signed: (link: SignedLinkQuery) => ["newsletter", "signed", link.s, link.t] as const,
};

/** POST, not GET: a confirmation link fetched by a mail scanner must not confirm; only the page, run in a browser, does. */
export function useConfirmSubscription() {
  return useMutation({
    mutationFn: (token: string) => apiFetch(newsletterApiPaths.confirm, { method: "POST", json: { token }, parse: (data) => confirmedSchema.parse(data) }),
  });
}

/** The subscription the link names. A bad signature is a 400 with a message the page shows. */
export function useSignedSubscription(link: SignedLinkQuery) {
  return useQuery({
    queryKey: newsletterKeys.signed(link),
    queryFn: ({ signal }) => apiFetch(signed(newsletterApiPaths.preferences, link), { signal, parse }),
  });
}

export function useSaveSignedPreferences(link: SignedLinkQuery) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: NewsletterPreferences) => apiFetch(signed(newsletterApiPaths.preferences, link), { method: "PUT", json: { preferences }, parse }),
    onSuccess: (saved) => queryClient.setQueryData(newsletterKeys.signed(link), saved),
  });
}

export function useSignedUnsubscribe(link: SignedLinkQuery) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch(signed(newsletterApiPaths.unsubscribe, link), { method: "POST", json: {}, parse }),
    onSuccess: (saved) => queryClient.setQueryData(newsletterKeys.signed(link), saved),
  });
}
