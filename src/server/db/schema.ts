import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
  type ExtraConfigColumn,
} from "drizzle-orm/pg-core";

import type { SamlOutcome, SsoMapping, SsoTestResult } from "../../shared/sso.js";

// The product's tables (field names from the spec's data model) and Better
// Auth's tables (users, sessions, accounts, verifications, auth_rate_limits).
// Property names are the field names Better Auth expects; SQL columns are
// snake_case.
//
// Every list is newest first with a (created_at, id) cursor, so each listed
// table has a descending index on exactly those columns (docs/decisions/008).

const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 6 });
const createdAt = () => timestamp("created_at", { withTimezone: true, precision: 6 }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true, precision: 6 }).notNull().defaultNow();

/**
 * Draft, scheduled or published (shared/publishing.ts); `publish_at` is the
 * scheduled release time, set exactly when scheduled. A record's
 * `created_at` is its publication time once published (the date lists show
 * and sort by): publishing a draft or a scheduled record sets it.
 */
/**
 * A record's cover image (issue 30, docs/decisions/086): the image, and its
 * address as the markdown would carry it (the image's row never changes, so
 * views and lists read the address without a join). Both null: no cover.
 */
const cover = () => ({
  coverImageId: uuid("cover_image_id").references((): AnyPgColumn => images.id, { onDelete: "set null" }),
  coverUrl: text("cover_url"),
});

const publication = () => ({
  status: text("status", { enum: ["draft", "scheduled", "published"] })
    .notNull()
    .default("published"),
  publishAt: timestamp("publish_at", { withTimezone: true, precision: 6 }),
  /** Saves so far: an edit names the one it started from, and a save over a newer one is refused (modules/revisions). */
  revision: integer("revision").notNull().default(0),
});
/**
 * A record's tags (issue 30, docs/decisions/106): normalised words
 * (shared/tags.ts), at most a few, in the record's own row. The GIN index
 * serves the lists' `?tag=` filter (`tags @> array[tag]`).
 */
const tagsColumn = () => ({
  tags: text("tags")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
});
const tagsIndex = (name: string, t: { tags: AnyPgColumn }) => index(`${name}_tags_idx`).using("gin", t.tags);
/** An author's page lists their records newest first, and an author's deletion asks whether any record names them (docs/decisions/113). */
const bylineIndex = (name: string, t: { bylineAuthorId: ExtraConfigColumn; createdAt: ExtraConfigColumn; id: ExtraConfigColumn }) =>
  index(`${name}_byline_author_idx`)
    .on(t.bylineAuthorId, t.createdAt.desc(), t.id.desc())
    .where(sql`${t.bylineAuthorId} is not null`);

const publicationChecks = (name: string, t: { status: AnyPgColumn; publishAt: AnyPgColumn }) => [
  check(`${name}_status_check`, sql`${t.status} in ('draft', 'scheduled', 'published')`),
  check(`${name}_publish_at_check`, sql`(${t.status} = 'scheduled') = (${t.publishAt} is not null)`),
  // The look for releases that are due (every five minutes) reads only the scheduled rows.
  index(`${name}_scheduled_idx`)
    .on(t.publishAt)
    .where(sql`${t.status} = 'scheduled'`),
];

/**
 * A transcript (WebVTT, converted from SRT at upload) of an episode's or
 * item's media: its storage key (files/registry.ts), the uploaded file's own
 * name and size, and its words as plain text for full-text search
 * (weight C of the search vector, migration 0011).
 */
const transcriptColumns = () => ({
  transcriptFileKey: text("transcript_file_key"),
  transcriptFileName: text("transcript_file_name"),
  transcriptFileSize: bigint("transcript_file_size", { mode: "number" }),
  transcriptText: text("transcript_text"),
});

// ── Accounts (Better Auth) ──────────────────────────────────────────────────

/** A member. `name` is the spec's full_name; `isAdmin` is the profile's is_admin. */
export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    isAdmin: boolean("is_admin").notNull().default(false),
    /** Set by Better Auth's two-factor plugin once a TOTP secret is confirmed with a code. */
    twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The admin's member list: newest first, keyset-paged (docs/decisions/008).
    index("users_created_at_id_idx").on(t.createdAt.desc(), t.id.desc()),
    // The admin's member search: a substring of the name or e-mail, served by
    // one trigram index on the same expression the query uses
    // (modules/members/service.ts; docs/decisions/036).
    index("users_search_trgm_idx").using("gin", sql`(lower(${t.name}) || ' ' || lower(${t.email})) gin_trgm_ops`),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: ts("expires_at").notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    /** Made by a sign-in through this organisation connection: ends when it is turned off or the person leaves (issue 34). */
    ssoConnectionId: uuid("sso_connection_id").references((): AnyPgColumn => orgSsoConnections.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId), index("sessions_sso_connection_idx").on(t.ssoConnectionId)],
);

/** Credentials: the password hash lives here (providerId "credential"). */
export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: ts("access_token_expires_at"),
    refreshTokenExpiresAt: ts("refresh_token_expires_at"),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("accounts_user_id_idx").on(t.userId),
    // One account per provider identity: an organisation's sign-in finds its person by the provider's subject.
    uniqueIndex("accounts_provider_account_idx").on(t.providerId, t.accountId),
  ],
);

/** Single-use tokens: e-mail verification and password reset. */
export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: ts("expires_at").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

/**
 * A member's TOTP secret and backup codes (Better Auth's two-factor plugin),
 * both encrypted with the site's secret; `verified` stays false until the
 * member confirms the secret with a code (docs/decisions/030). Goes with its member.
 */
export const twoFactors = pgTable("two_factors", {
  id: text("id").primaryKey(),
  secret: text("secret").notNull(),
  backupCodes: text("backup_codes").notNull(),
  userId: text("user_id")
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  verified: boolean("verified").notNull().default(true),
  failedVerificationCount: integer("failed_verification_count").notNull().default(0),
  lockedUntil: ts("locked_until"),
  /** The time step of the last authenticator code accepted: a code is used once (auth/totp-replay.ts). */
  totpLastStep: bigint("totp_last_step", { mode: "number" }),
});

/**
 * A member's passkeys (Better Auth's passkey plugin, docs/decisions/056):
 * the credential's id and public key as the authenticator gave them, its
 * signature counter (a WebAuthn counter is unsigned 32-bit, beyond integer),
 * and what the member sees: the name they gave it, when it was added, and
 * whether it is synced across devices (`deviceType` "multiDevice") or bound
 * to one. Goes with its member.
 */
export const passkeys = pgTable(
  "passkeys",
  {
    id: text("id").primaryKey(),
    name: text("name"),
    publicKey: text("public_key").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    credentialID: text("credential_id").notNull().unique(),
    counter: bigint("counter", { mode: "number" }).notNull(),
    deviceType: text("device_type").notNull(),
    backedUp: boolean("backed_up").notNull(),
    transports: text("transports"),
    aaguid: text("aaguid"),
    createdAt: createdAt(),
  },
  (t) => [index("passkeys_user_id_idx").on(t.userId)],
);

/** Better Auth's own rate-limit counters, shared by every instance. */
export const authRateLimits = pgTable("auth_rate_limits", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

// ── Content ─────────────────────────────────────────────────────────────────

/**
 * The people a record's byline names (issue 30, docs/decisions/113): name,
 * address (`/authors/:slug`), a short bio, a photo and a link. A record's
 * `byline_author_id` null means the creator (the site's settings), so every
 * record written before authors existed keeps its byline. The photo is an
 * image of the pipeline that a trigger records in `image_uses` (kind
 * 'author', role 'cover'): public, as the creator's photo is. An author a
 * record names cannot be deleted (the foreign keys restrict it; the service
 * answers 409 first).
 */
export const authors = pgTable(
  "authors",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    bio: text("bio"),
    photoImageId: uuid("photo_image_id").references(() => images.id, { onDelete: "set null" }),
    link: text("link"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("authors_slug_idx").on(t.slug), index("authors_name_idx").on(t.name, t.id)],
);

/** A record's byline: the author it names, or null for the creator (docs/decisions/113). */
const byline = () => ({ bylineAuthorId: uuid("byline_author_id").references(() => authors.id, { onDelete: "restrict" }) });

export const podcasts = pgTable(
  "podcasts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    description: text("description"),
    isMembersOnly: boolean("is_members_only").notNull().default(false),
    /** Storage key of the audio file (files/registry.ts lists every such column). */
    fileKey: text("file_key").notNull(),
    /** MIME type detected from the file's content at upload. */
    fileType: text("file_type").notNull(),
    /** The uploaded file's own name, cleaned (null for files stored before names were kept). */
    fileName: text("file_name"),
    fileSize: bigint("file_size", { mode: "number" }),
    /** Playing time measured from the file at upload (null until measured). */
    durationSeconds: real("duration_seconds"),
    ...transcriptColumns(),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    ...byline(),
    ...publication(),
    ...cover(),
    ...tagsColumn(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("podcasts_created_at_id_idx").on(t.createdAt.desc(), t.id.desc()),
    ...publicationChecks("podcasts", t),
    tagsIndex("podcasts", t),
    bylineIndex("podcasts", t),
  ],
);

export const posts = pgTable(
  "posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    /** Plain-text start of the content (shared/excerpt.ts), kept so lists never parse markdown. */
    excerpt: text("excerpt").notNull().default(""),
    isMembersOnly: boolean("is_members_only").notNull().default(false),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    ...byline(),
    /** Minutes to read the content at 230 words a minute, rounded up (shared/reading-time.ts), counted once at save. */
    readingMinutes: integer("reading_minutes").notNull().default(1),
    ...publication(),
    ...cover(),
    ...tagsColumn(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("posts_created_at_id_idx").on(t.createdAt.desc(), t.id.desc()),
    ...publicationChecks("posts", t),
    tagsIndex("posts", t),
    bylineIndex("posts", t),
  ],
);

export const contentItems = pgTable(
  "content_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    description: text("description"),
    category: text("category", { enum: ["briefing", "after-action"] }).notNull(),
    mediaType: text("media_type", { enum: ["text", "pdf", "video", "audio"] })
      .notNull()
      .default("text"),
    isMembersOnly: boolean("is_members_only").notNull().default(false),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    ...byline(),
    contentText: text("content_text"),
    /** Storage key of the uploaded file, for pdf, video and audio items (files/registry.ts). */
    fileKey: text("file_key"),
    fileType: text("file_type"),
    fileName: text("file_name"),
    fileSize: bigint("file_size", { mode: "number" }),
    /** Playing time of audio and video files, measured at upload (null until measured). */
    durationSeconds: real("duration_seconds"),
    ...transcriptColumns(),
    /**
     * A PDF's words as plain text, extracted at upload (uploads/pdf-text.ts,
     * capped), for full-text search at weight C (migration 0015); null for
     * other media and for PDFs without extractable text. Reads leave it out.
     */
    documentText: text("document_text"),
    ...publication(),
    ...cover(),
    ...tagsColumn(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("content_items_category_created_at_id_idx").on(t.category, t.createdAt.desc(), t.id.desc()),
    ...publicationChecks("content_items", t),
    tagsIndex("content_items", t),
    bylineIndex("content_items", t),
    check("content_items_category_check", sql`${t.category} in ('briefing', 'after-action')`),
    check("content_items_media_type_check", sql`${t.mediaType} in ('text', 'pdf', 'video', 'audio')`),
    // A text item has no file and a file item has no text: no stale leftovers.
    check(
      "content_items_media_shape_check",
      sql`(${t.mediaType} = 'text' and ${t.fileKey} is null) or (${t.mediaType} <> 'text' and ${t.contentText} is null)`,
    ),
    // Only what plays has a transcript.
    check("content_items_transcript_check", sql`${t.transcriptFileKey} is null or ${t.mediaType} in ('audio', 'video')`),
    // Only a PDF has document text: switching to another media type clears it.
    check("content_items_document_text_check", sql`${t.documentText} is null or ${t.mediaType} = 'pdf'`),
  ],
);

/**
 * A public post's or text item's body rendered ahead of any request
 * (docs/decisions/123), by the `bodies.render` job: the HTML the page shows,
 * so the first reader after a start does not wait for its markdown to be
 * parsed. `source_key` is the sha256 of the renderer's version, the body's
 * mode and its text: a body whose record changed, or that another build
 * rendered, no longer matches and is not used. One row per record, gone with it.
 */
export const renderedBodies = pgTable(
  "rendered_bodies",
  {
    postId: uuid("post_id").references(() => posts.id, { onDelete: "cascade" }),
    itemId: uuid("item_id").references(() => contentItems.id, { onDelete: "cascade" }),
    sourceKey: text("source_key").notNull(),
    html: text("html").notNull(),
    renderedAt: timestamp("rendered_at", { withTimezone: true, precision: 6 }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("rendered_bodies_post_idx").on(t.postId),
    uniqueIndex("rendered_bodies_item_idx").on(t.itemId),
    check("rendered_bodies_one_record_check", sql`(${t.postId} is null) <> (${t.itemId} is null)`),
  ],
);

/**
 * A series (issue 30, docs/decisions/103): an ordered collection of posts,
 * episodes and items with its own page, cover and description. A draft is
 * for admins only; a published one for anyone, whose parts each keep their
 * own status and gate (the access policy shows a viewer only the parts they
 * could see listed). Writes bump the table's change counter and notify
 * "lobl_versions" (migration 0038), which empties the kept series, the
 * filtered lists and the library pages on every instance.
 */
export const series = pgTable(
  "series",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    description: text("description"),
    status: text("status", { enum: ["draft", "published"] })
      .notNull()
      .default("published"),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    ...cover(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Saves so far, numbering its revision history as a record's (modules/revisions, docs/decisions/112). */
    revision: integer("revision").notNull().default(0),
  },
  (t) => [index("series_created_at_id_idx").on(t.createdAt.desc(), t.id.desc()), check("series_status_check", sql`${t.status} in ('draft', 'published')`)],
);

/**
 * A series' parts in order (1, 2, 3…). Each row names exactly one record by
 * a foreign key of its own kind, so deleting the record deletes its part;
 * each record column is unique: a record is a part of at most one series.
 */
export const seriesParts = pgTable(
  "series_parts",
  {
    seriesId: uuid("series_id")
      .notNull()
      .references(() => series.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    postId: uuid("post_id").references(() => posts.id, { onDelete: "cascade" }),
    episodeId: uuid("episode_id").references(() => podcasts.id, { onDelete: "cascade" }),
    itemId: uuid("item_id").references(() => contentItems.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.seriesId, t.position] }),
    uniqueIndex("series_parts_post_id_idx").on(t.postId),
    uniqueIndex("series_parts_episode_id_idx").on(t.episodeId),
    uniqueIndex("series_parts_item_id_idx").on(t.itemId),
    check("series_parts_one_record_check", sql`num_nonnulls(${t.postId}, ${t.episodeId}, ${t.itemId}) = 1`),
    check("series_parts_position_check", sql`${t.position} >= 1`),
  ],
);

/**
 * Contact messages, read in the admin's inbox. A message caught by the form's
 * honeypot is kept with `isSpam` (never lost, never notified); archiving and
 * reading are timestamps, so "unread" and "archived" are null checks.
 */
export const contacts = pgTable(
  "contacts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    createdAt: createdAt(),
    readAt: ts("read_at"),
    archivedAt: ts("archived_at"),
    isSpam: boolean("is_spam").notNull().default(false),
  },
  (t) => [
    index("contacts_created_at_id_idx").on(t.createdAt.desc(), t.id.desc()),
    // The unread count in the admin navigation is polled: it reads only this small index.
    index("contacts_unread_idx")
      .on(t.createdAt)
      .where(sql`${t.readAt} is null and ${t.archivedAt} is null and ${t.isSpam} = false`),
  ],
);

/**
 * Fixed-window counters shared by every instance (contact form and other
 * non-auth limits), so a limit holds across a load balancer.
 */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});

// ── Private podcast feeds ──────────────────────────────────────────────────

/**
 * A member's private feed. The token in the feed URL is derived from the id
 * with the site's secret (feeds/tokens.ts); only its SHA-256 is stored, so the
 * table alone reveals no working URL. Deleting the row kills the URL.
 */
export const feedTokens = pgTable("feed_tokens", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: text("user_id")
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  createdAt: createdAt(),
  lastFetchedAt: ts("last_fetched_at"),
  downloads: integer("downloads").notNull().default(0),
  /** Set when more distinct clients fetched the feed in a day than FEED_SHARING_IP_LIMIT. */
  suspiciousAt: ts("suspicious_at"),
});

/**
 * Private preview links (issue 30): a long random token, kept only as its
 * SHA-256, lets anyone with the URL read one record, draft or not, as a
 * member would, until it expires (7 days) or an admin revokes it
 * (modules/previews). Deleting the record deletes its links by the prune.
 */
export const previewLinks = pgTable(
  "preview_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull().unique(),
    contentKind: text("content_kind", { enum: ["episode", "item", "post"] }).notNull(),
    contentId: uuid("content_id").notNull(),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    expiresAt: ts("expires_at").notNull(),
    revokedAt: ts("revoked_at"),
  },
  (t) => [
    index("preview_links_content_idx").on(t.contentKind, t.contentId),
    check("preview_links_kind_check", sql`${t.contentKind} in ('episode', 'item', 'post')`),
  ],
);

/**
 * The last saves of each post, episode, item and series (modules/revisions): what
 * was saved, by whom and when, kept 50 per record, for the history view and
 * restore. A save refused because the record changed meanwhile is kept too
 * (`rejected`), so nothing typed is lost. Rows go with the prune when their
 * record is gone.
 */
export const contentRevisions = pgTable(
  "content_revisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    contentKind: text("content_kind", { enum: ["episode", "item", "post", "series"] }).notNull(),
    contentId: uuid("content_id").notNull(),
    /** The record's `revision` this save made; for a refused save, the one it was refused against. */
    revision: integer("revision").notNull(),
    rejected: boolean("rejected").notNull().default(false),
    snapshot: jsonb("snapshot").$type<Record<string, unknown>>().notNull(),
    savedBy: text("saved_by").references(() => users.id, { onDelete: "set null" }),
    savedAt: ts("saved_at").notNull().defaultNow(),
  },
  (t) => [
    index("content_revisions_record_idx").on(t.contentKind, t.contentId, t.savedAt.desc()),
    check("content_revisions_kind_check", sql`${t.contentKind} in ('episode', 'item', 'post', 'series')`),
  ],
);

/**
 * An uploaded image (modules/images, docs/decisions/085): kept only as its
 * variants (`keys`, every stored file of it), never as the file that was
 * sent. `hash` is part of every address, so a new image is a new URL.
 * `width` and `height` are the image's own after turning it upright.
 */
export const images = pgTable("images", {
  id: uuid("id").primaryKey().defaultRandom(),
  hash: text("hash").notNull(),
  alt: text("alt").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  keys: text("keys").array().notNull(),
  bytes: integer("bytes").notNull(),
  uploadedBy: text("uploaded_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

/**
 * Which records show which image, kept by triggers on every write of a
 * post's or text item's body (migration 0028) and of any record's cover
 * (0029), whoever writes it: the access policy lets a reader see an image
 * exactly when they may read a record whose body shows it, or see a record
 * whose cover it is.
 */
export const imageUses = pgTable(
  "image_uses",
  {
    imageId: uuid("image_id")
      .notNull()
      .references(() => images.id, { onDelete: "cascade" }),
    /** The record's kind; 'site' is the site's settings (the creator's photo, migration 0034), with the nil uuid as its id; 'series' a series' cover (0038); 'author' an author's photo (0044). */
    contentKind: text("content_kind", { enum: ["author", "episode", "item", "post", "series", "site"] }).notNull(),
    contentId: uuid("content_id").notNull(),
    /** In the body (read with the record), or the record's cover (shown wherever the record is listed, locked or not). */
    role: text("role", { enum: ["body", "cover"] })
      .notNull()
      .default("body"),
  },
  (t) => [
    primaryKey({ columns: [t.imageId, t.contentKind, t.contentId, t.role] }),
    index("image_uses_record_idx").on(t.contentKind, t.contentId),
    check("image_uses_role_check", sql`${t.role} in ('body', 'cover')`),
  ],
);

/** Which clients fetched a feed on a day (hashed IPs and user agents), kept 30 days, for sharing detection. */
export const feedClients = pgTable(
  "feed_clients",
  {
    tokenId: uuid("token_id")
      .notNull()
      .references(() => feedTokens.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    kind: text("kind", { enum: ["ip", "agent"] }).notNull(),
    clientHash: text("client_hash").notNull(),
  },
  (t) => [primaryKey({ columns: [t.tokenId, t.day, t.kind, t.clientHash] }), index("feed_clients_day_idx").on(t.day)],
);

/**
 * The podcast channel's settings, one row (id "briefing"): the admin's own
 * channel artwork (files/registry.ts), or no row / null key for the shipped
 * default. A trigger bumps its change counter, so feeds' ETags follow it
 * (docs/decisions/054).
 */
export const feedSettings = pgTable("feed_settings", {
  id: text("id").primaryKey(),
  artworkFileKey: text("artwork_file_key"),
  artworkFileType: text("artwork_file_type"),
  artworkFileSize: integer("artwork_file_size"),
  updatedAt: updatedAt(),
});

/**
 * A version number per content table, bumped by a trigger on every insert,
 * update or delete (migration 0004), on every instance alike: a cheap
 * "has anything changed?" for feed polls (ETag) and caches.
 */
export const contentVersions = pgTable("content_versions", {
  name: text("name").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull().default(0),
  changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
});

// ── Listening and reading progress ─────────────────────────────────────────

/**
 * Where a member is in an episode, item or post, on any device: the last
 * write by the client's clock wins. Rows go with their member (foreign key)
 * and with their content (triggers in migration 0006).
 */
export const progress = pgTable(
  "progress",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    contentKind: text("content_kind", { enum: ["episode", "item", "post"] }).notNull(),
    contentId: uuid("content_id").notNull(),
    positionSeconds: real("position_seconds").notNull().default(0),
    durationSeconds: real("duration_seconds"),
    finishedAt: ts("finished_at"),
    /** The client's time of the write: an older write arriving late never overwrites a newer one. */
    clientUpdatedAt: ts("client_updated_at").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.contentKind, t.contentId] }),
    index("progress_user_updated_idx").on(t.userId, t.updatedAt.desc()),
    check("progress_kind_check", sql`${t.contentKind} in ('episode', 'item', 'post')`),
  ],
);

// ── Admin activity log ─────────────────────────────────────────────────────

/**
 * Append-only record of admin actions (docs/decisions/038). The acting
 * admin's name and e-mail are copied in, so an entry still says who acted
 * after that admin is deleted (the foreign key then becomes null). Kept one
 * year; the app has no route that updates or deletes entries.
 */
export const activityLog = pgTable(
  "activity_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorName: text("actor_name").notNull(),
    actorEmail: text("actor_email").notNull(),
    /** One of ACTIVITY_ACTIONS (shared/activity.ts); not a database check, so a new action needs no migration. */
    action: text("action").notNull(),
    targetKind: text("target_kind").notNull(),
    targetId: text("target_id"),
    targetTitle: text("target_title"),
    /** Small facts about the change (which fields, file names); never file bytes or secrets. */
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index("activity_log_created_at_id_idx").on(t.createdAt.desc(), t.id.desc()),
    index("activity_log_actor_created_at_id_idx").on(t.actorId, t.createdAt.desc(), t.id.desc()),
    index("activity_log_action_created_at_id_idx").on(t.action, t.createdAt.desc(), t.id.desc()),
  ],
);

// ── Analytics (counted in memory, written in batches: docs/decisions/039) ──

/** Opens (reads, plays) of a post, episode or item per day, by anyone allowed to see it. */
export const contentOpensDaily = pgTable(
  "content_opens_daily",
  {
    day: date("day", { mode: "string" }).notNull(),
    contentKind: text("content_kind", { enum: ["episode", "item", "post"] }).notNull(),
    contentId: uuid("content_id").notNull(),
    opens: integer("opens").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.contentKind, t.contentId] }),
    check("content_opens_daily_kind_check", sql`${t.contentKind} in ('episode', 'item', 'post')`),
  ],
);

/** Which members opened a record on a day (one row each), for "opened by N members"; kept 90 days. */
export const contentOpeners = pgTable(
  "content_openers",
  {
    day: date("day", { mode: "string" }).notNull(),
    contentKind: text("content_kind", { enum: ["episode", "item", "post"] }).notNull(),
    contentId: uuid("content_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.contentKind, t.contentId, t.userId] }),
    index("content_openers_user_id_idx").on(t.userId),
    check("content_openers_kind_check", sql`${t.contentKind} in ('episode', 'item', 'post')`),
  ],
);

/**
 * Who opened a record on a day, so an open counts once per reader per record
 * per day: `reader` is a keyed hash of the member's id or of the visitor's
 * address and user agent under a key that changes each day, never the raw
 * value (modules/analytics/readers.ts). Kept two days.
 */
export const contentOpenReaders = pgTable(
  "content_open_readers",
  {
    day: date("day", { mode: "string" }).notNull(),
    contentKind: text("content_kind", { enum: ["episode", "item", "post"] }).notNull(),
    contentId: uuid("content_id").notNull(),
    reader: text("reader").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.contentKind, t.contentId, t.reader] }),
    check("content_open_readers_kind_check", sql`${t.contentKind} in ('episode', 'item', 'post')`),
  ],
);

/** Page views of public pages per day and page pattern: no IP, no session, no visitor id. */
export const pageViewsDaily = pgTable(
  "page_views_daily",
  {
    day: date("day", { mode: "string" }).notNull(),
    page: text("page").notNull(),
    views: integer("views").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.page] })],
);

// ── Member preferences ─────────────────────────────────────────────────────

/**
 * One row per member: what follows them from device to device (playback
 * speed, captions) and when they were here before, for "New" marks
 * (modules/preferences; docs/decisions/040). Goes with its member.
 */
export const memberPreferences = pgTable(
  "member_preferences",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    playbackRate: real("playback_rate").notNull().default(1),
    captionsOn: boolean("captions_on").notNull().default(false),
    /** The last time seen before the current visit: what was published after it is "New". */
    previousVisitAt: ts("previous_visit_at"),
    /** The last time seen; a gap of more than 30 minutes starts a new visit. */
    lastVisitAt: ts("last_visit_at"),
    updatedAt: updatedAt(),
  },
  (t) => [check("member_preferences_rate_check", sql`${t.playbackRate} between 0.5 and 3`)],
);

// ── Jobs ────────────────────────────────────────────────────────────────────

/**
 * Work that runs outside a request (jobs/): one row per run of a job, queued
 * by `send` or by a recurring schedule, claimed by one instance at a time
 * (`for update skip locked`) and held by a lease that its runner renews; a
 * lease that runs out means its instance died, and the job is tried again.
 * `key` makes a send idempotent: a second send with the same name and key
 * queues nothing.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    key: text("key"),
    payload: jsonb("payload").notNull().default({}),
    state: text("state", { enum: ["queued", "running", "failed", "done", "dead"] })
      .notNull()
      .default("queued"),
    runAt: ts("run_at").notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull(),
    lockedBy: text("locked_by"),
    lockedUntil: ts("locked_until"),
    lastError: text("last_error"),
    createdAt: createdAt(),
    startedAt: ts("started_at"),
    finishedAt: ts("finished_at"),
  },
  (t) => [
    check("jobs_state_check", sql`${t.state} in ('queued', 'running', 'failed', 'done', 'dead')`),
    check("jobs_attempts_check", sql`${t.attempts} >= 0 and ${t.maxAttempts} >= 1`),
    uniqueIndex("jobs_name_key_idx").on(t.name, t.key),
    // What is due: the claim's scan, in the claim's order (so it stops after a few rows, unsorted).
    index("jobs_due_idx")
      .on(t.runAt, t.id)
      .where(sql`${t.state} in ('queued', 'failed')`),
    // Leases that may have run out.
    index("jobs_lease_idx")
      .on(t.lockedUntil)
      .where(sql`${t.state} = 'running'`),
    // The admin's list: newest first per state, keyset-paged (docs/decisions/008).
    index("jobs_state_created_at_id_idx").on(t.state, t.createdAt.desc(), t.id.desc()),
    index("jobs_created_at_id_idx").on(t.createdAt.desc(), t.id.desc()),
  ],
);

// ── Newsletter ──────────────────────────────────────────────────────────────

/**
 * The Stay Sharp list (issue 31, modules/newsletter): one row per address
 * (`email_key`, lower case), whether a visitor or a member asked. A visitor's
 * row is `pending` until its confirmation link is used (the link's token is
 * kept only hashed) and is deleted when the link expires unused; a member
 * subscribing from the account page is `active` at once (the address is
 * their verified one) and the row goes with their account. `bounced`: the
 * address refused mail for good, so nothing more is sent to it.
 */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    emailKey: text("email_key").notNull().unique(),
    userId: text("user_id")
      .unique()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["pending", "active", "unsubscribed", "bounced"] })
      .notNull()
      .default("pending"),
    articles: boolean("articles").notNull().default(true),
    episodes: boolean("episodes").notNull().default(true),
    caseStudies: boolean("case_studies").notNull().default(true),
    digest: boolean("digest").notNull().default(true),
    announcements: boolean("announcements").notNull().default(true),
    confirmTokenHash: text("confirm_token_hash").unique(),
    confirmExpiresAt: ts("confirm_expires_at"),
    confirmedAt: ts("confirmed_at"),
    unsubscribedAt: ts("unsubscribed_at"),
    bouncedAt: ts("bounced_at"),
    bounceReason: text("bounce_reason"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("newsletter_subscribers_status_check", sql`${t.status} in ('pending', 'active', 'unsubscribed', 'bounced')`),
    // The daily prune's look for confirmation links that ran out.
    index("newsletter_subscribers_pending_idx")
      .on(t.confirmExpiresAt)
      .where(sql`${t.status} = 'pending'`),
    index("newsletter_subscribers_created_at_id_idx").on(t.createdAt.desc(), t.id.desc()),
    // The admin's bounced addresses, the latest first (modules/newsletter/admin.ts).
    index("newsletter_subscribers_bounced_idx")
      .on(t.bouncedAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'bounced'`),
  ],
);

/**
 * One newsletter e-mail to many (modules/newsletter/sends.ts): a published
 * record (at most one send per record, ever), a digest or an announcement.
 * `scheduled`: waits for its record's release; `preparing`: its recipients
 * are being listed; `sending`; `done`.
 */
export const newsletterSends = pgTable(
  "newsletter_sends",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: ["record", "digest", "announcement"] }).notNull(),
    contentKind: text("content_kind", { enum: ["episode", "item", "post"] }),
    contentId: uuid("content_id"),
    /** A digest's or announcement's own key (the digest's week), so a recurring job queues it once. */
    key: text("key").unique(),
    subject: text("subject").notNull(),
    /** An announcement's text (markdown) and who it goes to ("subscribers", "members", or an organisation's people). */
    body: text("body"),
    audience: text("audience", { enum: ["subscribers", "members", "organisation"] }),
    /** The organisation an announcement goes to; null once it is deleted (the send keeps its history and reaches no one new). */
    audienceOrgId: uuid("audience_org_id").references(() => organisations.id, { onDelete: "set null" }),
    status: text("status", { enum: ["scheduled", "preparing", "sending", "done"] })
      .notNull()
      .default("preparing"),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    startedAt: ts("started_at"),
    finishedAt: ts("finished_at"),
  },
  (t) => [
    check("newsletter_sends_kind_check", sql`${t.kind} in ('record', 'digest', 'announcement')`),
    check("newsletter_sends_status_check", sql`${t.status} in ('scheduled', 'preparing', 'sending', 'done')`),
    check("newsletter_sends_record_check", sql`(${t.kind} = 'record') = (${t.contentId} is not null)`),
    check("newsletter_sends_announcement_check", sql`(${t.kind} = 'announcement') = (${t.body} is not null and ${t.audience} is not null)`),
    check("newsletter_sends_audience_check", sql`${t.audience} in ('subscribers', 'members', 'organisation')`),
    check("newsletter_sends_audience_org_check", sql`${t.audienceOrgId} is null or ${t.audience} = 'organisation'`),
    uniqueIndex("newsletter_sends_record_idx").on(t.contentKind, t.contentId),
    index("newsletter_sends_created_at_id_idx").on(t.createdAt.desc(), t.id.desc()),
  ],
);

/**
 * Each recipient of a send, once (the primary key): queued, then claimed
 * (`sending`, by a runner, committed before the SMTP conversation starts),
 * then sent or failed with the reason. A delivery found `sending` after its
 * runner died is never sent again (it may have arrived): it is marked failed
 * as interrupted (docs/decisions/088).
 */
export const newsletterDeliveries = pgTable(
  "newsletter_deliveries",
  {
    sendId: uuid("send_id")
      .notNull()
      .references(() => newsletterSends.id, { onDelete: "cascade" }),
    subscriberId: uuid("subscriber_id")
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    /** full: the record whole; teaser: title, teaser and a sign-up link (a members-only record to a non-member). */
    version: text("version", { enum: ["full", "teaser"] }).notNull(),
    status: text("status", { enum: ["queued", "sending", "sent", "failed"] })
      .notNull()
      .default("queued"),
    attempts: integer("attempts").notNull().default(0),
    claimedBy: text("claimed_by"),
    claimedAt: ts("claimed_at"),
    sentAt: ts("sent_at"),
    error: text("error"),
  },
  (t) => [
    primaryKey({ columns: [t.sendId, t.subscriberId] }),
    check("newsletter_deliveries_status_check", sql`${t.status} in ('queued', 'sending', 'sent', 'failed')`),
    check("newsletter_deliveries_version_check", sql`${t.version} in ('full', 'teaser')`),
    // The sender's claim: the queued rows of one send.
    index("newsletter_deliveries_queued_idx")
      .on(t.sendId, t.subscriberId)
      .where(sql`${t.status} in ('queued', 'sending')`),
    index("newsletter_deliveries_subscriber_idx").on(t.subscriberId),
    // The admin's list of one send's failures, by address, and their count (modules/newsletter/admin.ts).
    index("newsletter_deliveries_failed_idx")
      .on(t.sendId, t.email, t.subscriberId)
      .where(sql`${t.status} = 'failed'`),
  ],
);

// ── Organisations (issue 33; docs/architecture/organisations.md) ───────────

/**
 * A department or company whose people train together. A site admin creates
 * one (`active` at once) or approves one a member asked for (`requested`
 * until then). `retain_records`: whether the organisation keeps its record of
 * a person's completions when that person deletes their account.
 */
export const organisations = pgTable(
  "organisations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    status: text("status", { enum: ["requested", "active"] })
      .notNull()
      .default("active"),
    retainRecords: boolean("retain_records").notNull().default(true),
    /** Its people at its verified domains must sign in through its identity provider (issue 34). */
    ssoRequired: boolean("sso_required").notNull().default(false),
    logoImageId: uuid("logo_image_id").references(() => images.id, { onDelete: "set null" }),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("organisations_status_check", sql`${t.status} in ('requested', 'active')`),
    uniqueIndex("organisations_name_idx").on(sql`lower(${t.name})`),
    index("organisations_created_at_id_idx").on(t.createdAt.desc(), t.id.desc()),
  ],
);

/** A part of an organisation ("Patrol Division", "Investigations"). */
export const orgUnits = pgTable(
  "org_units",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orgId: uuid("org_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("org_units_name_idx").on(t.orgId, sql`lower(${t.name})`)],
);

/**
 * Who belongs to which organisation: one row per person, so a member belongs
 * to at most one (the primary key is the user). Leaving or removal deletes
 * the row and nothing of the person's own account or progress.
 */
export const orgMembers = pgTable(
  "org_members",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    orgId: uuid("org_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["owner", "supervisor", "member"] }).notNull(),
    unitId: uuid("unit_id").references(() => orgUnits.id, { onDelete: "set null" }),
    /** How they came in: added by a site admin, an e-mailed invitation, an invitation link, a CSV import, or their verified domain. */
    joinedBy: text("joined_by", { enum: ["admin", "invitation", "link", "import", "domain", "sso"] }).notNull(),
    joinedAt: ts("joined_at").notNull().defaultNow(),
  },
  (t) => [
    check("org_members_role_check", sql`${t.role} in ('owner', 'supervisor', 'member')`),
    check("org_members_joined_by_check", sql`${t.joinedBy} in ('admin', 'invitation', 'link', 'import', 'domain', 'sso')`),
    // The people list: newest first per organisation, keyset-paged (docs/decisions/008).
    index("org_members_org_joined_idx").on(t.orgId, t.joinedAt.desc(), t.userId.desc()),
    index("org_members_unit_idx").on(t.unitId),
  ],
);

/** The units a supervisor supervises (one or more); gone with their membership or the unit. */
export const orgSupervisedUnits = pgTable(
  "org_supervised_units",
  {
    userId: text("user_id")
      .notNull()
      .references(() => orgMembers.userId, { onDelete: "cascade" }),
    unitId: uuid("unit_id")
      .notNull()
      .references(() => orgUnits.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.unitId] }), index("org_supervised_units_unit_idx").on(t.unitId)],
);

/**
 * An e-mailed invitation to one address: its token kept only as SHA-256,
 * usable once, until it expires or an owner revokes it.
 */
export const orgInvitations = pgTable(
  "org_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orgId: uuid("org_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    emailKey: text("email_key").notNull(),
    role: text("role", { enum: ["owner", "supervisor", "member"] }).notNull(),
    unitId: uuid("unit_id").references(() => orgUnits.id, { onDelete: "set null" }),
    tokenHash: text("token_hash").notNull().unique(),
    invitedBy: text("invited_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    expiresAt: ts("expires_at").notNull(),
    acceptedAt: ts("accepted_at"),
    acceptedBy: text("accepted_by").references(() => users.id, { onDelete: "set null" }),
    revokedAt: ts("revoked_at"),
  },
  (t) => [
    check("org_invitations_role_check", sql`${t.role} in ('owner', 'supervisor', 'member')`),
    // One open invitation per address and organisation (inviting again sends it again).
    uniqueIndex("org_invitations_open_idx")
      .on(t.orgId, t.emailKey)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
    index("org_invitations_org_created_idx").on(t.orgId, t.createdAt.desc(), t.id.desc()),
  ],
);

/** An invitation link anyone holding it may use: expiring, revocable, with an optional seat limit. */
export const orgInviteLinks = pgTable(
  "org_invite_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orgId: uuid("org_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    unitId: uuid("unit_id").references(() => orgUnits.id, { onDelete: "set null" }),
    seatLimit: integer("seat_limit"),
    uses: integer("uses").notNull().default(0),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    expiresAt: ts("expires_at").notNull(),
    revokedAt: ts("revoked_at"),
  },
  (t) => [
    check("org_invite_links_seats_check", sql`${t.seatLimit} is null or ${t.seatLimit} >= 1`),
    check("org_invite_links_uses_check", sql`${t.uses} >= 0 and (${t.seatLimit} is null or ${t.uses} <= ${t.seatLimit})`),
    index("org_invite_links_org_idx").on(t.orgId, t.createdAt.desc()),
  ],
);

/**
 * An e-mail domain whose verified addresses join the organisation on their
 * own (`cityofx.gov`), once a site admin approved it. A domain belongs to
 * one organisation.
 */
export const orgDomains = pgTable(
  "org_domains",
  {
    domain: text("domain").primaryKey(),
    orgId: uuid("org_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    unitId: uuid("unit_id").references(() => orgUnits.id, { onDelete: "set null" }),
    requestedAt: ts("requested_at").notNull().defaultNow(),
    approvedAt: ts("approved_at"),
    approvedBy: text("approved_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [index("org_domains_org_idx").on(t.orgId)],
);

/**
 * Training assigned to a whole organisation, one unit, or one person, with a
 * due date and optional credit hours. `title` is the record's title when it
 * was assigned, so reports still name it if the record goes.
 */
export const orgAssignments = pgTable(
  "org_assignments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orgId: uuid("org_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    contentKind: text("content_kind", { enum: ["post", "episode", "item", "series"] }).notNull(),
    contentId: uuid("content_id").notNull(),
    title: text("title").notNull(),
    unitId: uuid("unit_id").references(() => orgUnits.id, { onDelete: "restrict" }),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    dueAt: ts("due_at").notNull(),
    hours: real("hours"),
    /** The share of the knowledge check's questions to answer right (percent), when it has one. */
    passMark: integer("pass_mark"),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("org_assignments_pass_mark_check", sql`${t.passMark} is null or (${t.passMark} between 1 and 100)`),
    check("org_assignments_kind_check", sql`${t.contentKind} in ('post', 'episode', 'item', 'series')`),
    check("org_assignments_target_check", sql`${t.unitId} is null or ${t.userId} is null`),
    check("org_assignments_hours_check", sql`${t.hours} is null or (${t.hours} > 0 and ${t.hours} <= 1000)`),
    index("org_assignments_org_created_idx").on(t.orgId, t.createdAt.desc(), t.id.desc()),
    index("org_assignments_unit_idx").on(t.unitId),
    index("org_assignments_user_idx").on(t.userId),
    index("org_assignments_due_idx").on(t.dueAt),
    // Who assigned a record or a series: looked up by every change that may finish or break an assignment (a part's leaving, a series' deletion).
    index("org_assignments_content_idx").on(t.contentKind, t.contentId),
  ],
);

/**
 * An assignment's optional knowledge check: a few multiple-choice questions
 * (`answer` is the index of the right choice) and the assignment's pass mark.
 */
export const orgAssignmentQuestions = pgTable(
  "org_assignment_questions",
  {
    assignmentId: uuid("assignment_id")
      .notNull()
      .references(() => orgAssignments.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    prompt: text("prompt").notNull(),
    choices: text("choices").array().notNull(),
    answer: integer("answer").notNull(),
  },
  (t) => [primaryKey({ columns: [t.assignmentId, t.position] }), check("org_assignment_questions_answer_check", sql`${t.answer} >= 0`)],
);

/** Each try at an assignment's knowledge check (retakes allowed; every attempt kept, and recorded in the training record). */
export const quizAttempts = pgTable(
  "quiz_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    assignmentId: uuid("assignment_id")
      .notNull()
      .references(() => orgAssignments.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    answers: integer("answers").array().notNull(),
    score: integer("score").notNull(),
    passed: boolean("passed").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("quiz_attempts_assignment_user_idx").on(t.assignmentId, t.userId, t.createdAt.desc())],
);

/**
 * What each person has completed (an article read to its end, audio or video
 * 90 % played, a PDF acknowledged): one row per person and record, the first
 * time, which the rosters read. Each row's event in the training record is
 * the proof; this is its index.
 */
export const trainingCompletions = pgTable(
  "training_completions",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    contentKind: text("content_kind", { enum: ["post", "episode", "item"] }).notNull(),
    contentId: uuid("content_id").notNull(),
    completedAt: ts("completed_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.contentKind, t.contentId] }),
    check("training_completions_kind_check", sql`${t.contentKind} in ('post', 'episode', 'item')`),
    index("training_completions_content_idx").on(t.contentKind, t.contentId),
  ],
);

/**
 * The training record: append-only, hash-chained events (completions,
 * acknowledgments, quiz attempts, certificates and their revocation,
 * corrections). Each row's `hash` covers its fields, its payload's hash and
 * the previous row's hash, so a change after the fact breaks the chain;
 * triggers refuse UPDATE and DELETE (migration 0033). The payload lives
 * apart (`training_event_payloads`) so that what names a person can be
 * erased, by an erasure event, without breaking the chain.
 */
export const trainingEvents = pgTable(
  "training_events",
  {
    /** 1, 2, 3…: the appender takes the next under a lock, as it takes the previous hash. */
    seq: bigint("seq", { mode: "number" }).primaryKey(),
    at: ts("at").notNull().defaultNow(),
    kind: text("kind").notNull(),
    userId: text("user_id"),
    orgId: uuid("org_id"),
    payloadHash: text("payload_hash").notNull(),
    prevHash: text("prev_hash").notNull(),
    hash: text("hash").notNull().unique(),
  },
  (t) => [index("training_events_user_idx").on(t.userId, t.seq), index("training_events_org_idx").on(t.orgId, t.seq)],
);

/** An event's content, hashed into its event; deleted only by an erasure (which is itself an event). */
export const trainingEventPayloads = pgTable("training_event_payloads", {
  seq: bigint("seq", { mode: "number" })
    .primaryKey()
    .references(() => trainingEvents.seq),
  payload: jsonb("payload").notNull(),
});

/**
 * Certificates: issued for a finished series or an assignment with credit
 * hours; `/verify/<number>` shows the holder's name, the course, the date,
 * the hours and whether it stands. `name` and `course` as they were at issue.
 */
export const certificates = pgTable(
  "certificates",
  {
    number: text("number").primaryKey(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    course: text("course").notNull(),
    hours: real("hours"),
    issuedAt: ts("issued_at").notNull().defaultNow(),
    orgId: uuid("org_id").references(() => organisations.id, { onDelete: "set null" }),
    assignmentId: uuid("assignment_id").references(() => orgAssignments.id, { onDelete: "set null" }),
    seriesId: uuid("series_id"),
    revokedAt: ts("revoked_at"),
    revokedBy: text("revoked_by").references(() => users.id, { onDelete: "set null" }),
    revokeReason: text("revoke_reason"),
  },
  (t) => [
    index("certificates_user_idx").on(t.userId, t.issuedAt.desc()),
    // One certificate per person and assignment (a retaken check issues no second).
    uniqueIndex("certificates_assignment_user_idx")
      .on(t.assignmentId, t.userId)
      .where(sql`${t.assignmentId} is not null`),
  ],
);

/**
 * The site's settings (issue 32): one row, id 'site'. The creator's name,
 * title, biography, photo and social profiles, shown on the landing page, the
 * creator's page and the footer (docs/decisions/096). The photo is an image
 * of the image pipeline; a trigger records it in `image_uses` (kind 'site'),
 * which makes it public for the access policy and keeps it from the prune
 * (migration 0034). Profiles: network name to https address (shared/site.ts).
 */
export const siteSettings = pgTable("site_settings", {
  id: text("id").primaryKey(),
  creatorName: text("creator_name"),
  creatorTitle: text("creator_title"),
  creatorBio: text("creator_bio"),
  creatorPhotoImageId: uuid("creator_photo_image_id").references(() => images.id, { onDelete: "set null" }),
  creatorProfiles: jsonb("creator_profiles").$type<Record<string, string>>().notNull().default({}),
  updatedAt: updatedAt(),
});

/**
 * An organisation's identity provider (issue 34, docs/decisions/099). At most
 * one is active (used for sign-in); others wait while being set up and
 * tested. The client secret is stored only sealed with a key derived from
 * the site's secret (server/sso/secret-box.ts) and never leaves the server.
 * `metadata` keeps what discovery found (endpoints, issuer), nothing secret.
 */
export const orgSsoConnections = pgTable(
  "org_sso_connections",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orgId: uuid("org_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    protocol: text("protocol", { enum: ["oidc", "saml"] }).notNull(),
    name: text("name").notNull(),
    active: boolean("active").notNull().default(false),
    discoveryUrl: text("discovery_url"),
    /** SAML: where the provider's metadata was fetched from (null when it was uploaded as XML). */
    metadataUrl: text("metadata_url"),
    issuer: text("issuer"),
    clientId: text("client_id"),
    clientSecretSealed: text("client_secret_sealed"),
    metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull().default({}),
    mapping: jsonb("mapping").$type<SsoMapping>().notNull(),
    lastTest: jsonb("last_test").$type<SsoTestResult>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("org_sso_connections_protocol_check", sql`${t.protocol} in ('oidc', 'saml')`),
    index("org_sso_connections_org_idx").on(t.orgId),
    uniqueIndex("org_sso_connections_active_idx")
      .on(t.orgId)
      .where(sql`${t.active}`),
  ],
);

/**
 * A sign-in (or an owner's test) on its way through a provider: the state's
 * hash, the PKCE verifier and nonce, where to go after. Taken once (deleted
 * when the provider sends the person back) and forgotten after
 * SSO_FLOW_MINUTES. Not in backups.
 */
export const ssoFlows = pgTable(
  "sso_flows",
  {
    stateHash: text("state_hash").primaryKey(),
    connectionId: uuid("connection_id")
      .notNull()
      .references(() => orgSsoConnections.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["sign-in", "test"] }).notNull(),
    testerId: text("tester_id").references(() => users.id, { onDelete: "cascade" }),
    /** OpenID Connect: the PKCE verifier and the nonce. */
    codeVerifier: text("code_verifier"),
    nonce: text("nonce"),
    /** SAML: the AuthnRequest's ID (the response must be InResponseTo it) and, once the response was checked, its outcome. */
    samlRequestId: text("saml_request_id"),
    samlOutcome: jsonb("saml_outcome").$type<SamlOutcome>(),
    nextPath: text("next_path"),
    expiresAt: ts("expires_at").notNull(),
  },
  (t) => [check("sso_flows_purpose_check", sql`${t.purpose} in ('sign-in', 'test')`), index("sso_flows_expires_at_idx").on(t.expiresAt)],
);

/**
 * This site's key pairs as a SAML service provider (docs/decisions/108): the
 * certificate (base64 DER) is published in our metadata; the private key is
 * stored only sealed with a key derived from the site's secret
 * (modules/sso/secret-box.ts, bound to the row's id) and never leaves the
 * server. One key signs our requests (the partial unique index keeps it one,
 * and lets two instances making the first key at once keep one); every key
 * listed decrypts. In backups, sealed: a site restored with the same
 * AUTH_SECRET keeps the key its providers know.
 */
export const ssoSpKeys = pgTable(
  "sso_sp_keys",
  {
    id: uuid("id").primaryKey(),
    certificate: text("certificate").notNull(),
    privateKeySealed: text("private_key_sealed").notNull(),
    signing: boolean("signing").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("sso_sp_keys_signing_idx")
      .on(t.signing)
      .where(sql`${t.signing}`),
  ],
);

/**
 * SAML assertions already taken, kept until their NotOnOrAfter: the same
 * assertion is never accepted twice, even inside its validity window. Not in
 * backups.
 */
export const ssoSeenAssertions = pgTable(
  "sso_seen_assertions",
  {
    connectionId: uuid("connection_id")
      .notNull()
      .references(() => orgSsoConnections.id, { onDelete: "cascade" }),
    assertionId: text("assertion_id").notNull(),
    expiresAt: ts("expires_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.connectionId, t.assertionId] }), index("sso_seen_assertions_expires_at_idx").on(t.expiresAt)],
);
