import { Search } from "lucide-react";
import { useState, type FormEvent } from "react";

import { hoursText, normaliseCertificateNumber, REVOKE_REASON_MAX } from "../../../../shared/certificates.js";
import { useAdminCertificate, useRevokeCertificate } from "../../../api/certificates.js";
import { AdminPageHeader } from "../../../components/layout/admin-page-header.js";
import { Badge } from "../../../components/ui/badge.js";
import { Button } from "../../../components/ui/button.js";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.js";
import { FormField } from "../../../components/ui/form-field.js";
import { StatusText } from "../../../components/ui/status-text.js";
import { ApiError } from "../../../lib/api-client.js";
import { reportAction } from "../../../lib/feedback.js";
import { formatDate } from "../../../lib/format.js";
import { usePageMeta } from "../../../lib/use-page-meta.js";

/** /admin/certificates: the site admin looks a certificate up by its number and, with a reason, revokes it (issue 33). */
export default function AdminCertificatesPage() {
  usePageMeta("Certificates", "Look up and revoke certificates.");
  const [typed, setTyped] = useState("");
  const [number, setNumber] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const onLookUp = (event: FormEvent) => {
    event.preventDefault();
    const normalised = normaliseCertificateNumber(typed);
    setProblem(normalised ? null : "That is not a certificate number: it looks like LBL-XXXX-XXXX-XXXX.");
    setNumber(normalised);
  };
  return (
    <>
      <AdminPageHeader
        title="Certificates"
        tagline="Look a certificate up by its number; revoke one issued in error. The training record keeps every issue and revocation."
      />
      <form onSubmit={onLookUp} className="mb-8 flex flex-col gap-3 sm:flex-row sm:items-end" aria-label="Look up a certificate">
        <div className="sm:w-96">
          <FormField
            label="Certificate number"
            name="number"
            placeholder="LBL-XXXX-XXXX-XXXX"
            autoComplete="off"
            spellCheck={false}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            required
          />
        </div>
        <Button type="submit">
          <Search aria-hidden="true" />
          Look up
        </Button>
      </form>
      {problem ? (
        <p role="alert" className="text-destructive">
          {problem}
        </p>
      ) : null}
      {number ? <CertificateDetails key={number} number={number} /> : null}
    </>
  );
}

function CertificateDetails({ number }: { number: string }) {
  const query = useAdminCertificate(number);
  const revoke = useRevokeCertificate();
  const [reason, setReason] = useState("");
  if (query.isPending) return <StatusText>Looking up certificate...</StatusText>;
  if (query.error) {
    return (
      <p role="alert" className="text-destructive">
        {query.error instanceof ApiError ? query.error.message : "The certificate could not be looked up."}
      </p>
    );
  }
  const c = query.data;
  const onRevoke = (event: FormEvent) => {
    event.preventDefault();
    void reportAction(() => revoke.mutateAsync({ number: c.number, reason }), {
      success: "Certificate revoked",
      errorTitle: "Could not revoke the certificate",
    });
  };
  return (
    <Card aria-labelledby="certificate-title">
      <CardHeader>
        <CardTitle as="h2" id="certificate-title" size="lg">
          {c.number} {c.status === "revoked" ? <Badge tone="destructive">REVOKED</Badge> : <Badge>VALID</Badge>}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
          <dt className="text-muted">Name</dt>
          <dd>{c.name}</dd>
          <dt className="text-muted">Course</dt>
          <dd>{c.course}</dd>
          <dt className="text-muted">Issued</dt>
          <dd>{formatDate(c.issuedAt, "long", "UTC")}</dd>
          <dt className="text-muted">Hours</dt>
          <dd>{c.hours !== null ? hoursText(c.hours) : "None"}</dd>
          {c.revokedAt ? (
            <>
              <dt className="text-muted">Revoked</dt>
              <dd>
                {formatDate(c.revokedAt, "dateTime")}: {c.revokeReason}
              </dd>
            </>
          ) : null}
        </dl>
        {c.status === "valid" ? (
          <form onSubmit={onRevoke} className="flex flex-col gap-4" aria-label="Revoke this certificate">
            <FormField
              multiline
              label="Reason for revoking"
              name="reason"
              value={reason}
              limit={REVOKE_REASON_MAX}
              onChange={(e) => setReason(e.target.value)}
              required
            />
            <p className="text-sm text-muted">The verification page will show it as revoked at once. This cannot be undone.</p>
            <Button type="submit" variant="destructive" className="self-start" disabled={revoke.isPending}>
              {revoke.isPending ? "Revoking..." : "Revoke certificate"}
            </Button>
          </form>
        ) : null}
      </CardContent>
    </Card>
  );
}
