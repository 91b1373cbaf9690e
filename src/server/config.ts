import fs from "node:fs";
import path from "node:path";
import { z } from "zod";

// The only module that reads process.env. Everything else receives a Config.

const bool = z.enum(["true", "false", "1", "0", "yes", "no"]).transform((v) => v === "true" || v === "1" || v === "yes");

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== "" ? v.trim() : undefined));

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("127.0.0.1"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: optionalString,
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(500).default(10),
  /** How long a PostgreSQL query waits for a connection (a new one, or a free one of the pool) before it fails. */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  /** The embedded database's buffer pool in MB; unset: db/client.ts's default (docs/decisions/104). PGlite's memory is at most 2 GB. */
  PGLITE_SHARED_BUFFERS_MB: z.coerce.number().int().min(1).max(1024).optional(),
  /** V8's optimising tier for PGlite's WebAssembly: faster queries over large data for about 50 MB more memory (docs/decisions/104). */
  PGLITE_OPTIMISE: bool.default(false),
  PUBLIC_URL: optionalString.pipe(z.url().optional()),
  AUTH_SECRET: optionalString,
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default("Lead or Be Led <no-reply@localhost>"),
  /** DKIM signing of outgoing mail: all three, or none. */
  DKIM_DOMAIN: optionalString,
  DKIM_SELECTOR: optionalString,
  /** The private key (PEM) itself, or the path of a file holding it. */
  DKIM_PRIVATE_KEY: optionalString,
  PODCAST_OWNER_EMAIL: optionalString.pipe(z.email({ error: "PODCAST_OWNER_EMAIL must be an e-mail address." }).optional()),
  S3_BUCKET: optionalString,
  S3_ENDPOINT: optionalString,
  S3_REGION: z.string().default("us-east-1"),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: bool.default(false),
  S3_PREFIX: optionalString,
  S3_URL_EXPIRES_SECONDS: z.coerce.number().int().min(10).max(3600).default(300),
  MAX_UPLOAD_MB: z.coerce.number().int().min(1).max(100_000).default(2048),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: optionalString,
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(25_000),
  // docs/decisions/051-request-timeouts.md
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).default(72_000),
  UPLOAD_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(2 * 60 * 60 * 1000),
  CONTACT_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  /** Newsletter sign-ups per IP address per 10 minutes. */
  NEWSLETTER_SIGNUP_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  /** Newsletter e-mails handed to the SMTP server per second, per send. */
  NEWSLETTER_RATE_PER_SECOND: z.coerce.number().min(0.1).max(1000).default(10),
  PAGE_VIEW_RATE_LIMIT: z.coerce.number().int().min(1).default(300),
  SIGNUP_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  SIGNIN_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  WEB_DIR: optionalString,
  /**
   * Identity providers on a private network (or plain http, e.g. a test
   * provider): their origins, comma-separated. Others must be public https
   * hosts (docs/decisions/099).
   */
  SSO_INTERNAL_PROVIDERS: optionalString,
  FEED_SHARING_IP_LIMIT: z.coerce.number().int().min(1).default(10),
  // Unset: on when NODE_ENV=production (docs/decisions/032).
  REQUIRE_ADMIN_2FA: bool.optional(),
  // Unset: on when SMTP_URL is set (a dev outbox full of notices helps no one).
  CONTACT_NOTIFY: bool.optional(),
  // How often usage counts kept in memory are written (docs/decisions/039).
  ANALYTICS_FLUSH_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  // The jobs module (docs/architecture/jobs.md): jobs run at once per instance, how long a claim
  // lasts unrenewed (a dead instance's jobs are retried after it), how often an idle instance looks.
  JOBS_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  JOBS_LEASE_MS: z.coerce.number().int().min(500).max(3_600_000).default(30_000),
  JOBS_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
});

type Env = z.input<typeof envSchema>;

/** S3-compatible object storage (S3_*), for the S3 storage driver. */
export interface S3Settings {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
  /** Folder inside the bucket for every key (several sites can share one bucket). */
  prefix: string | undefined;
  /** How long a presigned media URL stays valid. */
  downloadUrlSeconds: number;
}

/** How long the server waits for clients (docs/decisions/051-request-timeouts.md). */
export interface Timeouts {
  /** Headers, and the body of any request but an upload, must arrive within this. */
  requestMs: number;
  /** A connection on which nothing moves this long, mid-request (uploads included) or mid-response, is closed. */
  idleMs: number;
  /** An idle keep-alive connection between requests is closed after this. */
  keepAliveMs: number;
  /** The longest any request may take to arrive, an upload that keeps moving included. */
  uploadMs: number;
}

export interface Config {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolMax: number;
  /** PostgreSQL: how long a query waits for a connection before it fails (DATABASE_CONNECT_TIMEOUT_MS). */
  databaseConnectTimeoutMs: number;
  /** PGlite's shared_buffers in MB, or undefined for its default (PGLITE_SHARED_BUFFERS_MB). */
  pgliteSharedBuffersMb: number | undefined;
  /** Servers let V8 optimise PGlite's hot WebAssembly functions (PGLITE_OPTIMISE). */
  pgliteOptimise: boolean;
  publicUrl: string | undefined;
  /** True when the site is served over https: Secure cookies, HSTS. */
  secure: boolean;
  authSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The podcast channel's owner address (itunes:email), which directories write to to confirm ownership. */
  podcastOwnerEmail: string;
  /** Signs every outgoing message (nodemailer's DKIM), when configured. */
  dkim: { domainName: string; keySelector: string; privateKey: string } | null;
  s3: S3Settings | null;
  maxUploadBytes: number;
  logLevel: string;
  /** Fastify's trustProxy: true (trust X-Forwarded-For from anyone) or a comma-separated list of proxy addresses/CIDRs. */
  trustProxy: boolean | string;
  shutdownTimeoutMs: number;
  timeouts: Timeouts;
  /** Contact messages allowed per IP per 10 minutes. */
  contactRateLimit: number;
  newsletter: { signupRateLimit: number; ratePerSecond: number };
  /** Public page views counted per IP per 10 minutes, per instance (docs/decisions/039). */
  pageViewRateLimit: number;
  /** Sign-ups allowed per IP per hour. */
  signupRateLimit: number;
  /** Sign-in attempts allowed per IP per minute (failures are limited separately). */
  signinRateLimit: number;
  /** Directory of the built SPA (index.html + assets). */
  webDir: string;
  /** Distinct IPs a day above which a member's private feed is marked as possibly shared. */
  feedSharingIpLimit: number;
  /** Admins must have two-factor sign-in on before the admin API answers them. */
  requireAdmin2fa: boolean;
  /** E-mail the admins when a contact message arrives (at most one mail per 10 minutes). */
  contactNotify: boolean;
  /** Usage counts are kept in memory and written this often (and on shutdown). */
  analyticsFlushMs: number;
  jobs: { concurrency: number; leaseMs: number; pollMs: number };
  /** Origins of identity providers the server may reach although private or plain http (SSO_INTERNAL_PROVIDERS). */
  ssoInternalProviders: string[];
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (value === undefined || value === "false") return false;
  if (value === "true") return true;
  return value;
}

/** `defaults`: values an entry point uses when the environment gives none (the demo's, docs/decisions/032). */
export function loadConfig(source: Record<string, string | undefined> = process.env, defaults: Partial<Record<keyof Env, string>> = {}): Config {
  const parsed = envSchema.safeParse({ ...defaults, ...source });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  // With the embedded database one process owns DATA_DIR and keeps a generated
  // secret there. Several instances on PostgreSQL must share one: require it.
  if (e.NODE_ENV === "production" && e.DATABASE_URL && !e.AUTH_SECRET) {
    throw new Error("Invalid configuration:\n  AUTH_SECRET: required when NODE_ENV=production with DATABASE_URL (at least 32 random characters)");
  }
  if (e.UPLOAD_TIMEOUT_MS < e.REQUEST_TIMEOUT_MS) {
    throw new Error("Invalid configuration:\n  UPLOAD_TIMEOUT_MS: must be at least REQUEST_TIMEOUT_MS");
  }
  const dkimSet = [e.DKIM_DOMAIN, e.DKIM_SELECTOR, e.DKIM_PRIVATE_KEY].filter(Boolean).length;
  if (dkimSet !== 0 && dkimSet !== 3) {
    throw new Error("Invalid configuration:\n  DKIM_DOMAIN, DKIM_SELECTOR, DKIM_PRIVATE_KEY: set all three to sign mail, or none");
  }
  if (e.AUTH_SECRET && e.AUTH_SECRET.length < 32) {
    throw new Error("Invalid configuration:\n  AUTH_SECRET: must be at least 32 characters");
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    databaseConnectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
    pgliteSharedBuffersMb: e.PGLITE_SHARED_BUFFERS_MB,
    pgliteOptimise: e.PGLITE_OPTIMISE,
    publicUrl: e.PUBLIC_URL,
    secure: e.PUBLIC_URL?.startsWith("https://") ?? false,
    authSecret: e.AUTH_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    podcastOwnerEmail: e.PODCAST_OWNER_EMAIL ?? addressOf(e.MAIL_FROM),
    dkim:
      e.DKIM_DOMAIN && e.DKIM_SELECTOR && e.DKIM_PRIVATE_KEY
        ? { domainName: e.DKIM_DOMAIN, keySelector: e.DKIM_SELECTOR, privateKey: readKey(e.DKIM_PRIVATE_KEY) }
        : null,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
          prefix: e.S3_PREFIX,
          downloadUrlSeconds: e.S3_URL_EXPIRES_SECONDS,
        }
      : null,
    maxUploadBytes: e.MAX_UPLOAD_MB * 1024 * 1024,
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    timeouts: { requestMs: e.REQUEST_TIMEOUT_MS, idleMs: e.IDLE_TIMEOUT_MS, keepAliveMs: e.KEEP_ALIVE_TIMEOUT_MS, uploadMs: e.UPLOAD_TIMEOUT_MS },
    contactRateLimit: e.CONTACT_RATE_LIMIT,
    newsletter: { signupRateLimit: e.NEWSLETTER_SIGNUP_RATE_LIMIT, ratePerSecond: e.NEWSLETTER_RATE_PER_SECOND },
    pageViewRateLimit: e.PAGE_VIEW_RATE_LIMIT,
    signupRateLimit: e.SIGNUP_RATE_LIMIT,
    signinRateLimit: e.SIGNIN_RATE_LIMIT,
    webDir: path.resolve(e.WEB_DIR ?? "dist/web"),
    feedSharingIpLimit: e.FEED_SHARING_IP_LIMIT,
    requireAdmin2fa: e.REQUIRE_ADMIN_2FA ?? e.NODE_ENV === "production",
    contactNotify: e.CONTACT_NOTIFY ?? e.SMTP_URL !== undefined,
    analyticsFlushMs: e.ANALYTICS_FLUSH_MS,
    jobs: { concurrency: e.JOBS_CONCURRENCY, leaseMs: e.JOBS_LEASE_MS, pollMs: e.JOBS_POLL_MS },
    ssoInternalProviders: originsOf("SSO_INTERNAL_PROVIDERS", e.SSO_INTERNAL_PROVIDERS),
  };
}

/** A comma-separated list of origins (scheme, host, port), each checked. */
function originsOf(name: string, value: string | undefined): string[] {
  if (!value) return [];
  return value
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      try {
        const url = new URL(item);
        if (url.protocol === "http:" || url.protocol === "https:") return url.origin;
      } catch {
        // reported below
      }
      throw new Error(`Invalid configuration:\n  ${name}: "${item}" is not an origin such as https://idp.example.org`);
    });
}

/** The address of a mailbox such as `Name <someone@example.com>` (or the whole value when it is a bare address). */
function addressOf(mailbox: string): string {
  return /<([^<>]+)>\s*$/.exec(mailbox)?.[1]?.trim() ?? mailbox.trim();
}

/** A PEM key given inline, or the path of a file that holds one (read once, at start). */
function readKey(value: string): string {
  if (value.includes("-----BEGIN")) return value.replace(/\\n/g, "\n");
  try {
    return fs.readFileSync(value, "utf8");
  } catch {
    throw new Error(`Invalid configuration:\n  DKIM_PRIVATE_KEY: neither a PEM key nor a readable file (${value})`);
  }
}
