import { sql } from "drizzle-orm";
import pino from "pino";
import { describe, expect, it } from "vitest";

import type { Db } from "../../db/client.js";
import { query } from "../../db/raw-query.js";
import { createMailer, type Mailer } from "../../mail/mailer.js";
import { insertPost } from "../../test/content-fixtures.js";
import { openTestDatabase } from "../../test/database.js";
import { startSmtpSink } from "../../test/smtp-sink.js";
import { requestRecordSend, runSend, type SendDeps } from "./sends.js";

// A database that fails just after the SMTP server accepted a mail (a
// connection reset, a failover): the mail is not sent again, and the send
// still ends when the same instance tries again (decision 088).
const silent = pino({ level: "silent" });

async function setUp() {
  const database = await openTestDatabase("pglite");
  const smtp = await startSmtpSink();
  await database.db.execute(
    sql`insert into newsletter_subscribers (email, email_key, status) values ('a@example.com', 'a@example.com', 'active'), ('b@example.com', 'b@example.com', 'active')`,
  );
  const post = await insertPost(database.db, { title: "Once" });
  await database.db.transaction((tx) =>
    requestRecordSend(tx, { name: "newsletter.send", send: async () => null, sendMany: async () => 0 }, "post", post, null),
  );
  const [send] = await query<{ id: string }>(database.db, sql`select id from newsletter_sends`);
  // The database fails the next `failures` statements after the SMTP server accepted a's mail (a connection reset, a failover).
  let failures = 0;
  const flaky = new Proxy(database.db, {
    get(target, prop) {
      if (prop === "execute")
        return (statement: Parameters<Db["execute"]>[0]) => {
          if (failures > 0) {
            failures--;
            return Promise.reject(new Error("Connection terminated unexpectedly"));
          }
          return target.execute(statement);
        };
      const value = Reflect.get(target, prop, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  }) as Db;
  const real = createMailer({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: "x@lobl.test", dataDir: "", log: silent });
  /** A mailer after whose first mail to a the next `statements` database statements fail. */
  const failAfterA = (statements: number): Mailer => {
    let armed = true;
    return {
      mode: "smtp",
      close: () => real.close(),
      send: async (mail) => {
        await real.send(mail);
        if (mail.to === "a@example.com" && armed) {
          armed = false;
          failures = statements;
        }
      },
    };
  };
  const deps = (mailer: Mailer, runnerId: string): SendDeps => ({
    db: flaky,
    mailer,
    secret: "s".repeat(32),
    origin: "http://lobl.test",
    ratePerSecond: 1000,
    runnerId,
    verifiedMembersOnly: true,
  });
  const context = { signal: new AbortController().signal, log: silent };
  return {
    database,
    smtp,
    sendId: send!.id,
    failAfterA,
    deps,
    context,
    close: async () => {
      real.close();
      await smtp.close();
      await database.close();
    },
  };
}

describe("a database error after the SMTP server accepted a mail", () => {
  it("does not send that mail again (the `sent` update failed: the delivery must not go back to the queue)", async () => {
    const t = await setUp();
    const mailer = t.failAfterA(1); // one failing statement: the `sent` update
    await expect(runSend(t.deps(mailer, "runner-1"), { sendId: t.sendId }, t.context)).rejects.toThrow(/Connection terminated/);
    // The job's next try (another instance here; the same one is as likely).
    await runSend(t.deps(mailer, "runner-2"), { sendId: t.sendId }, t.context);
    const copies = t.smtp.received.filter((m) => m.to === "a@example.com").length;
    await t.close();
    expect(copies).toBe(1);
  });

  it("the send still ends when the same instance tries again (its own delivery left `sending` is not waited for forever)", async () => {
    const t = await setUp();
    // The `sent` update fails: a's delivery is left `sending` under this try's claim.
    const again = t.failAfterA(1);
    await expect(runSend(t.deps(again, "runner-1"), { sendId: t.sendId }, t.context)).rejects.toThrow(/Connection terminated/);
    // The job's retry on the same instance: the same runner id.
    await runSend(t.deps(again, "runner-1"), { sendId: t.sendId }, t.context);
    const [send] = await query<{ status: string }>(t.database.db, sql`select status from newsletter_sends where id = ${t.sendId}`);
    const rows = await query(t.database.db, sql`select email, status from newsletter_deliveries order by email`);
    const copies = t.smtp.received.filter((m) => m.to === "a@example.com").length;
    await t.close();
    expect(rows).toEqual([
      { email: "a@example.com", status: "failed" },
      { email: "b@example.com", status: "sent" },
    ]);
    expect(copies).toBe(1);
    expect(send!.status).toBe("done");
  });

  it("a delivery left `sending` under this very runner's name (an earlier try of this instance) is marked interrupted, not waited for", async () => {
    const t = await setUp();
    // The send listed, a's delivery claimed by "runner-1" when that try stopped, b's still queued.
    await t.database.db.execute(sql`update newsletter_sends set status = 'sending' where id = ${t.sendId}`);
    await t.database.db.execute(sql`insert into newsletter_deliveries (send_id, subscriber_id, email, version, status, claimed_by, attempts)
      select ${t.sendId}, id, email, 'full', case when email = 'a@example.com' then 'sending' else 'queued' end,
             case when email = 'a@example.com' then 'runner-1' end, case when email = 'a@example.com' then 1 else 0 end
        from newsletter_subscribers`);
    await runSend(t.deps(t.failAfterA(0), "runner-1"), { sendId: t.sendId }, t.context);
    const [send] = await query<{ status: string }>(t.database.db, sql`select status from newsletter_sends where id = ${t.sendId}`);
    const rows = await query(t.database.db, sql`select email, status from newsletter_deliveries order by email`);
    await t.close();
    expect(rows).toEqual([
      { email: "a@example.com", status: "failed" },
      { email: "b@example.com", status: "sent" },
    ]);
    expect(send!.status).toBe("done");
  });
});
