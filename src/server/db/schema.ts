import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

// Tables of spec section 3. Auth tables (user, session, ...) arrive with the
// accounts feature; author_id holds the admin's user id as text.
//
// Every list is newest first with a (created_at, id) cursor, so each listed
// table has a descending index on exactly those columns.

const createdAt = () => timestamp("created_at", { withTimezone: true, precision: 6 }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true, precision: 6 }).notNull().defaultNow();

export const podcasts = pgTable(
  "podcasts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    description: text("description"),
    isMembersOnly: boolean("is_members_only").notNull().default(false),
    /** Storage key of the audio file. */
    fileUrl: text("file_url").notNull(),
    /** MIME type detected from the file's content at upload. */
    fileType: text("file_type").notNull(),
    authorId: text("author_id"),
    createdAt: createdAt(),
  },
  (t) => [index("podcasts_created_at_id_idx").on(t.createdAt.desc(), t.id.desc())],
);

export const posts = pgTable(
  "posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    isMembersOnly: boolean("is_members_only").notNull().default(false),
    authorId: text("author_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("posts_created_at_id_idx").on(t.createdAt.desc(), t.id.desc())],
);

export const contentItems = pgTable(
  "content_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    description: text("description"),
    category: text("category", { enum: ["briefing", "after-action"] }).notNull(),
    mediaType: text("media_type", { enum: ["text", "pdf", "video", "audio"] }).notNull().default("text"),
    isMembersOnly: boolean("is_members_only").notNull().default(false),
    authorId: text("author_id"),
    contentText: text("content_text"),
    /** Storage key of the uploaded file, for pdf, video and audio items. */
    filePath: text("file_path"),
    fileType: text("file_type"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("content_items_category_created_at_id_idx").on(t.category, t.createdAt.desc(), t.id.desc()),
    check("content_items_category_check", sql`${t.category} in ('briefing', 'after-action')`),
    check("content_items_media_type_check", sql`${t.mediaType} in ('text', 'pdf', 'video', 'audio')`),
    // A text item has no file and a file item has no text: no stale leftovers.
    check(
      "content_items_media_shape_check",
      sql`(${t.mediaType} = 'text' and ${t.filePath} is null) or (${t.mediaType} <> 'text' and ${t.contentText} is null)`,
    ),
  ],
);

export const contacts = pgTable("contacts", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  message: text("message").notNull(),
  createdAt: createdAt(),
});

/**
 * Fixed-window counters shared by every instance (contact form and other
 * non-auth limits), so a limit holds across a load balancer.
 */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});
