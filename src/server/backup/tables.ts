import { sql, type SQL } from "drizzle-orm";

import { query, type Executor } from "../db/raw-query.js";

/**
 * The tables a backup holds, parents before children so rows can be inserted
 * in this order without breaking a foreign key.
 */
export const BACKUP_TABLES = [
  "users",
  "accounts",
  "two_factors",
  "passkeys",
  "verifications",
  "feed_tokens",
  // Before the bodies that show them: their trigger records which records show which image (image_uses).
  "images",
  // Before the records whose bylines name them, after their photos (docs/decisions/113).
  "authors",
  "podcasts",
  "posts",
  "content_items",
  // After the records they order, and after the images (a series' cover) (docs/decisions/103).
  "series",
  "series_parts",
  "content_revisions",
  "contacts",
  "progress",
  "activity_log",
  "member_preferences",
  "feed_settings",
  // The creator's settings, after the images (its photo) (docs/decisions/096).
  "site_settings",
  // The newsletter's list, and what was sent to whom (a restored site does not send a record twice).
  "newsletter_subscribers",
  "newsletter_sends",
  "newsletter_deliveries",
  // Organisations and their people, then what they were assigned, what was completed, the training record and certificates.
  "organisations",
  "org_units",
  "org_members",
  "org_supervised_units",
  "org_invitations",
  "org_invite_links",
  "org_domains",
  "org_assignments",
  "org_assignment_questions",
  "quiz_attempts",
  "training_completions",
  "training_events",
  "training_event_payloads",
  "certificates",
  "org_sso_connections",
  // The site's SAML keys, sealed as the client secrets are: a site restored with the same AUTH_SECRET keeps the key its providers know.
  "sso_sp_keys",
  // After the connections: a session made through one names it.
  "sessions",
] as const;

/** Usage counts (docs/decisions/039): statistics, not the site's content; a restored site counts afresh. */
const ANALYTICS_TABLES = ["content_opens_daily", "content_openers", "content_open_readers", "page_views_daily"] as const;

/**
 * Counters that expire within the hour or the month, change counters, the
 * jobs queue (work of the site that ran; a restored site queues its recurring
 * jobs afresh at start), preview links (secrets that live a week; an admin
 * makes new ones), sign-ins on their way through a provider (ten minutes),
 * the SAML assertions already taken (until they expire) and the bodies
 * rendered ahead (made again from the records by the bodies.render job):
 * a restored site starts them afresh. Which records show
 * which image is made again from the bodies as they are loaded.
 */
export const SKIPPED_TABLES = [
  "image_uses",
  "rate_limits",
  "auth_rate_limits",
  "feed_clients",
  "content_versions",
  "jobs",
  "preview_links",
  "sso_flows",
  "sso_seen_assertions",
  "rendered_bodies",
  ...ANALYTICS_TABLES,
] as const;

export type BackupTable = (typeof BACKUP_TABLES)[number];

/** Tables whose primary key is not `id`. */
const PRIMARY_KEYS: Partial<Record<BackupTable, string[]>> = {
  progress: ["user_id", "content_kind", "content_id"],
  member_preferences: ["user_id"],
  newsletter_deliveries: ["send_id", "subscriber_id"],
  org_members: ["user_id"],
  org_supervised_units: ["user_id", "unit_id"],
  org_domains: ["domain"],
  series_parts: ["series_id", "position"],
  org_assignment_questions: ["assignment_id", "position"],
  training_completions: ["user_id", "content_kind", "content_id"],
  training_events: ["seq"],
  training_event_payloads: ["seq"],
  certificates: ["number"],
};

/** Every table of the public schema, to prove the lists above miss none. */
export async function publicTables(db: Executor): Promise<string[]> {
  const rows = await query<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  return rows.map((r) => r.name);
}

/** The migrations the database has applied, oldest first: the schema version a backup belongs to. */
export async function schemaVersion(db: Executor): Promise<string[]> {
  const rows = await query<{ hash: string }>(db, sql`select hash from drizzle.__drizzle_migrations order by created_at, id`);
  return rows.map((r) => r.hash);
}

const BATCH = 500;

/**
 * The columns a table stores, in order, without the ones the database
 * generates (search vectors): those are neither backed up nor inserted, the
 * target database makes them again.
 */
async function storedColumns(db: Executor, table: BackupTable): Promise<SQL> {
  const rows = await query<{ name: string }>(
    db,
    sql`select column_name as name from information_schema.columns
        where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER' order by ordinal_position`,
  );
  return sql.join(
    rows.map((r) => sql.identifier(r.name)),
    sql`, `,
  );
}

/**
 * Reads a table in primary-key order, a batch at a time, each row as the JSON
 * text PostgreSQL itself makes (exact for every column type).
 */
export async function* readTable(db: Executor, table: BackupTable): AsyncIterable<string[]> {
  const columns = await storedColumns(db, table);
  const key = sql.join(
    (PRIMARY_KEYS[table] ?? ["id"]).map((c) => sql.identifier(c)),
    sql`, `,
  );
  let after: string | null = null;
  for (;;) {
    // The key as one row value, carried as JSON text between batches.
    const where: SQL = after === null ? sql`` : sql`where (${key}) > (select ${key} from json_populate_record(null::${sql.identifier(table)}, ${after}::json))`;
    const rows: { row: string }[] = await query(
      db,
      sql`select row_to_json(t)::text as row from (select ${columns} from ${sql.identifier(table)} ${where} order by ${key} limit ${BATCH}) t order by ${key}`,
    );
    if (rows.length === 0) return;
    yield rows.map((r) => r.row);
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1]!.row;
  }
}

/** Inserts rows given as PostgreSQL JSON text into `table`, columns matched by name. */
export async function insertRows(db: Executor, table: BackupTable, rows: string[]): Promise<void> {
  if (rows.length === 0) return;
  const target = sql.identifier(table);
  const columns = await storedColumns(db, table);
  await db.execute(sql`insert into ${target} (${columns}) select ${columns} from json_populate_recordset(null::${target}, ${`[${rows.join(",")}]`}::json)`);
}

export async function rowCount(db: Executor, table: BackupTable): Promise<number> {
  const [row] = await query<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(table)}`);
  return row!.n;
}
