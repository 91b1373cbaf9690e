// A process that runs the server's background work (the real jobs runner
// and `newsletter.send`) against the test's database and SMTP server, and is
// killed with SIGKILL mid-send by modules/newsletter/send-crash.test.ts. It
// says its runner's id on stdout, then runs the jobs until killed.
import { openDatabase } from "../db/client.js";
import { newsletterRunner } from "./newsletter-runner.js";

const env = process.env;
const database = await openDatabase({ databaseUrl: env.DATABASE_URL || undefined, dataDir: env.DATA_DIR ?? "", command: "newsletter crash test" });
const runner = newsletterRunner(database, {
  smtpUrl: env.SMTP_URL!,
  ratePerSecond: Number(env.RATE ?? 500),
  leaseMs: Number(env.LEASE_MS ?? 2000),
  // A folder the test made and removes (the storage sweep's files).
  filesDir: env.FILES_DIR!,
});
process.stdout.write(`RUNNER ${runner.jobs.runnerId}\n`);
await runner.jobs.start();
process.stdout.write("READY\n");
