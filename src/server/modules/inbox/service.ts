import { and, count, eq, isNotNull, isNull, sql, type SQL } from "drizzle-orm";

import type { Page } from "../../../shared/content.js";
import {
  firstLineOf,
  MESSAGE_NOT_FOUND,
  type InboxFilter,
  type InboxMessage,
  type InboxQuery,
  type InboxSummary,
  type InboxUpdate,
} from "../../../shared/inbox.js";
import type { Viewer } from "../../access/viewer.js";
import type { Db } from "../../db/client.js";
import { cursorColumn, paginate, toPage } from "../../db/pagination.js";
import { contacts } from "../../db/schema.js";
import { notFound } from "../../errors.js";
import { actorOf, recordActivity } from "../activity/service.js";

// The admin's inbox: contact messages newest first, their read and archived
// state, and their deletion (recorded in the activity log).

const notSpam = eq(contacts.isSpam, false);
const FILTERS: Record<InboxFilter, SQL> = {
  inbox: and(notSpam, isNull(contacts.archivedAt))!,
  unread: and(notSpam, isNull(contacts.archivedAt), isNull(contacts.readAt))!,
  archived: and(notSpam, isNotNull(contacts.archivedAt))!,
  spam: eq(contacts.isSpam, true),
};

type Row = typeof contacts.$inferSelect;
const state = (row: Pick<Row, "readAt" | "archivedAt" | "isSpam">) => ({ read: row.readAt !== null, archived: row.archivedAt !== null, spam: row.isSpam });

export async function listMessages(db: Db, { filter, cursor, limit }: InboxQuery): Promise<Page<InboxSummary>> {
  // The first line is cut in the database, so a page never carries 20 whole 5,000-character messages.
  const select = db
    .select({
      row: {
        id: contacts.id,
        name: contacts.name,
        email: contacts.email,
        readAt: contacts.readAt,
        archivedAt: contacts.archivedAt,
        isSpam: contacts.isSpam,
      },
      start: sql<string>`left(${contacts.message}, 1000)`,
      id: contacts.id,
      cursorAt: cursorColumn(contacts),
    })
    .from(contacts)
    .$dynamic();
  const rows = await paginate(select, contacts, { cursor, limit }, FILTERS[filter]);
  return toPage(rows, limit, ({ row, start, cursorAt }) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    createdAt: cursorAt,
    firstLine: firstLineOf(start),
    ...state(row),
  }));
}

/** Unread messages in the inbox (not archived, not spam): the count in the admin navigation. */
export async function unreadCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(contacts).where(FILTERS.unread);
  return row?.n ?? 0;
}

const toMessage = (row: { row: Row; createdAt: string } | undefined): InboxMessage => {
  if (!row) throw notFound(MESSAGE_NOT_FOUND);
  const { row: r } = row;
  return { id: r.id, name: r.name, email: r.email, message: r.message, createdAt: row.createdAt, ...state(r) };
};

export async function getMessage(db: Db, id: string): Promise<InboxMessage> {
  const [row] = await db
    .select({ row: contacts, createdAt: cursorColumn(contacts) })
    .from(contacts)
    .where(eq(contacts.id, id));
  return toMessage(row);
}

/** Sets a message's read and/or archived state; returns it as it now is. */
export async function updateMessage(db: Db, { id, update }: { id: string; update: InboxUpdate }): Promise<InboxMessage> {
  // Marking read (or archived) again keeps the first time, in the same statement.
  const set: { readAt?: SQL | null; archivedAt?: SQL | null; isSpam?: boolean } = {};
  if (update.read !== undefined) set.readAt = update.read ? sql`coalesce(${contacts.readAt}, now())` : null;
  if (update.archived !== undefined) set.archivedAt = update.archived ? sql`coalesce(${contacts.archivedAt}, now())` : null;
  // The admin's own word on spam, either way: a message the filter missed, or one it caught wrongly.
  if (update.spam !== undefined) set.isSpam = update.spam;
  const [updated] = await db
    .update(contacts)
    .set(set)
    .where(eq(contacts.id, id))
    .returning({ row: contacts, createdAt: cursorColumn(contacts) });
  return toMessage(updated);
}

/** Deletes a message for good, recorded in the activity log in the same transaction (who sent it, never its text). */
export async function deleteMessage(db: Db, { id, viewer }: { id: string; viewer: Viewer }): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(contacts).where(eq(contacts.id, id)).returning({ name: contacts.name, email: contacts.email });
    if (!row) throw notFound(MESSAGE_NOT_FOUND);
    await recordActivity(tx, {
      actor: actorOf(viewer),
      action: "message.delete",
      target: { kind: "message", id, title: `Message from ${row.name}` },
      details: { from: row.email },
    });
  });
}
