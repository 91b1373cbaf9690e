#!/usr/bin/env node
// The newsletter's send (issue 31, sends.ts): the built server e-mails one
// post, published through the API with sendEmail by an admin, to
// BENCH_SUBSCRIBERS (10,000) active subscribers over SMTP to a sink in this
// process (smtp-server, greeting at once, keeping nothing but arrival times
// and addresses). It prints:
//   - time to queue: publish answered, deliveries listed (the send
//     `sending`: read from the database on PostgreSQL, from the admin's
//     sends page when the server has it; else n/a), first mail at the sink;
//   - send rate: mails per second arriving at the sink, over the whole send
//     and while the reads below run; copies per address;
//   - the server's RSS (VmRSS) before the send and its peak during it;
//   - a member's post read (GET /api/posts/:id, autocannon through npx as in
//     read-throughput.mjs) idle and during the send, and their ratio (the
//     issue's goal: reads during a send within 20 % of idle).
// NEWSLETTER_RATE_PER_SECOND is BENCH_NEWSLETTER_RATE (default 1000, the
// setting's largest value), so the pace is not what limits the send.
// Prints figures; asserts nothing.
//
//   npm run build && node bench/newsletter.mjs
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/newsletter.mjs
//
// Options (env): BENCH_SUBSCRIBERS (10000), BENCH_NEWSLETTER_RATE (1000),
// BENCH_CONNECTIONS (10), BENCH_SECONDS (10).
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { SMTPConnection } from "smtp-server/lib/smtp-connection.js";

import { benchDatabase } from "./lib/postgres.mjs";
import { readRss, sampleRss } from "./lib/rss.mjs";
import { freePort, grantAdmin, openDb, requireBuild, root, serverEnv, signIn, signUp, startServer, tempDataDir } from "./lib/server.mjs";
import { mb } from "./lib/stats.mjs";

requireBuild();
const { query } = await import(path.join(root, "dist", "server", "db", "raw-query.js"));

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 10_000);
const RATE = process.env.BENCH_NEWSLETTER_RATE ?? "1000";
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ADMIN = "bench.admin@example.com";
const MEMBER = "bench.reader@example.com";
const AUTOCANNON = "autocannon@8";
const SUBSCRIBER = /^reader-\d+@example\.com$/;

// A post of realistic length: headings, paragraphs and a list, about 6 KB (as read-throughput.mjs).
const BODY = Array.from({ length: 12 }, (_, i) =>
  [
    `## Part ${i + 1}: hold the line`,
    "Leaders own the outcome, brief the intent and let their people solve the problem. ".repeat(5),
    "- Brief the intent\n- Own the outcome\n- Debrief honestly",
  ].join("\n\n"),
).join("\n\n");

// smtp-server holds each new connection's greeting for 100 ms (to catch clients that talk too soon): the
// sink would then be what limits the send. This sink greets at once, as a mail server on the network does.
SMTPConnection.prototype.init = function () {
  this._setListeners(() => this.connectionReady());
};

/** An SMTP server that notes when each newsletter mail arrived and for whom, and discards it. */
async function startSink() {
  const arrivals = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on("end", () => {
        const at = performance.now();
        for (const { address } of session.envelope.rcptTo) if (SUBSCRIBER.test(address)) arrivals.push({ at, to: address });
        callback();
      });
    },
  });
  server.on("error", () => {});
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { port: server.server.address().port, arrivals, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** autocannon's req/s and p99 for GETs of `url` with `headers`. */
async function load(url, headers = {}) {
  const args = ["--yes", AUTOCANNON, "-j", "-c", String(CONNECTIONS), "-d", String(SECONDS)];
  for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}=${value}`);
  const { stdout } = await promisify(execFile)("npx", [...args, url], { maxBuffer: 16 * 1024 * 1024 });
  const result = JSON.parse(stdout);
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

/** Whether the send's recipients are listed, or null when this cannot be seen (PGlite without the admin's sends page). */
function listedProbe({ database, origin, adminCookie }) {
  if (database)
    return async (postId) => {
      const [send] = await query(database.db, sql`select status from newsletter_sends where content_kind = 'post' and content_id = ${postId}`);
      const status = send?.status;
      return status === "sending" || status === "done";
    };
  return async () => {
    const res = await fetch(`${origin}/api/admin/newsletter/sends`, { headers: { cookie: adminCookie } });
    if (!res.ok) return null;
    const send = (await res.json()).items?.[0];
    return send ? send.recipients > 0 : false;
  };
}

async function main() {
  const sink = await startSink();
  const pg = await benchDatabase();
  const dataDir = tempDataDir("newsletter");
  const env = serverEnv({
    dataDir,
    port: await freePort(),
    extra: { ...pg?.env, SMTP_URL: `smtp://127.0.0.1:${sink.port}`, NEWSLETTER_RATE_PER_SECOND: RATE, REQUIRE_ADMIN_2FA: "false" },
  });
  let server;
  let database;
  try {
    // Accounts through the API (the first start also creates the database), then, with the server stopped,
    // their addresses verified (with SMTP_URL sign-in waits for it), the subscribers and a post to read.
    const first = await startServer(env);
    try {
      await signUp(first.origin, ADMIN, "Bench Admin");
      await signUp(first.origin, MEMBER);
    } finally {
      await first.stop();
    }
    const seeding = await openDb(env);
    try {
      await seeding.db.execute(sql`update users set email_verified = true where email in (${ADMIN}, ${MEMBER})`);
      await seeding.db.execute(sql`
        insert into newsletter_subscribers (email, email_key, status, confirmed_at)
        select 'reader-' || lpad(g::text, 6, '0') || '@example.com', 'reader-' || lpad(g::text, 6, '0') || '@example.com', 'active', now()
          from generate_series(1, ${SUBSCRIBERS}) as g`);
      await seeding.db.execute(sql`
        insert into posts (title, content, excerpt, is_members_only)
        values ('Read during the send', ${BODY}, 'Leaders own the outcome, brief the intent and let their people solve the problem.', true)`);
    } finally {
      await seeding.close();
    }
    await grantAdmin(env, ADMIN);

    server = await startServer(env);
    const { origin } = server;
    // Start-up's own work (auth loading, the storage sweep) out of the way, as withServer does.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const adminCookie = await signIn(origin, ADMIN);
    const memberCookie = await signIn(origin, MEMBER);
    const list = await (await fetch(`${origin}/api/posts`, { headers: { cookie: memberCookie } })).json();
    const postUrl = `${origin}/api/posts/${list.items.find((p) => p.title === "Read during the send").id}`;
    if (pg) database = await openDb(env);
    const listed = listedProbe({ database, origin, adminCookie });

    const idle = await load(postUrl, { cookie: memberCookie });
    const rssBefore = readRss(server.pid);

    // Publish with sendEmail, as the admin's form does.
    const rss = sampleRss(server.pid, 100);
    const publishedAt = performance.now();
    const res = await fetch(`${origin}/api/posts`, {
      method: "POST",
      headers: { "content-type": "application/json", origin, cookie: adminCookie },
      body: JSON.stringify({ title: "Hold the line", content: BODY, isMembersOnly: false, sendEmail: true }),
    });
    const answeredAt = performance.now();
    if (res.status !== 201) throw new Error(`publish: ${res.status} ${await res.text()}`);
    const postId = (await res.json()).id;

    let listedAt = null;
    for (;;) {
      const state = await listed(postId);
      if (state === null) break;
      if (state) {
        listedAt = performance.now();
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    while (sink.arrivals.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));

    const readsFrom = performance.now();
    const during = await load(postUrl, { cookie: memberCookie });
    const readsTo = performance.now();
    const inWindow = sink.arrivals.filter((a) => a.at >= readsFrom && a.at <= readsTo).length;

    let lastCount = -1;
    let lastChange = performance.now();
    while (sink.arrivals.length < SUBSCRIBERS) {
      if (sink.arrivals.length !== lastCount) [lastCount, lastChange] = [sink.arrivals.length, performance.now()];
      // Nothing for a minute: the send stopped short (the figures say how far it got).
      if (performance.now() - lastChange > 60_000) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const { samples, longestGap } = rss.stop();

    const { arrivals } = sink;
    const firstAt = arrivals[0].at;
    const lastAt = arrivals.at(-1).at;
    const addresses = new Set(arrivals.map((a) => a.to));
    const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
    const rate = (n, ms) => `${(n / (ms / 1000)).toFixed(1)} mails/s`;
    console.log(
      `newsletter send, ${pg ? "PostgreSQL" : "PGlite"}, ${SUBSCRIBERS.toLocaleString("en")} subscribers, NEWSLETTER_RATE_PER_SECOND=${RATE}, reads: ${CONNECTIONS} connections, ${SECONDS} s`,
    );
    console.log("| what | figure |\n|---|---|");
    const rows = [
      ["publish → 201", `${(answeredAt - publishedAt).toFixed(0)} ms`],
      [
        "publish → deliveries listed (send `sending`)",
        listedAt === null ? "n/a (PGlite: the server holds the database)" : `${(listedAt - publishedAt).toFixed(0)} ms`,
      ],
      ["publish → first mail at the sink", `${(firstAt - publishedAt).toFixed(0)} ms`],
      ["publish → last mail at the sink", s(lastAt - publishedAt)],
      ["mails received / distinct addresses", `${arrivals.length.toLocaleString("en")} / ${addresses.size.toLocaleString("en")}`],
      ["send rate, first to last mail", rate(arrivals.length - 1, lastAt - firstAt)],
      ["send rate while the reads ran", rate(inWindow, readsTo - readsFrom)],
      ["server RSS before the send", mb(rssBefore)],
      [
        "server RSS, peak during the send",
        `${mb(Math.max(...samples))} (+${mb(Math.max(...samples) - rssBefore)}; ${samples.length} samples, longest gap ${longestGap.toFixed(0)} ms)`,
      ],
      ["member's post read, idle", `${Math.round(idle.rps).toLocaleString("en")} req/s (p99 ${idle.p99} ms)`],
      ["member's post read, during the send", `${Math.round(during.rps).toLocaleString("en")} req/s (p99 ${during.p99} ms)`],
      ["during / idle", `${((during.rps / idle.rps) * 100).toFixed(1)} %`],
    ];
    for (const [what, figure] of rows) console.log(`| ${what} | ${figure} |`);
  } finally {
    await database?.close();
    await server?.stop();
    await sink.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await pg?.drop();
  }
}

await main();
