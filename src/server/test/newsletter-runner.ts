import pino from "pino";

import { defineBackgroundWork, type Work } from "../background.js";
import type { Database } from "../db/client.js";
import { Jobs } from "../jobs/jobs.js";
import { createMailer, type Mailer } from "../mail/mailer.js";
import { createAnalyticsCounter } from "../modules/analytics/counter.js";
import { LocalStorage } from "../storage/local.js";

// The server's background work (background.ts: every job, the newsletter's
// `newsletter.send` with its real settings) wired the way app.ts wires it,
// without the HTTP app: for the newsletter's crash test, in its child process
// (test/newsletter-send-child.ts) and in the test as the next instance.

export const NEWSLETTER_TEST_ORIGIN = "http://lobl.test";
export const NEWSLETTER_TEST_SECRET = "newsletter-crash-test-secret-0123456789";

export interface NewsletterRunner {
  jobs: Jobs;
  work: Work;
  mailer: Mailer;
  close(): Promise<void>;
}

export function newsletterRunner(
  database: Database,
  options: { smtpUrl: string; ratePerSecond: number; leaseMs: number; filesDir: string; pollMs?: number },
): NewsletterRunner {
  const log = pino({ level: "silent" });
  const mailer = createMailer({ smtpUrl: options.smtpUrl, from: "Lead or Be Led <no-reply@lobl.test>", dataDir: options.filesDir, log });
  const analytics = createAnalyticsCounter(database.db, { secret: NEWSLETTER_TEST_SECRET, flushMs: 60_000, onError: () => {} });
  const jobs = new Jobs(database.db, log, { pollMs: options.pollMs ?? 100, leaseMs: options.leaseMs });
  const work = defineBackgroundWork(jobs, {
    database,
    storage: new LocalStorage(options.filesDir),
    mailer,
    analytics,
    log,
    origin: NEWSLETTER_TEST_ORIGIN,
    secret: NEWSLETTER_TEST_SECRET,
    newsletterRatePerSecond: options.ratePerSecond,
    analyticsFlushMs: 60_000,
    bodyRenderer: async () => null,
  });
  return {
    jobs,
    work,
    mailer,
    close: async () => {
      await jobs.stop(0);
      mailer.close();
      await analytics.close();
    },
  };
}
