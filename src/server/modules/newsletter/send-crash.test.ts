import { spawn } from "node:child_process";
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pino from "pino";
import { SMTPServer } from "smtp-server";
import { SMTPConnection } from "smtp-server/lib/smtp-connection.js";
import { describe, inject, it, type TestContext } from "vitest";

import { openDatabase, type Database, type Db } from "../../db/client.js";
import { query } from "../../db/raw-query.js";
import { projectPath } from "../../project-root.js";
import { insertPost } from "../../test/content-fixtures.js";
import { createPostgresTestDatabase, openTestDatabase, TEST_CONNECT_TIMEOUT_MS, type DatabaseKind } from "../../test/database.js";
import { NEWSLETTER_TEST_ORIGIN, NEWSLETTER_TEST_SECRET, newsletterRunner, type NewsletterRunner } from "../../test/newsletter-runner.js";
import { requestRecordSend, runSend, type SendDeps } from "./sends.js";

// A newsletter send goes to each recipient once (sends.ts, decision 088),
// even when the process sending it is killed with SIGKILL mid-send and the
// next runner finishes it, and when two runners work on one send at once.
// Real processes, a real SMTP server in this process, the real jobs runner
// and `newsletter.send`; PGlite (one process at a time: the killed child's
// data directory is opened here after it died) and PostgreSQL.

const hasPostgres = inject("pgTemplate") !== null;
const KINDS: DatabaseKind[] = ["pglite", "postgres"];
/** Recipients of the killed send, and after how many arrived mails the child dies. */
const RECIPIENTS = 2_000;
const KILL_AFTER = 600;
/** Recipients of the send two runners share. */
const SHARED_RECIPIENTS = 500;
const RATE_PER_SECOND = 500;
/** The jobs' lease: the killed child's job is taken up this long after its last renewal. */
const LEASE_MS = 3_000;
const silent = pino({ level: "silent" });

interface Arrival {
  to: string;
  messageId: string;
}

// smtp-server holds every new connection's greeting for 100 ms (to catch
// clients that talk too soon), which would make this sink, not the sender,
// the measure of a send: this file's connections are greeted at once.
const withListeners = SMTPConnection.prototype as unknown as { init(): void; _setListeners(ready: () => void): void; connectionReady(): void };
withListeners.init = function (this: typeof withListeners) {
  this._setListeners(() => this.connectionReady());
};

/**
 * An SMTP server that keeps only whom each message was for and its
 * Message-ID. `beforeAccept` runs once a message's data has all arrived and
 * before the server answers 250: the moment a sender killed then has handed
 * the message over without knowing it.
 */
async function startSink() {
  const received: Arrival[] = [];
  const sink = {
    received,
    beforeAccept: undefined as ((count: number) => Promise<void>) | undefined,
    port: 0,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      let head = "";
      stream.on("data", (chunk: Buffer) => {
        if (head.length < 16_384) head += chunk.toString("latin1");
      });
      stream.on("end", () => {
        const messageId = /^Message-ID:\s*(<[^>\s]+>)/im.exec(head.replace(/\r?\n[ \t]+/g, " "))?.[1] ?? "";
        for (const to of session.envelope.rcptTo) received.push({ to: to.address, messageId });
        void (sink.beforeAccept?.(received.length) ?? Promise.resolve()).then(() => callback());
      });
    },
  });
  // A sender killed mid-conversation: its connection's end is no failure of the sink.
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  sink.port = (server.server.address() as AddressInfo).port;
  return sink;
}

/** Where the database is, for the child and for this process (as jobs/crash.test.ts). */
async function place(kind: DatabaseKind): Promise<{ env: Record<string, string>; open: () => Promise<Database>; drop: () => Promise<void> }> {
  if (kind === "pglite") {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lobl-newsletter-crash-"));
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: "" },
      open: () => openDatabase({ dataDir, command: "newsletter crash test" }),
      drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const { url, drop } = await createPostgresTestDatabase();
  return {
    env: { DATABASE_URL: url },
    open: () => openDatabase({ databaseUrl: url, dataDir: "", poolMax: 4, connectTimeoutMs: TEST_CONNECT_TIMEOUT_MS }),
    drop,
  };
}

/** `count` active subscribers of every topic, a published post, and its send as a save with `sendEmail` makes it (the send and its job). */
async function seedSend(db: Db, runner: NewsletterRunner, count: number): Promise<string> {
  await db.execute(sql`
    insert into newsletter_subscribers (email, email_key, status, confirmed_at)
    select 'reader-' || lpad(g::text, 5, '0') || '@example.com', 'reader-' || lpad(g::text, 5, '0') || '@example.com', 'active', now()
      from generate_series(1, ${count}) as g`);
  const post = await insertPost(db, { title: "Hold the line", content: "Leaders own the outcome. **Brief the intent.**" });
  await db.transaction((tx) => requestRecordSend(tx, runner.work.newsletter, "post", post, null));
  const [send] = await query<{ id: string; status: string }>(db, sql`select id, status from newsletter_sends where content_id = ${post.id}`);
  if (send?.status !== "preparing") throw new Error(`the send was not queued: ${JSON.stringify(send)}`);
  return send.id;
}

interface DeliveryRow {
  subscriber_id: string;
  email: string;
  status: string;
  error: string | null;
  claimed_by: string | null;
}

const deliveriesOf = (db: Db, sendId: string) =>
  query<DeliveryRow>(db, sql`select subscriber_id, email, status, error, claimed_by from newsletter_deliveries where send_id = ${sendId}`);

const sendStatus = async (db: Db, sendId: string) =>
  (await query<{ status: string }>(db, sql`select status from newsletter_sends where id = ${sendId}`))[0]?.status;

function copiesByAddress(received: Arrival[]): Map<string, number> {
  const copies = new Map<string, number>();
  for (const { to } of received) copies.set(to, (copies.get(to) ?? 0) + 1);
  return copies;
}

/** Messages that are not their recipient's own copy of this send (the Message-ID names the send and the subscriber). */
function strangers(received: Arrival[], deliveries: DeliveryRow[], sendId: string): Arrival[] {
  const byEmail = new Map(deliveries.map((d) => [d.email, d]));
  const host = new URL(NEWSLETTER_TEST_ORIGIN).hostname;
  return received.filter((m) => m.messageId !== `<${sendId}.${byEmail.get(m.to)?.subscriber_id}@${host}>`);
}

/** A try claims under its runner's id and a name of its own ("runner:try"). */
const claimedBy = (row: DeliveryRow, runnerId: string | undefined) => !!runnerId && !!row.claimed_by?.startsWith(`${runnerId}:`);
const countBy = (rows: DeliveryRow[], runnerId: string | undefined) => rows.filter((d) => claimedBy(d, runnerId)).length;

/** What a test undoes when it ends, last first (the tests run at once, so each keeps its own). */
function cleanupsOf({ onTestFinished }: TestContext) {
  const cleanups: (() => Promise<void>)[] = [];
  onTestFinished(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lobl-newsletter-files-"));
    cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
    return dir;
  };
  return { cleanups, tempDir };
}

// The tests mostly wait on the SMTP conversations: they run at once.
describe.concurrent("a newsletter send under crashes and concurrent runners", () => {
  for (const kind of KINDS) {
    const skipped = kind === "postgres" && !hasPostgres;
    describe.skipIf(skipped)(`${kind}${skipped ? " (skipped: PostgreSQL needs TEST_DATABASE_URL)" : ""}`, () => {
      it(
        `killed with SIGKILL after ${KILL_AFTER} of ${RECIPIENTS} mails, finished by the next runner: no address gets two copies, only the cut-off one may get none`,
        { timeout: 420_000 },
        async (context) => {
          const { expect } = context;
          const { cleanups, tempDir } = cleanupsOf(context);
          const sink = await startSink();
          cleanups.push(sink.close);
          const where = await place(kind);
          cleanups.push(where.drop);
          const smtpUrl = `smtp://127.0.0.1:${sink.port}`;
          const filesDir = tempDir();
          const runnerOptions = { smtpUrl, ratePerSecond: RATE_PER_SECOND, leaseMs: LEASE_MS, filesDir };

          // The send and its job, queued; then the database is the child's (PGlite is one process's at a time).
          const seeding = await where.open();
          const seeder = newsletterRunner(seeding, runnerOptions);
          const sendId = await seedSend(seeding.db, seeder, RECIPIENTS);
          await seeder.close();
          await seeding.close();

          // The child runs the job; it is killed while the SMTP server holds its KILL_AFTER-th message, unanswered.
          const child = spawn(process.execPath, ["--import", "tsx", projectPath("src/server/test/newsletter-send-child.ts")], {
            env: { ...process.env, ...where.env, SMTP_URL: smtpUrl, RATE: String(RATE_PER_SECOND), LEASE_MS: String(LEASE_MS), FILES_DIR: filesDir },
            stdio: ["ignore", "pipe", "inherit"],
          });
          let out = "";
          child.stdout!.on("data", (chunk: Buffer) => (out += chunk.toString()));
          const exited = new Promise<string>((resolve) => child.once("exit", (code, signal) => resolve(signal ?? `exit ${code}`)));
          cleanups.push(async () => {
            if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
            await exited;
          });
          sink.beforeAccept = async (count) => {
            if (count !== KILL_AFTER) return;
            child.kill("SIGKILL");
            await exited;
          };
          let timer: NodeJS.Timeout | undefined;
          const ended = await Promise.race([exited, new Promise<string>((resolve) => (timer = setTimeout(() => resolve("still running"), 180_000)))]);
          clearTimeout(timer);
          expect(ended, `the child should die by SIGKILL once ${KILL_AFTER} mails arrived (${sink.received.length} did); its output: ${out}`).toBe("SIGKILL");
          sink.beforeAccept = undefined;
          const childRunner = /^RUNNER (\S+)$/m.exec(out)?.[1];
          expect(childRunner).toBeDefined();
          expect(sink.received).toHaveLength(KILL_AFTER);

          // The next instance: the same jobs, another runner. The child's job comes back when its lease runs out.
          const database = await where.open();
          cleanups.push(() => database.close());
          const next = newsletterRunner(database, runnerOptions);
          cleanups.push(next.close);
          await next.jobs.start();
          await expect.poll(() => sendStatus(database.db, sendId), { timeout: 220_000, interval: 250 }).toBe("done");
          expect(await query(database.db, sql`select state, attempts from jobs where name = 'newsletter.send'`)).toEqual([{ state: "done", attempts: 2 }]);

          const deliveries = await deliveriesOf(database.db, sendId);
          expect(deliveries).toHaveLength(RECIPIENTS);
          const copies = copiesByAddress(sink.received);
          // No address received two copies, and every message is its recipient's own.
          expect([...copies].filter(([, n]) => n > 1)).toEqual([]);
          expect(strangers(sink.received, deliveries, sendId)).toEqual([]);
          // Every delivery ended sent, or failed as interrupted.
          const sent = deliveries.filter((d) => d.status === "sent");
          const failed = deliveries.filter((d) => d.status === "failed");
          expect(sent.length + failed.length).toBe(RECIPIENTS);
          expect(failed.filter((d) => !d.error?.startsWith("Interrupted"))).toEqual([]);
          // A delivery recorded as sent arrived, once.
          expect(sent.filter((d) => copies.get(d.email) !== 1).map((d) => d.email)).toEqual([]);
          // Interrupted: at most one per send the killed process was running (it runs one delivery at a time), with at most one copy.
          // Here exactly one: the message the SMTP server held when the child died arrived, and it is not sent again.
          expect(failed.length).toBeLessThanOrEqual(1);
          expect(failed).toHaveLength(1);
          expect(claimedBy(failed[0]!, childRunner)).toBe(true);
          expect(copies.get(failed[0]!.email)).toBe(1);
          // Who sent what: the child all it had answers for, the next runner the rest; nothing else arrived.
          expect(countBy(sent, childRunner)).toBe(KILL_AFTER - 1);
          expect(countBy(sent, next.jobs.runnerId)).toBe(RECIPIENTS - KILL_AFTER);
          expect(sink.received).toHaveLength(RECIPIENTS);
        },
      );

      it(
        `run by two runners at once (two instances on one send): each of ${SHARED_RECIPIENTS} recipients gets exactly one copy`,
        { timeout: 240_000 },
        async (context) => {
          const { expect } = context;
          const { cleanups, tempDir } = cleanupsOf(context);
          const sink = await startSink();
          cleanups.push(sink.close);
          const smtpUrl = `smtp://127.0.0.1:${sink.port}`;
          // PostgreSQL: two instances' own connection pools, so the two claims meet in the database (`for update skip locked`).
          // PGlite: one process, one connection: the runners' statements take turns.
          let first: Database;
          let second: Database;
          if (kind === "pglite") {
            first = second = await openTestDatabase("pglite");
            cleanups.push(() => first.close());
          } else {
            const { url, drop } = await createPostgresTestDatabase();
            cleanups.push(drop);
            first = await openDatabase({ databaseUrl: url, dataDir: "", poolMax: 4, connectTimeoutMs: TEST_CONNECT_TIMEOUT_MS });
            cleanups.push(() => first.close());
            second = await openDatabase({ databaseUrl: url, dataDir: "", poolMax: 4, connectTimeoutMs: TEST_CONNECT_TIMEOUT_MS });
            cleanups.push(() => second.close());
          }
          const filesDir = tempDir();
          const a = newsletterRunner(first, { smtpUrl, ratePerSecond: 1000, leaseMs: LEASE_MS, filesDir });
          cleanups.push(a.close);
          const b = newsletterRunner(second, { smtpUrl, ratePerSecond: 1000, leaseMs: LEASE_MS, filesDir });
          cleanups.push(b.close);
          const sendId = await seedSend(first.db, a, SHARED_RECIPIENTS);

          const deps = (database: Database, runner: NewsletterRunner): SendDeps => ({
            db: database.db,
            mailer: runner.mailer,
            secret: NEWSLETTER_TEST_SECRET,
            origin: NEWSLETTER_TEST_ORIGIN,
            ratePerSecond: 1000,
            runnerId: runner.jobs.runnerId,
            verifiedMembersOnly: true,
          });
          const job = { signal: new AbortController().signal, log: silent };
          await Promise.all([runSend(deps(first, a), { sendId }, job), runSend(deps(second, b), { sendId }, job)]);

          expect(await sendStatus(first.db, sendId)).toBe("done");
          const deliveries = await deliveriesOf(first.db, sendId);
          expect(deliveries).toHaveLength(SHARED_RECIPIENTS);
          expect(deliveries.filter((d) => d.status !== "sent")).toEqual([]);
          const copies = copiesByAddress(sink.received);
          expect(copies.size).toBe(SHARED_RECIPIENTS);
          expect([...copies].filter(([, n]) => n !== 1)).toEqual([]);
          expect(strangers(sink.received, deliveries, sendId)).toEqual([]);
          // Both took part: the send was shared, not run twice.
          expect(countBy(deliveries, a.jobs.runnerId)).toBeGreaterThan(0);
          expect(countBy(deliveries, b.jobs.runnerId)).toBeGreaterThan(0);
          expect(countBy(deliveries, a.jobs.runnerId) + countBy(deliveries, b.jobs.runnerId)).toBe(SHARED_RECIPIENTS);
        },
      );
    });
  }
});
