import { Award, Download } from "lucide-react";

import { hoursText, TRAINING_RECORD_CSV_PATH, TRAINING_RECORD_PDF_PATH } from "../../../../shared/certificates.js";
import { useMyCertificates } from "../../../api/certificates.js";
import { Badge } from "../../../components/ui/badge.js";
import { Button } from "../../../components/ui/button.js";
import { EmptyState } from "../../../components/ui/empty-state.js";
import { StatusText } from "../../../components/ui/status-text.js";
import { useErrorToast } from "../../../lib/feedback.js";
import { formatDate } from "../../../lib/format.js";
import { AccountSection } from "./section.js";

/** The account page's certificates: each with its date, hours and a download of its PDF; and the whole training record as CSV. */
export function CertificatesSection() {
  const query = useMyCertificates();
  useErrorToast("Error loading certificates", query);
  const items = query.data?.items;
  return (
    <AccountSection
      id="certificates"
      title="Certificates"
      description="Certificates you have earned for completed training. Anyone can check one at the verification address printed on it."
    >
      {query.isPending ? <StatusText compact>Loading certificates...</StatusText> : null}
      {items && items.length === 0 ? <EmptyState icon={Award}>No certificates yet. Finish assigned training with credit hours to earn one.</EmptyState> : null}
      {items && items.length > 0 ? (
        <ul className="flex flex-col divide-y divide-border" aria-label="Your certificates">
          {items.map((c) => (
            <li key={c.number} className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
              <div className="flex flex-col gap-1">
                <p className="font-semibold text-foreground">
                  {c.course} {c.status === "revoked" ? <Badge tone="destructive">REVOKED</Badge> : null}
                </p>
                <p className="text-sm text-muted">
                  {[formatDate(c.issuedAt, "long", "UTC"), c.hours !== null ? hoursText(c.hours) : null, c.number].filter(Boolean).join(" · ")}
                </p>
              </div>
              <Button asChild variant="outline" size="sm" className="self-start sm:self-center">
                <a href={c.pdfUrl} download>
                  <Download aria-hidden="true" />
                  Download PDF<span className="sr-only">{` of the certificate for ${c.course}`}</span>
                </a>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-4 text-sm text-muted">
        Your whole training record (every completion, acknowledgment, knowledge check and certificate, each with the hash that proves it was not changed):{" "}
        <a className="font-semibold text-primary underline underline-offset-4 [overflow-wrap:anywhere]" href={TRAINING_RECORD_CSV_PATH} download>
          Download training record (CSV)
        </a>{" "}
        or{" "}
        <a className="font-semibold text-primary underline underline-offset-4 [overflow-wrap:anywhere]" href={TRAINING_RECORD_PDF_PATH} download>
          Download training record (PDF)
        </a>
      </p>
    </AccountSection>
  );
}
