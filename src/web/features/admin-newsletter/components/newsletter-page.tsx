import { Send } from "lucide-react";
import type { ReactNode } from "react";

import { AdminPageHeader } from "../../../components/layout/admin-page-header.js";
import { EmptyState } from "../../../components/ui/empty-state.js";
import { StatusText } from "../../../components/ui/status-text.js";
import { useErrorToast } from "../../../lib/feedback.js";
import { usePageMeta } from "../../../lib/use-page-meta.js";
import { useNewsletterSends, useNewsletterSummary } from "../api.js";
import { AnnouncementForm } from "./announcement-form.js";
import { BouncedTable } from "./bounced-table.js";
import { SendsTable } from "./sends-table.js";
import { GrowthTable, SubscriberCounts } from "./subscriber-counts.js";

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="font-display text-lg font-bold tracking-wider text-foreground uppercase">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The admin's newsletter page (/admin/newsletter): who is on the list and how it grows, what was sent and what failed. */
export default function NewsletterPage() {
  usePageMeta("Newsletter", "Stay Sharp subscribers, sends and bounced addresses.");
  const summary = useNewsletterSummary();
  const sends = useNewsletterSends();
  useErrorToast("Could not load the subscribers", summary);
  useErrorToast("Could not load the sends", sends);

  return (
    <>
      <AdminPageHeader title="Newsletter" tagline="Stay Sharp: who is on the list, what went out, and what did not arrive." />
      <div className="flex flex-col gap-10">
        <Section id="newsletter-subscribers" title="Subscribers">
          {summary.data ? (
            <>
              <SubscriberCounts counts={summary.data.counts} />
              <GrowthTable growth={summary.data.growth} />
            </>
          ) : summary.isPending ? (
            <StatusText>Loading...</StatusText>
          ) : null}
        </Section>

        <Section id="newsletter-sends" title="Sends">
          {sends.isPending ? (
            <StatusText>Loading...</StatusText>
          ) : sends.items.length === 0 ? (
            <EmptyState icon={Send}>Nothing sent yet. Tick “Email it to newsletter subscribers” when you publish.</EmptyState>
          ) : (
            <SendsTable list={sends} />
          )}
        </Section>

        <Section id="newsletter-announcement" title="Write an announcement">
          <AnnouncementForm />
        </Section>

        <Section id="newsletter-bounced" title="Bounced addresses">
          <BouncedTable />
        </Section>
      </div>
    </>
  );
}

export { NewsletterPage };
