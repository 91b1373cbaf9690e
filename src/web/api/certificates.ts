import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import {
  adminCertificateSchema,
  certificateApiPaths,
  myCertificatesSchema,
  verifiedCertificateSchema,
  type AdminCertificate,
} from "../../shared/certificates.js";
import { apiFetch } from "../lib/api-client.js";

// Certificates (issue 33): the member's own, the public check, the admin's revocation.

const certificateKeys = {
  mine: ["certificates", "mine"] as const,
  verify: (number: string) => ["certificates", "verify", number] as const,
  admin: (number: string) => ["certificates", "admin", number] as const,
};

export function useMyCertificates() {
  return useQuery({
    queryKey: certificateKeys.mine,
    queryFn: ({ signal }) => apiFetch(certificateApiPaths.mine, { signal, parse: (data) => myCertificatesSchema.parse(data) }),
  });
}

/** Anyone's check of a number; a 404 is an answer (not found), not a failure to retry. */
export function useVerifiedCertificate(number: string) {
  return useQuery({
    queryKey: certificateKeys.verify(number),
    queryFn: ({ signal }) => apiFetch(certificateApiPaths.verify(number), { signal, parse: (data) => verifiedCertificateSchema.parse(data) }),
    retry: false,
  });
}

export function useAdminCertificate(number: string | null) {
  return useQuery({
    queryKey: certificateKeys.admin(number ?? ""),
    queryFn: ({ signal }) => apiFetch(certificateApiPaths.admin(number!), { signal, parse: (data) => adminCertificateSchema.parse(data) }),
    enabled: number !== null,
    retry: false,
  });
}

export function useRevokeCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ number, reason }: { number: string; reason: string }) =>
      apiFetch(certificateApiPaths.revoke(number), { method: "POST", json: { reason }, parse: (data) => adminCertificateSchema.parse(data) }),
    onSuccess: (saved: AdminCertificate) => {
      queryClient.setQueryData(certificateKeys.admin(saved.number), saved);
      void queryClient.invalidateQueries({ queryKey: certificateKeys.verify(saved.number) });
    },
  });
}
