import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { query } from "../../db/raw-query.js";
import { orgAssignments, trainingCompletions } from "../../db/schema.js";
import { Jobs } from "../../jobs/jobs.js";
import type { Mail } from "../../mail/mailer.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { insertPost } from "../../test/content-fixtures.js";
import { databaseKinds } from "../../test/database.js";
import { twoOrgs, type TwoOrgs } from "../../test/two-orgs.js";
import { currentStage, defineReminderJobs, findDueReminders, stageStarts, type StagePayload } from "./reminders.js";

// Reminders with a clock the test holds (`now` passed to the finder), on two
// runners at once: each mail exactly once, none to someone already done.

const silent = { info: () => {}, warn: () => {}, error: () => {} };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("reminder stages", () => {
  const due = new Date("2026-12-10T15:00:00Z");
  const made = new Date("2026-11-01T00:00:00Z");
  const at = (iso: string) => currentStage({ dueAt: due, createdAt: made }, new Date(iso));

  it("begins 7 days and 1 day before, on the due date's morning (UTC), and at the due time", () => {
    expect(stageStarts(due)).toEqual({
      "7d": Date.parse("2026-12-03T15:00:00Z"),
      "1d": Date.parse("2026-12-09T15:00:00Z"),
      due: Date.parse("2026-12-10T00:00:00Z"),
      overdue: Date.parse("2026-12-10T15:00:00Z"),
    });
    expect(at("2026-12-03T14:59:00Z")).toBeNull();
    expect(at("2026-12-03T15:00:00Z")).toBe("7d");
    expect(at("2026-12-09T16:00:00Z")).toBe("1d");
    expect(at("2026-12-10T01:00:00Z")).toBe("due");
    expect(at("2026-12-10T15:00:00Z")).toBe("overdue");
    expect(at("2026-12-17T15:00:00Z")).toBeNull();
    // Due at midnight: the due date's reminder two hours before.
    expect(stageStarts(new Date("2026-12-10T00:00:00Z")).due).toBe(Date.parse("2026-12-09T22:00:00Z"));
    // Made after a stage began: not that stage.
    expect(currentStage({ dueAt: due, createdAt: new Date("2026-12-05T00:00:00Z") }, new Date("2026-12-06T00:00:00Z"))).toBeNull();
  });
});

describe.each(databaseKinds)("assignment reminders (%s)", (kind) => {
  let t: TestApp;
  let o: TwoOrgs;
  const runners: Jobs[] = [];
  const sent: { mail: Mail; key: string }[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind);
    o = await twoOrgs(t);
  });
  afterAll(async () => {
    await Promise.all(runners.map((r) => r.stop(0)));
    await t.close();
  });

  /** A runner with the reminder jobs and a mail job that records what it would send. */
  const runner = () => {
    const jobs = new Jobs(t.database.db, silent, { pollMs: 50, leaseMs: 2000, concurrency: 4 });
    const mail = jobs.define<Mail>({
      name: "mail.send",
      run: async (m, { id }) => {
        const [row] = await query<{ key: string }>(t.database.db, sql`select key from jobs where id = ${id}`);
        sent.push({ mail: m, key: row!.key });
      },
    });
    const stage = defineReminderJobs(jobs, { db: t.database.db, mail, origin: "https://lobl.test" });
    runners.push(jobs);
    return { jobs, stage };
  };
  /** Waits until every reminder stage and mail job has ended (the finder's own next occurrence stays queued). */
  const settled = async () => {
    for (let i = 0; i < 400; i++) {
      const [open] = await query<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from jobs where name in ('assignments.remind-stage', 'mail.send') and state in ('queued', 'running', 'failed')`,
      );
      if (open!.n === 0) return;
      await sleep(50);
    }
    throw new Error("jobs did not settle");
  };

  it("sends each stage's reminders once across two runners and repeated finds, none to the done, overdue copied to supervisors", async () => {
    const { db } = t.database;
    const post = await insertPost(db, { title: "Leadership Foundations" });
    const due = new Date("2030-03-20T12:00:00Z");
    const [a] = await db
      .insert(orgAssignments)
      .values({
        orgId: o.a.id,
        contentKind: "post",
        contentId: post.id,
        title: "Leadership Foundations",
        dueAt: due,
        createdAt: new Date("2030-03-01T00:00:00Z"),
      })
      .returning();
    // Member 2 is done already: no mail, ever.
    await db.insert(trainingCompletions).values({ userId: o.member2.id, contentKind: "post", contentId: post.id });

    const one = runner();
    const two = runner();
    await Promise.all([one.jobs.start(), two.jobs.start()]);
    const find = async (iso: string) => {
      const now = new Date(iso);
      // The finder on both instances, twice each.
      const offered = await Promise.all([findDueReminders(db, one.stage, now), findDueReminders(db, two.stage, now), findDueReminders(db, one.stage, now)]);
      await findDueReminders(db, two.stage, now);
      await settled();
      return offered[0];
    };

    expect(await find("2030-03-10T00:00:00Z")).toEqual([]);
    expect(sent).toEqual([]);
    expect(await find("2030-03-13T12:00:00Z")).toEqual([{ assignmentId: a!.id, stage: "7d" } satisfies StagePayload]);
    const reached = [o.ownerA, o.supervisorA, o.member1].map((p) => p.email).sort();
    expect(sent.map((s) => s.mail.to).sort()).toEqual(reached);
    expect(sent.every((s) => s.mail.subject === "Due in 7 days: Leadership Foundations")).toBe(true);
    expect(sent.map((s) => s.key)).toContain(`assignment-reminder:${a!.id}:${o.member1.id}:7d`);
    expect(sent[0]!.mail.text).toContain(`https://lobl.test/field-manual/${post.id}`);

    sent.length = 0;
    await find("2030-03-13T18:00:00Z");
    expect(sent).toEqual([]);
    await find("2030-03-19T13:00:00Z");
    expect(sent.map((s) => s.mail.subject)).toEqual(Array(3).fill("Due tomorrow: Leadership Foundations"));
    sent.length = 0;
    await find("2030-03-20T08:00:00Z");
    expect(sent.map((s) => s.mail.subject)).toEqual(Array(3).fill("Due today: Leadership Foundations"));

    // Member 1 finishes before the due time: no overdue notice for them.
    await db.insert(trainingCompletions).values({ userId: o.member1.id, contentKind: "post", contentId: post.id });
    sent.length = 0;
    await find("2030-03-20T12:15:00Z");
    await find("2030-03-21T12:15:00Z");
    expect(sent.map((s) => `${s.mail.to} ${s.mail.subject}`).sort()).toEqual(
      [`owner-a@example.com Overdue: Leadership Foundations`, `sup-a@example.com Overdue: Leadership Foundations`].sort(),
    );
    // The supervisor's unit had nobody overdue but the supervisor (member 1 was done): no copy to them of their own notice.

    // A restart: new runners, the same keys: nothing again.
    await Promise.all(runners.splice(0).map((r) => r.stop(0)));
    const three = runner();
    await three.jobs.start();
    sent.length = 0;
    await findDueReminders(db, three.stage, new Date("2030-03-20T13:00:00Z"));
    await settled();
    expect(sent).toEqual([]);
  });

  it("copies an overdue notice to the supervisors of the person's unit", async () => {
    const { db } = t.database;
    const post = await insertPost(db, { title: "Report writing" });
    const [a] = await db
      .insert(orgAssignments)
      .values({
        orgId: o.a.id,
        contentKind: "post",
        contentId: post.id,
        title: "Report writing",
        unitId: o.a.unit1,
        dueAt: new Date("2031-01-10T12:00:00Z"),
        createdAt: new Date("2031-01-01T00:00:00Z"),
      })
      .returning();
    const r = runner();
    await r.jobs.start();
    sent.length = 0;
    await findDueReminders(db, r.stage, new Date("2031-01-10T12:30:00Z"));
    await settled();
    const toSupervisor = sent.filter((s) => s.key === `assignment-overdue:${a!.id}:${o.supervisorA.id}`);
    expect(toSupervisor).toHaveLength(1);
    expect(toSupervisor[0]!.mail.subject).toBe("Overdue in your units: Report writing");
    expect(toSupervisor[0]!.mail.text).toContain("- m1-a@example.com");
    expect(sent.filter((s) => s.mail.to === "m1-a@example.com")).toHaveLength(1);
    expect(sent.some((s) => s.mail.to === "m2-a@example.com")).toBe(false);
  });
});
