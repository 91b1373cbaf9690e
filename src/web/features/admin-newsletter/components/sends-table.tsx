import { ChevronDown, ChevronRight } from "lucide-react";
import { useId, useState } from "react";

import type { NewsletterSend, SendStatus } from "../../../../shared/newsletter-admin.js";
import type { PagedList } from "../../../api/paged-list.js";
import { Badge } from "../../../components/ui/badge.js";
import { Button } from "../../../components/ui/button.js";
import { LoadMore } from "../../../components/ui/load-more.js";
import { StatusText } from "../../../components/ui/status-text.js";
import { cn } from "../../../lib/cn.js";
import { useErrorToast } from "../../../lib/feedback.js";
import { formatDate } from "../../../lib/format.js";
import { useFailedDeliveries } from "../api.js";
import { SEND_STATUS_LABELS, sendKindLabel } from "../lib/labels.js";

const TONE: Record<SendStatus, "accent" | "neutral"> = { scheduled: "neutral", preparing: "accent", sending: "accent", done: "neutral" };
const HEADERS = ["Subject", "Kind", "Status", "Created", "Recipients", "Sent", "Failed", "Failures"] as const;
const NUMERIC = "py-3 pr-4 text-right text-sm tabular-nums";
const isNumeric = (header: string) => header === "Recipients" || header === "Sent" || header === "Failed";

/** One send's failed deliveries: the address and the reason, a page at a time. */
function FailedDeliveries({ send }: { send: NewsletterSend }) {
  const list = useFailedDeliveries(send.id);
  useErrorToast("Could not load the failed deliveries", list);
  if (list.isPending) return <StatusText compact>Loading...</StatusText>;
  if (list.items.length === 0) return <StatusText compact>No failed deliveries.</StatusText>;
  return (
    <>
      <ul className="flex flex-col gap-2 text-sm">
        {list.items.map((failure) => (
          <li key={failure.subscriberId} className="flex flex-col gap-0.5 border-b border-border pb-2 last:border-0 sm:flex-row sm:gap-4">
            <span className="font-mono break-all text-foreground sm:w-72 sm:shrink-0">{failure.email}</span>
            <span className="break-words text-muted">{failure.error ?? "No reason recorded."}</span>
          </li>
        ))}
      </ul>
      <LoadMore list={list} className="pt-3" />
    </>
  );
}

function SendRow({ send, open, onToggle }: { send: NewsletterSend; open: boolean; onToggle: () => void }) {
  const panelId = useId();
  const Chevron = open ? ChevronDown : ChevronRight;
  return (
    <>
      <tr className="border-b border-border align-top last:border-0">
        <th scope="row" className="max-w-xs py-3 pr-4 text-sm font-normal break-words text-foreground">
          {send.subject}
        </th>
        <td className="py-3 pr-4 text-sm whitespace-nowrap text-muted">{sendKindLabel(send)}</td>
        <td className="py-3 pr-4 text-sm">
          <Badge tone={TONE[send.status]}>{SEND_STATUS_LABELS[send.status]}</Badge>
        </td>
        <td className="py-3 pr-4 text-sm whitespace-nowrap text-muted">
          <time dateTime={send.createdAt}>{formatDate(send.createdAt, "dateTime")}</time>
        </td>
        <td className={NUMERIC}>{send.recipients}</td>
        <td className={NUMERIC}>{send.sent}</td>
        <td className={cn(NUMERIC, send.failed > 0 && "text-destructive")}>{send.failed}</td>
        <td className="py-3 text-sm">
          {send.failed > 0 ? (
            <Button variant="outline" size="sm" aria-expanded={open} aria-controls={open ? panelId : undefined} onClick={onToggle}>
              <Chevron aria-hidden="true" />
              {open ? "Hide failures" : "Show failures"}
              <span className="sr-only">{` of ${send.subject}`}</span>
            </Button>
          ) : (
            <span className="text-muted">None</span>
          )}
        </td>
      </tr>
      {open ? (
        <tr className="border-b border-border bg-background/40">
          <td colSpan={HEADERS.length} className="px-2 py-3">
            <section id={panelId} aria-label={`Failed deliveries of ${send.subject}`}>
              <FailedDeliveries send={send} />
            </section>
          </td>
        </tr>
      ) : null}
    </>
  );
}

/** The sends, newest first, with their counts; a send with failures opens to list them under its row. */
export function SendsTable({ list }: { list: PagedList<NewsletterSend> }) {
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <div className="overflow-x-auto rounded-sm border border-border bg-surface px-4 sm:px-6" tabIndex={0} role="region" aria-label="Sends, newest first">
      <table className="w-full min-w-[880px] text-left">
        <caption className="sr-only">Newsletter sends, newest first</caption>
        <thead>
          <tr className="border-b border-border text-xs tracking-wider text-muted uppercase">
            {HEADERS.map((header) => (
              <th key={header} scope="col" className={cn("py-3 pr-4 font-semibold last:pr-0", isNumeric(header) && "text-right")}>
                {header === "Failures" ? <span className="sr-only">{header}</span> : header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {list.items.map((send) => (
            <SendRow key={send.id} send={send} open={openId === send.id} onToggle={() => setOpenId((current) => (current === send.id ? null : send.id))} />
          ))}
        </tbody>
      </table>
      <LoadMore list={list} className="py-4" />
    </div>
  );
}
