import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import {
  bouncedAddressesPageSchema,
  failedDeliveriesPageSchema,
  newsletterAdminApiPaths,
  newsletterSendsPageSchema,
  newsletterSummarySchema,
  type BouncedAddress,
  type FailedDelivery,
  type NewsletterSend,
} from "../../../shared/newsletter-admin.js";
import { announcementCreatedSchema, newsletterApiPaths, type AnnouncementInput } from "../../../shared/newsletter.js";
import { adminOrgsPageSchema, orgApiPaths, type AdminOrgSummary } from "../../../shared/orgs.js";
import { useCacheOwner } from "../../api/cache-owner.js";
import { pagedListQueryOptions, usePagedList } from "../../api/paged-list.js";
import { apiFetch } from "../../lib/api-client.js";

// The admin's newsletter page: every read is fetched afresh whenever shown
// (a send moves on while the page is away).

const newsletterKeys = { all: ["admin-newsletter"] as const };
const FRESH = { staleTime: 0 };

/** Subscribers per status and the last weeks' growth. */
export function useNewsletterSummary() {
  const { owner, signedIn } = useCacheOwner();
  return useQuery({
    queryKey: [...newsletterKeys.all, "summary", owner],
    queryFn: ({ signal }) => apiFetch(newsletterAdminApiPaths.summary, { signal, parse: newsletterSummarySchema.parse }),
    enabled: signedIn,
    ...FRESH,
  });
}

/** The sends, newest first, a page at a time. */
export function useNewsletterSends() {
  return usePagedList<NewsletterSend>(
    (owner) =>
      pagedListQueryOptions({ queryKey: [...newsletterKeys.all, "sends", owner], path: newsletterAdminApiPaths.sends, parse: newsletterSendsPageSchema.parse }),
    FRESH,
  );
}

/** One send's failed deliveries, by address, a page at a time. */
export function useFailedDeliveries(sendId: string) {
  return usePagedList<FailedDelivery>(
    (owner) =>
      pagedListQueryOptions({
        queryKey: [...newsletterKeys.all, "failures", sendId, owner],
        path: newsletterAdminApiPaths.failures(sendId),
        parse: failedDeliveriesPageSchema.parse,
      }),
    FRESH,
  );
}

/** Addresses that refused mail for good, the latest first. */
export function useBouncedAddresses() {
  return usePagedList<BouncedAddress>(
    (owner) =>
      pagedListQueryOptions({
        queryKey: [...newsletterKeys.all, "bounced", owner],
        path: newsletterAdminApiPaths.bounced,
        parse: bouncedAddressesPageSchema.parse,
      }),
    FRESH,
  );
}

/** Queues an announcement; the sends list reads again so it shows at once. */
export function useSendAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AnnouncementInput) =>
      apiFetch(newsletterApiPaths.announcements, { method: "POST", json: input, parse: (data) => announcementCreatedSchema.parse(data) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: newsletterKeys.all }),
  });
}

/** The organisations an announcement may go to (approved ones), a page at a time; asked for only when that audience is chosen. */
export function useAnnouncementOrgs(enabled: boolean) {
  return usePagedList<AdminOrgSummary>(
    (owner) =>
      pagedListQueryOptions({
        queryKey: [...newsletterKeys.all, "organisations", owner],
        path: orgApiPaths.adminOrgs,
        params: { status: "active" },
        parse: adminOrgsPageSchema.parse,
      }),
    { ...FRESH, enabled },
  );
}
