import { sql } from "drizzle-orm";
import { z } from "zod";

import { paths } from "../../../shared/paths.js";
import type { Db } from "../../db/client.js";
import { query } from "../../db/raw-query.js";
import type { JobHandle, Jobs } from "../../jobs/jobs.js";
import type { Mail } from "../../mail/mailer.js";
import { overdueSupervisorMail, reminderMail } from "./mails.js";
import { reachSql } from "./service.js";
import { iso, statusColumns, statusInputs } from "./status.js";

// Reminders (issue 33; docs/decisions/097): 7 days and 1 day before an
// assignment's due date, on the due date, and an overdue notice copied to
// the supervisors of the person's unit; never to someone already done.
//
// Two jobs. `assignments.remind` runs every 15 minutes on any instance: it
// finds the assignments whose stage has begun (one indexed read of those due
// within a week either side) and queues one `assignments.remind-stage` job
// per assignment and stage, keyed `assignment-reminders:<id>:<stage>`, so
// the finder may run any number of times, on any number of instances, and
// each stage is listed once. The stage job lists the people reached and not
// done, a page at a time, and queues each mail keyed
// `assignment-reminder:<assignmentId>:<userId>:<stage>`, a page of 500 at a
// time in a statement or two (the supervisors':
// `assignment-overdue:<assignmentId>:<supervisorId>`): a stage job retried
// after a crash queues no second copy. Keys are kept 14 days after their
// job ends (jobs.prune); every stage ends within 7 days of the due date.

const REMINDER_STAGES = ["7d", "1d", "due", "overdue"] as const;
export type ReminderStage = (typeof REMINDER_STAGES)[number];
const stagePayloadSchema = z.object({ assignmentId: z.uuid(), stage: z.enum(REMINDER_STAGES) });
export type StagePayload = z.infer<typeof stagePayloadSchema>;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** How long after the due date the overdue notice may still go (a site down for days sends it late, not never). */
const OVERDUE_WINDOW = 7 * DAY;
const REMINDER_CRON = "*/15 * * * *";

/**
 * When each stage begins: 7 days and 1 day before the due time; the due
 * date's reminder at 00:00 UTC of that day, but at least 2 hours before the
 * due time; overdue at the due time. A stage is sent while it is the latest
 * begun (a finder that runs late sends the current stage, not the ones it
 * missed), and only when the assignment existed before it began (one made 3
 * days before its due date gets no "7 days" reminder).
 */
export function stageStarts(dueAt: Date): Record<ReminderStage, number> {
  const due = dueAt.getTime();
  const midnight = Date.UTC(dueAt.getUTCFullYear(), dueAt.getUTCMonth(), dueAt.getUTCDate());
  return { "7d": due - 7 * DAY, "1d": due - DAY, due: Math.min(midnight, due - 2 * HOUR), overdue: due };
}

export function currentStage(a: { dueAt: Date; createdAt: Date }, now: Date): ReminderStage | null {
  const starts = stageStarts(a.dueAt);
  const t = now.getTime();
  if (t >= starts.overdue + OVERDUE_WINDOW) return null;
  for (const stage of [...REMINDER_STAGES].reverse()) {
    if (t >= starts[stage]) return a.createdAt.getTime() <= starts[stage] ? stage : null;
  }
  return null;
}

/** The finder: queues each begun stage's job once (keyed). Returns the stages it offered. */
export async function findDueReminders(db: Db, stageJob: JobHandle<StagePayload>, now = new Date()): Promise<StagePayload[]> {
  const rows = await query<{ id: string; due_at: string; created_at: string }>(
    db,
    sql`select id, ${iso(sql`due_at`)} as due_at, ${iso(sql`created_at`)} as created_at from org_assignments
        where due_at > ${new Date(now.getTime() - OVERDUE_WINDOW).toISOString()}::timestamptz
          and due_at <= ${new Date(now.getTime() + 7 * DAY).toISOString()}::timestamptz`,
  );
  const offered: StagePayload[] = [];
  for (const row of rows) {
    const stage = currentStage({ dueAt: new Date(row.due_at), createdAt: new Date(row.created_at) }, now);
    if (!stage) continue;
    const payload = { assignmentId: row.id, stage };
    await stageJob.send(payload, { key: `assignment-reminders:${row.id}:${stage}` });
    offered.push(payload);
  }
  return offered;
}

interface Assignment {
  id: string;
  org_id: string;
  content_kind: "post" | "episode" | "item" | "series";
  content_id: string;
  title: string;
  due_at: string;
  pass_mark: number | null;
  unit_id: string | null;
  user_id: string | null;
}

const PAGE = 500;

/**
 * One stage of one assignment: a mail to each person it reaches who is not
 * done (and, for the overdue stage, one to each supervisor of those
 * people's units listing them). Each mail is keyed, so a retry sends none twice.
 */
async function sendStageReminders(
  db: Db,
  mail: JobHandle<Mail>,
  origin: string,
  { assignmentId, stage }: StagePayload,
  now = new Date(),
): Promise<{ people: number; supervisors: number }> {
  const [a] = await query<Assignment>(
    db,
    sql`select id, org_id, content_kind, content_id, title, ${iso(sql`due_at`)} as due_at, pass_mark, unit_id, user_id
        from org_assignments where id = ${assignmentId}`,
  );
  if (!a) return { people: 0, supervisors: 0 };
  const dueAt = new Date(a.due_at);
  const target = {
    kind: sql`${a.content_kind}`,
    contentId: sql`${a.content_id}::uuid`,
    assignmentId: sql`${a.id}::uuid`,
    dueAt: sql`${a.due_at}::timestamptz`,
    hasCheck: a.pass_mark !== null ? sql`true` : sql`false`,
  };
  const link = `${origin}${a.content_kind === "series" ? paths.series(a.content_id) : paths.record(a.content_kind, a.content_id)}`;
  const reach = reachSql({ orgId: a.org_id, unitId: a.unit_id, userId: a.user_id });
  const overdueByUnit = new Map<string, string[]>();
  let people = 0;
  let after = "";
  for (;;) {
    const rows = await query<{ user_id: string; email: string; unit_id: string | null; status: string }>(
      db,
      sql`select p.user_id, p.email, p.unit_id, ${statusColumns(target, now)}
          from (
            select page.user_id, page.email, page.unit_id, ${statusInputs(sql`page.user_id`, target)}
            from (
              select m.user_id, u.email, m.unit_id from org_members m join users u on u.id = m.user_id
              where ${reach} and m.user_id > ${after} order by m.user_id limit ${PAGE}
            ) page
          ) p order by p.user_id`,
    );
    const due = rows.filter((row) => row.status !== "done");
    // A page's mails in a statement or two (jobs.sendMany), each once by its own key.
    await mail.sendMany(
      due.map((row) => ({
        payload: reminderMail({ to: row.email, title: a.title, dueAt, stage, link }),
        key: `assignment-reminder:${a.id}:${row.user_id}:${stage}`,
      })),
    );
    people += due.length;
    for (const row of due) {
      if (stage !== "overdue" || !row.unit_id) continue;
      const unit = overdueByUnit.get(row.unit_id);
      if (unit) unit.push(row.email);
      else overdueByUnit.set(row.unit_id, [row.email]);
    }
    if (rows.length < PAGE) break;
    after = rows.at(-1)!.user_id;
  }
  if (!overdueByUnit.size) return { people, supervisors: 0 };
  const units = `{${[...overdueByUnit.keys()].join(",")}}`;
  const heads = await query<{ user_id: string; email: string; unit_id: string }>(
    db,
    sql`select s.user_id, u.email, s.unit_id::text as unit_id
        from org_supervised_units s
        join org_members m on m.user_id = s.user_id and m.org_id = ${a.org_id} and m.role = 'supervisor'
        join users u on u.id = s.user_id
        where s.unit_id = any(${units}::uuid[])
        order by s.user_id`,
  );
  const bySupervisor = new Map<string, { email: string; people: Set<string> }>();
  for (const h of heads) {
    const entry = bySupervisor.get(h.user_id) ?? { email: h.email, people: new Set<string>() };
    // Their own overdue notice came to them already.
    for (const email of overdueByUnit.get(h.unit_id) ?? []) if (email !== h.email) entry.people.add(email);
    bySupervisor.set(h.user_id, entry);
  }
  const notices = [...bySupervisor].filter(([, { people: overdue }]) => overdue.size > 0);
  // All of them in a statement or two, each once by its key.
  await mail.sendMany(
    notices.map(([supervisorId, { email, people: overdue }]) => ({
      payload: overdueSupervisorMail({ to: email, title: a.title, dueAt, people: [...overdue].sort(), link: `${origin}${paths.organisation}` }),
      key: `assignment-overdue:${a.id}:${supervisorId}`,
    })),
  );
  return { people, supervisors: notices.length };
}

/** The two reminder jobs (background.ts defines them; tests define them on runners of their own). */
export function defineReminderJobs(jobs: Jobs, { db, mail, origin }: { db: Db; mail: JobHandle<Mail>; origin: string }): JobHandle<StagePayload> {
  const stageJob = jobs.define({
    name: "assignments.remind-stage",
    parse: stagePayloadSchema.parse,
    timeLimitMs: 30 * 60_000,
    run: async (payload) => void (await sendStageReminders(db, mail, origin, payload)),
  });
  jobs.define({ name: "assignments.remind", recurrence: { cron: REMINDER_CRON }, run: async () => void (await findDueReminders(db, stageJob)) });
  return stageJob;
}
