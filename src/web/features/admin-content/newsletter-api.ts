import { useQuery } from "@tanstack/react-query";

import { newsletterAdminApiPaths, recordSendSchema, type RecordKind } from "../../../shared/newsletter-admin.js";
import { useCacheOwner } from "../../api/cache-owner.js";
import { apiFetch } from "../../lib/api-client.js";
import type { KnownSend } from "./lib/send-email.js";

// Whether the record in the edit form was e-mailed to the newsletter's
// subscribers (issue 31): the form offers "Email it" only while it was not.

/**
 * The edited record's send, for its form: null in create mode, undefined
 * while asked. Asked afresh each time a form opens and forgotten when it
 * closes (gcTime 0): a send moves on, and a save may have started one.
 */
export function useKnownSend(target: { kind: RecordKind; id: string } | null): KnownSend {
  const { owner, signedIn } = useCacheOwner();
  const query = useQuery({
    queryKey: ["record-send", owner, target?.kind, target?.id],
    queryFn: ({ signal }) =>
      apiFetch(`${newsletterAdminApiPaths.recordSend}?${new URLSearchParams(target!).toString()}`, { signal, parse: recordSendSchema.parse }),
    enabled: signedIn && target !== null,
    staleTime: 0,
    gcTime: 0,
  });
  if (target === null) return null;
  return query.data ?? (query.isError ? "unavailable" : undefined);
}
