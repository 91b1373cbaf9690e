// A process that runs the jobs module and is killed with SIGKILL by
// jobs/crash.test.ts: it queues one job (SEND=1), claims it, says so on
// stdout, and hangs inside it until killed.
import { openDatabase } from "../db/client.js";
import { Jobs } from "../jobs/jobs.js";

const silent = { info: () => {}, warn: () => {}, error: () => {} };
const env = process.env;
const database = await openDatabase({ databaseUrl: env.DATABASE_URL || undefined, dataDir: env.DATA_DIR ?? "", command: "jobs crash test" });
const jobs = new Jobs(database.db, silent, { pollMs: 100, leaseMs: Number(env.LEASE_MS ?? 1000) });
const crash = jobs.define({
  name: "test.crash",
  run: async (_payload, { attempt }) => {
    process.stdout.write(`STARTED ${attempt}\n`);
    await new Promise(() => {});
  },
});
if (env.SEND === "1") await crash.send({}, { key: "crash-once" });
await jobs.start();
process.stdout.write("READY\n");
