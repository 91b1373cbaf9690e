import path from "node:path";
import { pino } from "pino";

import { hasTwoFactor, setAdmin } from "../server/auth/admin.js";
import { copySite } from "../server/backup/copy-site.js";
import { createBackup } from "../server/backup/create-backup.js";
import { restoreBackup } from "../server/backup/restore-backup.js";
import type { Site } from "../server/backup/snapshot.js";
import { loadConfig } from "../server/config.js";
import { openDatabase, type Database } from "../server/db/client.js";
import { DataDirLockedError } from "../server/db/lock.js";
import { createMailer } from "../server/mail/mailer.js";
import { feedReport, revokeFeed } from "../server/modules/feeds/admin.js";
import { hashAt, verifyChain } from "../server/modules/training-record/service.js";
import { createStorage } from "../server/storage/index.js";
import { LocalStorage } from "../server/storage/local.js";
import { seedIfEmpty } from "./seed/seed.js";
import { SSO_USAGE, ssoKeys } from "./sso-keys.js";

// `npm run cli -- <command>`. Honours DATA_DIR and DATABASE_URL like the
// server. With the embedded database it needs DATA_DIR to itself and says
// so when a running server holds it.
const usage = `Usage: npm run cli -- <command>

Commands:
  admin grant <email>    give an account admin rights
  admin revoke <email>   take them away
  seed                   add the sample content to an empty database
  backup <dir>           write a consistent backup (rows + files) into the new directory <dir>
  restore <dir>          restore a backup into the configured database and storage, which must be empty
  move-from <data-dir>   copy the embedded database and files of <data-dir> into the configured
                         PostgreSQL (DATABASE_URL) and storage (S3_* or DATA_DIR/files)
  feeds list             members' private podcast feeds: last fetch, downloads, IPs today, suspicious first
  feeds revoke <email>   revoke a member's private feed (its URL stops at once) and e-mail them
  record verify [<seq>:<hash>]
                         check the training record's hash chain; exits 1 naming the first broken event,
                         or when event <seq> no longer has the <hash> written down (anchored) earlier
${SSO_USAGE}
  help                   show this text

The database and storage are the configured ones (DATA_DIR, DATABASE_URL, S3_*),
as for the server.`;

async function withDatabase<T>(fn: (database: Database) => Promise<T>, config = loadConfig()): Promise<T> {
  let database: Database;
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      sharedBuffersMb: config.pgliteSharedBuffersMb,
      connectTimeoutMs: config.databaseConnectTimeoutMs,
      command: "lead-or-be-led cli",
    });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      throw new Error(
        `${error.message}\nThe embedded database can only be used by one process: stop the server, run this command, then start the server again.`,
        { cause: error },
      );
    }
    throw error;
  }
  try {
    return await fn(database);
  } finally {
    await database.close();
  }
}

async function admin(action: string | undefined, email: string | undefined): Promise<number> {
  if ((action !== "grant" && action !== "revoke") || !email) return usageError();
  const grant = action === "grant";
  const { found, twoFactor } = await withDatabase(async (database) => {
    const found = await setAdmin(database.db, email, grant);
    return { found, twoFactor: found && grant ? await hasTwoFactor(database.db, email) : true };
  });
  if (!found) {
    console.error(`No account with the e-mail ${email}.`);
    return 1;
  }
  console.log(grant ? `${email} is now an admin.` : `${email} is no longer an admin.`);
  if (!twoFactor) {
    console.warn(
      `Warning: ${email} has no two-factor sign-in. Where REQUIRE_ADMIN_2FA holds (the default in production) the admin tools stay closed to it until it is turned on at /account.`,
    );
  }
  return 0;
}

async function seed(): Promise<number> {
  const config = loadConfig();
  return withDatabase(async (database) => {
    const result = await seedIfEmpty({ db: database.db, storage: await createStorage(config), authorId: null, log: console.log });
    console.log(result.seeded ? `Added ${JSON.stringify(result.counts)}.` : "The database already has content; nothing added.");
    return 0;
  });
}

/** The configured database and storage, for the length of `fn`. */
async function withSite<T>(fn: (site: Site) => Promise<T>, config = loadConfig()): Promise<T> {
  return withDatabase(async (database) => {
    const storage = await createStorage(config);
    try {
      return await fn({ database, storage });
    } finally {
      storage.close?.();
    }
  }, config);
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const rowTotal = (tables: Record<string, number>) => Object.values(tables).reduce((a, b) => a + b, 0);

function warnMissing(keys: string[]) {
  if (keys.length) console.warn(`Warning: ${keys.length} file(s) that rows name were not in storage and are not included: ${keys.join(", ")}`);
}

async function backup(dir: string | undefined): Promise<number> {
  if (!dir) return usageError();
  const target = path.resolve(dir);
  const manifest = await withSite((site) => createBackup(site, target));
  const bytes = manifest.files.reduce((sum, f) => sum + f.size, 0);
  console.log(`Backup written to ${target}: ${rowTotal(manifest.tables)} rows, ${manifest.files.length} files (${megabytes(bytes)}).`);
  warnMissing(manifest.missingFiles);
  return 0;
}

async function restore(dir: string | undefined): Promise<number> {
  if (!dir) return usageError();
  const { manifest, result } = await withSite((site) => restoreBackup(path.resolve(dir), site));
  console.log(`Restored the backup of ${manifest.createdAt}: ${rowTotal(result.tables)} rows, ${result.files} files (${megabytes(result.bytes)}).`);
  return 0;
}

async function moveFrom(dataDir: string | undefined): Promise<number> {
  if (!dataDir) return usageError();
  const config = loadConfig();
  if (!config.databaseUrl) {
    console.error("Set DATABASE_URL (and S3_* for object storage) to the site to move to; the source is the embedded database under " + dataDir + ".");
    return 2;
  }
  const from = path.resolve(dataDir);
  const embedded = { ...config, databaseUrl: undefined, dataDir: from };
  const result = await withDatabase(
    (database) => withSite((target) => copySite({ database, storage: new LocalStorage(path.join(from, "files")) }, target), config),
    embedded,
  );
  console.log(
    `Copied ${rowTotal(result.tables)} rows and ${result.files} files (${megabytes(result.bytes)}) from ${from} to ${config.s3 ? "PostgreSQL + S3" : "PostgreSQL"}.`,
  );
  warnMissing(result.missingFiles);
  return 0;
}

async function feeds(action: string | undefined, email: string | undefined): Promise<number> {
  const config = loadConfig();
  if (action === "list") {
    const rows = await withDatabase((database) => feedReport(database.db), config);
    if (!rows.length) console.log("No member has a private feed yet.");
    for (const r of rows) {
      const flag = r.suspiciousAt ? `  SUSPICIOUS since ${r.suspiciousAt.toISOString()}` : "";
      console.log(`${r.email}  last fetch ${r.lastFetchedAt?.toISOString() ?? "never"}  downloads ${r.downloads}  IPs today ${r.ipsToday}${flag}`);
    }
    return 0;
  }
  if (action !== "revoke" || !email) return usageError();
  // The admin API's own use case: revoke, then the member's e-mail.
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: pino({ level: "warn" }) });
  let result: Awaited<ReturnType<typeof revokeFeed>>;
  try {
    result = await withDatabase(
      (database) => revokeFeed(database.db, { mailer, member: { email }, onMailError: (error) => console.error("The e-mail could not be sent:", error) }),
      config,
    );
  } finally {
    mailer.close();
  }
  if (result.status === "no-account") {
    console.error(`No account with the e-mail ${email}.`);
    return 1;
  }
  if (result.status === "no-feed") {
    console.log(`${email} has no private feed; nothing to revoke.`);
    return 0;
  }
  if (!result.mailed) {
    console.error(`${email}'s private feed is revoked, but they could not be e-mailed.`);
    return 1;
  }
  console.log(`${email}'s private feed is revoked; they were e-mailed.`);
  return 0;
}

async function record(action: string | undefined, anchor: string | undefined): Promise<number> {
  if (action !== "verify") return usageError();
  const anchored = anchor === undefined ? null : /^(\d{1,15}):([0-9a-f]{64})$/.exec(anchor);
  if (anchor !== undefined && !anchored) {
    console.error(`Not an anchor: ${anchor}. Give the event's number and its hash as printed, <seq>:<hash>.`);
    return 2;
  }
  const { report, stored } = await withDatabase(async (database) => ({
    report: await verifyChain(database.db),
    stored: anchored ? await hashAt(database.db, Number(anchored[1])) : null,
  }));
  if (!report.ok) {
    console.error(`The training record is broken at event ${report.seq}: ${report.reason}.`);
    return 1;
  }
  if (anchored && stored !== anchored[2]) {
    console.error(
      stored === null
        ? `The training record has no event ${anchored[1]}, which the anchor names: events were removed and the record rewritten.`
        : `Event ${anchored[1]} no longer has the anchored hash: the record was rewritten after it was anchored.`,
    );
    return 1;
  }
  console.log(`The training record is whole: ${report.events} events. Latest hash: ${report.head}`);
  // The head checked, in the form reports print it (assignments' report PDF, roster CSV), so the two can be compared.
  if (report.events > 0) {
    console.log(`Head checked: event ${report.events}, hash ${report.head}`);
    console.log(`To anchor it, keep: ${report.events}:${report.head}`);
  }
  if (anchored) console.log(`Event ${anchored[1]} has the anchored hash.`);
  return 0;
}

function usageError(): number {
  console.error(usage);
  return 2;
}

async function main([command, ...rest]: string[]): Promise<number> {
  switch (command) {
    case "admin":
      return admin(rest[0], rest[1]);
    case "seed":
      return seed();
    case "backup":
      return backup(rest[0]);
    case "restore":
      return restore(rest[0]);
    case "move-from":
      return moveFrom(rest[0]);
    case "feeds":
      return feeds(rest[0], rest[1]);
    case "record":
      return record(rest[0], rest[1]);
    case "sso": {
      const config = loadConfig();
      return withDatabase(async (database) => (await ssoKeys(database.db, config, rest[0], rest[1])) ?? usageError(), config);
    }
    case "help":
    case "--help":
      console.log(usage);
      return 0;
    default:
      console.error(command ? `Unknown command: ${command}\n\n${usage}` : usage);
      return 2;
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
