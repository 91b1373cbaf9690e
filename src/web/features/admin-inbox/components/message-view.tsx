import { Archive, ArchiveRestore, Mail, MailOpen, Reply, ShieldAlert, ShieldCheck, Trash2 } from "lucide-react";
import { useEffect, useRef } from "react";

import { BRAND } from "../../../../shared/constants.js";
import { replyHref } from "../../../../shared/inbox.js";
import { Button } from "../../../components/ui/button.js";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.js";
import { StatusText } from "../../../components/ui/status-text.js";
import { toastError } from "../../../lib/feedback.js";
import { formatDate } from "../../../lib/format.js";
import { toast } from "../../../lib/use-toast.js";
import { useInboxActions, useInboxMessage } from "../api.js";

const REPLY_SUBJECT = `Re: Your message to ${BRAND}`;

/** One message in full, with its actions. Opening it marks it read. */
export function MessageView({ id, onClosed }: { id: string; onClosed: () => void }) {
  const message = useInboxMessage(id);
  const { update, remove } = useInboxActions();
  const heading = useRef<HTMLHeadingElement>(null);
  const data = message.data;

  // Opening an unread message reads it: marked once per opening.
  const marked = useRef<string | null>(null);
  const { mutate } = update;
  useEffect(() => {
    if (!data || data.read || marked.current === data.id) return;
    marked.current = data.id;
    mutate({ id: data.id, change: { read: true } }, { onError: (error) => toastError("Could not mark the message read", error) });
  }, [data, mutate]);

  // Focus moves to the message that opened, so a keyboard or screen reader user lands on it.
  const openedId = data?.id;
  useEffect(() => {
    if (openedId) heading.current?.focus();
  }, [openedId]);

  if (message.isPending) return <StatusText>Loading message...</StatusText>;
  if (message.isError || !data) return <StatusText>Message not found.</StatusText>;

  /** Sends a change; `then` runs once it is saved (closing the view before would drop its toast: a closed view's callbacks do not run). */
  const change = (next: { read?: boolean; archived?: boolean; spam?: boolean }, done: string, then?: () => void) =>
    update.mutate(
      { id: data.id, change: next },
      {
        onSuccess: () => {
          toast({ title: done });
          then?.();
        },
        onError: (error) => toastError("Could not update the message", error),
      },
    );

  return (
    <article aria-labelledby="inbox-message-heading" className="flex flex-col gap-4">
      <header className="flex flex-col gap-1 border-b border-border pb-4">
        <h2 id="inbox-message-heading" ref={heading} tabIndex={-1} className="text-2xl break-words text-foreground outline-none [overflow-wrap:anywhere]">
          {data.name}
        </h2>
        <p className="break-all text-accent">{data.email}</p>
        <p className="text-sm text-muted">
          <time dateTime={data.createdAt}>{formatDate(data.createdAt, "dateTime")}</time>
          {data.spam ? " · caught as spam" : null}
        </p>
      </header>
      <p className="break-words whitespace-pre-wrap text-foreground [overflow-wrap:anywhere]">{data.message}</p>
      <div className="flex flex-wrap gap-2 border-t border-border pt-4">
        <Button asChild size="sm">
          <a href={replyHref(data, REPLY_SUBJECT)}>
            <Reply aria-hidden="true" />
            Reply
          </a>
        </Button>
        {data.read ? (
          <Button variant="outline" size="sm" disabled={update.isPending} onClick={() => change({ read: false }, "Marked unread", onClosed)}>
            <Mail aria-hidden="true" />
            Mark unread
          </Button>
        ) : (
          <Button variant="outline" size="sm" disabled={update.isPending} onClick={() => change({ read: true }, "Marked read")}>
            <MailOpen aria-hidden="true" />
            Mark read
          </Button>
        )}
        <Button
          variant="outline"
          size="sm"
          disabled={update.isPending}
          onClick={() => change({ archived: !data.archived }, data.archived ? "Moved to the inbox" : "Archived")}
        >
          {data.archived ? <ArchiveRestore aria-hidden="true" /> : <Archive aria-hidden="true" />}
          {data.archived ? "Unarchive" : "Archive"}
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={update.isPending}
          // Out of the list being read once saved: a message marked as spam leaves the inbox, one marked not spam leaves Spam.
          onClick={() => change({ spam: !data.spam }, data.spam ? "Moved to the inbox" : "Marked as spam", onClosed)}
        >
          {data.spam ? <ShieldCheck aria-hidden="true" /> : <ShieldAlert aria-hidden="true" />}
          {data.spam ? "Not spam" : "Mark as spam"}
        </Button>
        <ConfirmDialog
          title="Delete this message?"
          question={`The message from ${data.name} is deleted for good. This cannot be undone.`}
          onConfirm={() =>
            remove.mutateAsync(data.id).then(
              () => {
                toast({ title: "Message deleted" });
                onClosed();
              },
              (error: unknown) => toastError("Could not delete the message", error),
            )
          }
          trigger={
            <Button variant="ghostDestructive" size="sm">
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          }
        />
      </div>
    </article>
  );
}
