import { z } from "zod";

import { paths } from "../shared/paths.js";
import type { BodyRenderer } from "../shared/rendered-bodies.js";
import { heldNoticesSchema, mergeHeldNotices, sendHeldNotices, type HeldNoticesJob } from "./auth/security-notices.js";
import type { Database } from "./db/client.js";
import { sweepStorage } from "./files/sweep.js";
import type { JobHandle, JobLog, Jobs } from "./jobs/jobs.js";
import { pruneFinished } from "./jobs/store.js";
import type { Mail, Mailer } from "./mail/mailer.js";
import { pruneActivity } from "./modules/activity/service.js";
import type { AnalyticsCounter } from "./modules/analytics/counter.js";
import { pruneAnalytics } from "./modules/analytics/service.js";
import { defineCertifyJob, type CertifyPayload } from "./modules/assignments/completion.js";
import { defineReminderJobs } from "./modules/assignments/reminders.js";
import { BODIES_JOB_NAME, renderStaleBodies, type BodiesJob, type BodiesPayload } from "./modules/bodies/rendered.js";
import { adminNotices } from "./modules/contact/service.js";
import { backfillDocumentText } from "./modules/content-items/document-text.js";
import { purgeFeedClients } from "./modules/feeds/service.js";
import { cropUncroppedCovers } from "./modules/images/cover-crops.js";
import { pruneImages } from "./modules/images/service.js";
import { DIGEST_CRON, queueDigest } from "./modules/newsletter/digest.js";
import { runSend, sendPayloadSchema, startReleasedSends, startScheduledSend, type SendJob } from "./modules/newsletter/sends.js";
import { prunePending } from "./modules/newsletter/subscribers.js";
import { prunePreviewLinks } from "./modules/previews/service.js";
import { releaseDue, releasePayloadSchema, releaseRecord, type ReleasePayload } from "./modules/publishing/release.js";
import { pruneOrphanRevisions } from "./modules/revisions/service.js";
import { purgeExpired } from "./rate-limit/rate-limiter.js";
import type { Storage } from "./storage/storage.js";

/**
 * Every job the server runs and when (docs/architecture/jobs.md): the one
 * list of work done outside a request. Recurring times are UTC. Daily upkeep
 * runs in the small hours and, with `catchUp`, at a start that finds the
 * last occurrence not run (the site was down, or it is new).
 */

const MINUTE = 60_000;
/** Finished and dead jobs are kept this long for the admin's page, then pruned. */
const KEEP_FINISHED_DAYS = 14;

const mailSchema = z.object({ to: z.string(), subject: z.string(), text: z.string() });
const contactNoticeSchema = z.object({ messageId: z.string() });

export interface BackgroundDeps {
  database: Database;
  storage: Storage;
  mailer: Mailer;
  analytics: AnalyticsCounter;
  log: JobLog;
  /** The site's origin, for links in e-mails (the admin inbox's, the newsletter's). */
  origin: string;
  /** The site's secret: the newsletter's signed links. */
  secret: string;
  newsletterRatePerSecond: number;
  analyticsFlushMs: number;
  /** The build's renderer of a record's body alone (http/page-render.ts), for bodies.render; null when the build has none. */
  bodyRenderer: () => Promise<BodyRenderer | null>;
}

/** What request handlers send. */
export interface Work {
  /** One e-mail, sent and retried on its own (an SMTP server that is down loses nothing). */
  mail: JobHandle<Mail>;
  /** Tells every admin that a contact message arrived (one mail job each). */
  contactNotice: JobHandle<z.infer<typeof contactNoticeSchema>>;
  /** Publishes a scheduled post, episode or item at its time (modules/publishing/release.ts). */
  release: JobHandle<ReleasePayload>;
  /** E-mails a published record to its subscribers (modules/newsletter/sends.ts). */
  newsletter: SendJob;
  /** Security notices the per-address mail limit held back, sent merged when its window ends (auth/security-notices.ts). */
  securityNotices: HeldNoticesJob;
  /** Certifies the people an assignment with hours reaches who were done before it was made (modules/assignments/completion.ts). */
  assignmentCertify: JobHandle<CertifyPayload>;
  /** Renders the bodies a visitor may read ahead of their pages (modules/bodies/rendered.ts). */
  bodies: BodiesJob;
}

export function defineBackgroundWork(jobs: Jobs, deps: BackgroundDeps): Work {
  const { database, storage, mailer, analytics, log } = deps;
  const { db } = database;

  const mail = jobs.define<Mail>({
    name: "mail.send",
    parse: mailSchema.parse,
    // About two hours of tries before the mail is dead: an SMTP server's outage rarely lasts longer.
    maxAttempts: 8,
    backoffMs: MINUTE,
    timeLimitMs: 2 * MINUTE,
    run: (message) => mailer.send(message),
  });

  // Keyed by address and window: every notice held in the window joins the one job, due at the window's end (decision 089).
  const securityNotices = jobs.define({
    name: "account.security-notices",
    parse: heldNoticesSchema.parse,
    merge: mergeHeldNotices,
    maxAttempts: 8,
    backoffMs: MINUTE,
    timeLimitMs: 2 * MINUTE,
    run: (held, { id }) => sendHeldNotices({ db, mailer, host: new URL(deps.origin).host }, held, id),
  });

  const contactNotice = jobs.define({
    name: "contact.notify-admins",
    parse: contactNoticeSchema.parse,
    run: async ({ messageId }) => {
      for (const notice of await adminNotices(db, `${deps.origin}${paths.adminInbox}`))
        await mail.send(notice.mail, { key: `contact:${messageId}:${notice.key}` });
    },
  });

  // Scheduled releases at their time, and every five minutes any whose job is gone (a restored backup has no jobs):
  // a safety net, not the clock, so its runs do not fill the jobs page.
  // A send runs as long as its recipients take at the configured pace; a try cut short (time limit, crash) is
  // taken up by the next, from the deliveries still queued.
  const newsletter = jobs.define({
    name: "newsletter.send",
    parse: sendPayloadSchema.parse,
    maxAttempts: 10,
    backoffMs: MINUTE,
    timeLimitMs: 3 * 60 * MINUTE,
    run: (payload, context) =>
      runSend(
        {
          db,
          mailer,
          secret: deps.secret,
          origin: deps.origin,
          ratePerSecond: deps.newsletterRatePerSecond,
          runnerId: jobs.runnerId,
          verifiedMembersOnly: mailer.mode === "smtp",
        },
        payload,
        context,
      ),
  });
  // A release starts the send that waited for it (a record saved as scheduled with `sendEmail`).
  const release = jobs.define({
    name: "content.release",
    parse: releasePayloadSchema.parse,
    run: async (payload) => {
      if (await releaseRecord(db, payload)) await startScheduledSend(db, newsletter, payload.kind, payload.id);
    },
  });
  jobs.define({
    name: "content.release-due",
    recurrence: { cron: "*/5 * * * *" },
    run: async () => {
      for (const { kind, id } of await releaseDue(db)) await startScheduledSend(db, newsletter, kind, id);
      await startReleasedSends(db, newsletter);
    },
  });

  // Assignment reminders (modules/assignments/reminders.ts, decision 097): every 15 minutes, each stage and mail once by key.
  defineReminderJobs(jobs, { db, mail, origin: deps.origin });
  const assignmentCertify = defineCertifyJob(jobs, db);

  // Rate-limit windows that ended, stale auth counters and expired verifications (decision 016).
  jobs.define({ name: "rate-limits.purge", recurrence: { cron: "*/10 * * * *" }, run: () => purgeExpired(db) });

  // Feed sharing-detection records are kept 30 days (decision 018), admin activity one year (038), usage counts 90 days (039).
  const daily = { cron: "10 3 * * *", catchUp: true };
  jobs.define({ name: "feeds.purge-clients", recurrence: daily, run: () => purgeFeedClients(db) });
  jobs.define({ name: "activity.prune", recurrence: daily, run: async () => void (await pruneActivity(db)) });
  jobs.define({ name: "analytics.prune", recurrence: daily, run: () => pruneAnalytics(db) });
  jobs.define({ name: "jobs.prune", recurrence: daily, run: async () => void (await pruneFinished(db, KEEP_FINISHED_DAYS)) });
  // Preview links a week past their end, or whose record is gone (issue 30).
  jobs.define({ name: "previews.prune", recurrence: daily, run: () => prunePreviewLinks(db) });
  // The histories of records that were deleted.
  jobs.define({ name: "revisions.prune", recurrence: daily, run: () => pruneOrphanRevisions(db) });
  // The weekly digest of what was published, when anything was (modules/newsletter/digest.ts).
  jobs.define({ name: "newsletter.digest", recurrence: { cron: DIGEST_CRON, catchUp: true }, run: async () => void (await queueDigest(db, newsletter)) });
  // Newsletter sign-ups whose confirmation link ran out unused (7 days).
  jobs.define({ name: "newsletter.prune-pending", recurrence: daily, run: async () => void (await prunePending(db)) });
  // Sign-ins through an organisation's provider nobody came back from (ten minutes' life).
  jobs.define({ name: "sso.prune-flows", recurrence: daily, run: async () => void (await (await import("./modules/sso/sign-in.js")).pruneFlows(db)) });
  // Images no body shows and no kept revision mentions, three days after upload (their files go with the sweep below).
  jobs.define({ name: "images.prune", recurrence: daily, run: async () => void (await pruneImages(db)) });
  // Covers without their share image and podcast square (named before crops were made, or uploaded for a body): made within ten minutes.
  jobs.define({
    name: "images.cover-crops",
    recurrence: { cron: "*/10 * * * *", catchUp: true },
    timeLimitMs: 10 * MINUTE,
    run: async (_payload, { signal }) => void (await cropUncroppedCovers(db, storage, log, signal)),
  });

  // Bodies a visitor may read, rendered ahead of their pages' first render (decision 123): seconds after a save (sent
  // in its transaction), within ten minutes of a release or of a build whose renderer changed, a minute after a new site's start.
  const bodies = jobs.define<BodiesPayload>({
    name: BODIES_JOB_NAME,
    recurrence: { cron: "*/10 * * * *", catchUp: { afterMs: MINUTE } },
    timeLimitMs: 10 * MINUTE,
    run: async (_payload, { signal }) => {
      const renderer = await deps.bodyRenderer();
      if (renderer) await renderStaleBodies(db, renderer, log, signal);
    },
  });

  // Files no row references and rows whose file is missing (decision 009).
  jobs.define({
    name: "storage.sweep",
    recurrence: { cron: "40 3 * * *", catchUp: true },
    timeLimitMs: 30 * MINUTE,
    run: async () => void (await sweepStorage(database, storage, log)),
  });

  // PDFs stored before their words were kept (decision 053): finds nothing once they are read.
  jobs.define({
    name: "search.pdf-text-backfill",
    recurrence: { cron: "50 3 * * *", catchUp: true },
    timeLimitMs: 30 * MINUTE,
    run: async () => void (await backfillDocumentText(database, storage, log)),
  });

  // PGlite has no autovacuum (decision 070). A catch-up waits until start-up's own work and a benchmark's minutes are over.
  const { vacuum } = database;
  if (vacuum) {
    jobs.define({
      name: "database.vacuum",
      recurrence: { cron: "30 4 * * *", catchUp: { afterMs: 15 * MINUTE } },
      maxAttempts: 2,
      timeLimitMs: 60 * MINUTE,
      run: async (_payload, { signal }) => {
        const report = await vacuum(signal);
        if (report.failed.length > 0) log.warn(report, "database vacuumed and analyzed, some tables failed");
        else log.info(report, "database vacuumed and analyzed");
      },
    });
  }

  // Usage counts live in this instance's memory (decision 039): written by this instance, every few seconds.
  // A failed write keeps the counts for the next one.
  jobs.everyOnThisInstance("analytics.flush", deps.analyticsFlushMs, () => analytics.flush());

  return { mail, contactNotice, release, newsletter, securityNotices, assignmentCertify, bodies };
}
