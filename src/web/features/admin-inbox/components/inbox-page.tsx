import { Inbox as InboxIcon } from "lucide-react";
import { useState } from "react";

import { INBOX_FILTERS, type InboxFilter, type InboxSummary } from "../../../../shared/inbox.js";
import { AdminPageHeader } from "../../../components/layout/admin-page-header.js";
import { EmptyState } from "../../../components/ui/empty-state.js";
import { LoadMore } from "../../../components/ui/load-more.js";
import { StatusText } from "../../../components/ui/status-text.js";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs.js";
import { cn } from "../../../lib/cn.js";
import { useErrorToast } from "../../../lib/feedback.js";
import { formatDate } from "../../../lib/format.js";
import { usePageMeta } from "../../../lib/use-page-meta.js";
import { useTabParam } from "../../../lib/use-tab-param.js";
import { useInboxList } from "../api.js";
import { MessageView } from "./message-view.js";

const LABELS: Record<InboxFilter, string> = { inbox: "All", unread: "Unread", archived: "Archived", spam: "Spam" };
const EMPTY: Record<InboxFilter, string> = {
  inbox: "No messages yet.",
  unread: "No unread messages.",
  archived: "No archived messages.",
  spam: "No messages caught as spam.",
};

function MessageRow({ message, open, onOpen }: { message: InboxSummary; open: boolean; onOpen: () => void }) {
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        aria-current={open ? "true" : undefined}
        className={cn(
          "flex w-full flex-col gap-1 rounded-sm border border-border bg-background/60 p-4 text-left hover:border-accent/70 aria-[current=true]:border-accent",
          !message.read && "border-l-4 border-l-accent",
        )}
      >
        <span className="flex items-baseline justify-between gap-3">
          <span className={cn("min-w-0 truncate text-foreground", !message.read && "font-bold")}>
            {message.read ? null : <span className="sr-only">Unread: </span>}
            {message.name}
          </span>
          <time dateTime={message.createdAt} className="shrink-0 text-xs text-muted">
            {formatDate(message.createdAt, "dateTime")}
          </time>
        </span>
        <span className="truncate text-sm text-accent">{message.email}</span>
        <span className="truncate text-sm text-muted">{message.firstLine}</span>
      </button>
    </li>
  );
}

function MessageList({ filter, openId, onOpen }: { filter: InboxFilter; openId: string | null; onOpen: (id: string) => void }) {
  const list = useInboxList(filter);
  useErrorToast("Error fetching messages", list);

  if (list.isPending) return <StatusText>Loading...</StatusText>;
  if (list.items.length === 0) return <EmptyState icon={InboxIcon}>{EMPTY[filter]}</EmptyState>;
  return (
    <div>
      <ul className="flex flex-col gap-2" aria-label={`${LABELS[filter]} messages`}>
        {list.items.map((message) => (
          <MessageRow key={message.id} message={message} open={message.id === openId} onOpen={() => onOpen(message.id)} />
        ))}
      </ul>
      <LoadMore list={list} className="mt-4" />
    </div>
  );
}

/** The admin inbox: contact messages newest first, filtered; the open one beside the list (below it on small screens). */
export default function InboxPage() {
  usePageMeta("Inbox", "Messages sent through the Lead or Be Led contact form.");
  const [filter, setFilter] = useTabParam(INBOX_FILTERS, "inbox");
  const [openId, setOpenId] = useState<string | null>(null);

  return (
    <>
      <AdminPageHeader title="Inbox" tagline="Messages from the contact form. Open one to read it; reply by e-mail." />
      <Tabs
        value={filter}
        onValueChange={(next) => {
          setFilter(next);
          setOpenId(null);
        }}
      >
        <TabsList aria-label="Messages to show" className="w-full sm:w-auto">
          {INBOX_FILTERS.map((value) => (
            <TabsTrigger key={value} value={value}>
              {LABELS[value]}
            </TabsTrigger>
          ))}
        </TabsList>
        {INBOX_FILTERS.map((value) => (
          <TabsContent key={value} value={value}>
            <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
              <MessageList filter={value} openId={openId} onOpen={setOpenId} />
              <section aria-label="Message" className="rounded-sm border border-border bg-surface p-5 sm:p-6">
                {openId ? <MessageView key={openId} id={openId} onClosed={() => setOpenId(null)} /> : <StatusText>Choose a message to read it.</StatusText>}
              </section>
            </div>
          </TabsContent>
        ))}
      </Tabs>
    </>
  );
}
