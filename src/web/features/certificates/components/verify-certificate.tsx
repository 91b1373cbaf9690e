import { BadgeCheck, Ban } from "lucide-react";
import { Link } from "react-router";

import { hoursText } from "../../../../shared/certificates.js";
import { paths } from "../../../../shared/paths.js";
import { useVerifiedCertificate } from "../../../api/certificates.js";
import { PageContainer, PageHeader } from "../../../components/layout/page.js";
import { Button } from "../../../components/ui/button.js";
import { StatusText } from "../../../components/ui/status-text.js";
import { ApiError } from "../../../lib/api-client.js";
import { formatDate } from "../../../lib/format.js";

/** `/verify/<number>`: anyone checks a certificate: valid or revoked, with the holder's name, the course, the date and the hours. Nothing else. */
export function VerifyCertificate({ number }: { number: string }) {
  const query = useVerifiedCertificate(number);
  if (query.isPending) {
    return (
      <PageContainer width="2xl">
        <StatusText>Checking certificate...</StatusText>
      </PageContainer>
    );
  }
  if (query.error) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <PageContainer roomy width="2xl" className="flex flex-col items-start gap-6">
        {missing ? <p className="font-display text-7xl font-bold text-accent">404</p> : null}
        <h1 className="text-4xl sm:text-5xl">{missing ? "Certificate not found." : "The certificate could not be checked."}</h1>
        <p role="alert" className="text-lg text-muted">
          {missing
            ? `No certificate has the number ${number}. Check it against the one printed on the certificate.`
            : query.error instanceof ApiError
              ? query.error.message
              : "Something went wrong. Please try again."}
        </p>
        <Button asChild>
          <Link to={paths.home}>Back to home</Link>
        </Button>
      </PageContainer>
    );
  }
  const c = query.data;
  const valid = c.status === "valid";
  return (
    <PageContainer width="2xl">
      <PageHeader eyebrow="Certificate check" title={valid ? "Valid certificate" : "Revoked certificate"} />
      <div
        role="status"
        className={
          valid
            ? "mb-8 flex items-center gap-3 rounded-sm border border-accent/60 bg-accent/10 p-4 text-lg text-foreground"
            : "mb-8 flex items-center gap-3 rounded-sm border border-destructive-border bg-destructive-surface p-4 text-lg text-foreground"
        }
      >
        {valid ? (
          <BadgeCheck aria-hidden="true" className="size-7 shrink-0 text-accent" />
        ) : (
          <Ban aria-hidden="true" className="size-7 shrink-0 text-destructive" />
        )}
        <p>
          {valid
            ? "This certificate is valid: Lead or Be Led issued it and it stands."
            : "This certificate was revoked: Lead or Be Led issued it, and it is no longer valid."}
        </p>
      </div>
      <dl className="grid grid-cols-1 gap-x-8 gap-y-4 sm:grid-cols-[max-content_1fr]">
        <dt className="text-sm font-semibold tracking-wider text-muted uppercase">Name</dt>
        <dd className="text-xl text-foreground">{c.name}</dd>
        <dt className="text-sm font-semibold tracking-wider text-muted uppercase">Course</dt>
        <dd className="text-xl text-foreground">{c.course}</dd>
        <dt className="text-sm font-semibold tracking-wider text-muted uppercase">Date</dt>
        <dd className="text-xl text-foreground">{formatDate(c.issuedAt, "long", "UTC")}</dd>
        {c.hours !== null ? (
          <>
            <dt className="text-sm font-semibold tracking-wider text-muted uppercase">Hours</dt>
            <dd className="text-xl text-foreground">{hoursText(c.hours)}</dd>
          </>
        ) : null}
        <dt className="text-sm font-semibold tracking-wider text-muted uppercase">Certificate number</dt>
        <dd className="font-mono text-xl text-foreground">{c.number}</dd>
      </dl>
    </PageContainer>
  );
}
