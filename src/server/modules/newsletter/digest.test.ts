import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { CHOOSE_ORGANISATION, newsletterApiPaths } from "../../../shared/newsletter.js";
import { activityLog, newsletterSends, newsletterSubscribers, organisations, orgMembers, users } from "../../db/schema.js";
import { previousOccurrence } from "../../jobs/schedule.js";
import { signInAdmin } from "../../test/admin-session.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { ORIGIN, sessionCookie, signIn, signUp } from "../../test/auth-helpers.js";
import { insertPodcast, insertPost } from "../../test/content-fixtures.js";
import { databaseKinds } from "../../test/database.js";
import { startSmtpSink, until, type SmtpSink } from "../../test/smtp-sink.js";
import { DIGEST_CRON, queueDigest } from "./digest.js";

// The weekly digest and the admin's announcements, delivered to a real SMTP
// server: each subscriber gets the week's records of their own topics, a
// members-only record as a locked teaser to non-members; nothing in a week
// with nothing published; an announcement reaches its audience once.

describe.each(databaseKinds)("newsletter digest and announcements (%s)", (kind) => {
  let t: TestApp;
  let smtp: SmtpSink;
  let admin: { cookie: string; id: string };
  const weekEnd = previousOccurrence(DIGEST_CRON, new Date());
  const inWeek = new Date(weekEnd.getTime() - 24 * 60 * 60 * 1000);

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp(kind, { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, NEWSLETTER_RATE_PER_SECOND: "200", JOBS_POLL_MS: "100" });
    await signUp(t.app, "chief-digest@example.com");
    await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.email, "chief-digest@example.com"));
    admin = await signInAdmin(t, "chief-digest@example.com");
    await t.app.deps.jobs.start();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const mailsTo = (to: string) => smtp.received.filter((m) => m.to === to && !m.mail.subject?.startsWith("Confirm your e-mail"));
  const active = (email: string, topics: Partial<typeof newsletterSubscribers.$inferInsert> = {}) =>
    t.database.db.insert(newsletterSubscribers).values({ email, emailKey: email, status: "active", ...topics });
  async function member(email: string) {
    await signUp(t.app, email);
    await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
    return sessionCookie(await signIn(t.app, email));
  }
  const sendDone = (id: string) =>
    until(
      async () => (await t.database.db.select().from(newsletterSends).where(eq(newsletterSends.id, id)))[0]?.status,
      (status) => status === "done",
      "the send",
    );

  it("sends nothing in a week with nothing published, nor when nobody takes the digest", async () => {
    expect(await queueDigest(t.database.db, t.app.deps.work.newsletter)).toBeNull();
    const early = await insertPost(t.database.db, { title: "Published to nobody", content: "Words.", createdAt: inWeek });
    expect(await queueDigest(t.database.db, t.app.deps.work.newsletter)).toBeNull();
    await t.database.db.execute(sql`delete from posts where id = ${early.id}`);
  });

  it("gives each subscriber the week's records of their topics, locked ones as teasers to non-members, once", async () => {
    await active("digest-all@example.com");
    await member("digest-member@example.com");
    await active("digest-member@example.com", { episodes: false });
    await active("digest-off@example.com", { digest: false });
    await active("digest-cases@example.com", { articles: false, episodes: false });
    await insertPost(t.database.db, { title: "Open orders", content: "Everyone may read this.", createdAt: inWeek });
    await insertPost(t.database.db, { title: "Closed briefing", content: "MEMBERS-ONLY-WORDS in the first lines.", isMembersOnly: true, createdAt: inWeek });
    const episode = await insertPodcast(t.database.db, t.storage, { title: "Radio check", description: "An episode about comms." });
    await t.database.db.execute(sql`update podcasts set created_at = ${inWeek} where id = ${episode.id}`);
    // Last week's and next week's records are not this week's.
    await insertPost(t.database.db, { title: "Old news", content: "Before the week.", createdAt: new Date(weekEnd.getTime() - 8 * 24 * 60 * 60 * 1000) });

    const id = await queueDigest(t.database.db, t.app.deps.work.newsletter);
    expect(id).not.toBeNull();
    // The same week again (another instance, a restart): the same send, nothing more queued.
    expect(await queueDigest(t.database.db, t.app.deps.work.newsletter)).toBeNull();
    await sendDone(id!);

    const [toAll] = mailsTo("digest-all@example.com");
    expect(mailsTo("digest-all@example.com")).toHaveLength(1);
    expect(toAll!.mail.subject).toMatch(/^Stay Sharp: the week to /);
    expect(toAll!.mail.html).toContain("Open orders");
    expect(toAll!.mail.html).toContain("Radio check");
    expect(toAll!.mail.html).toContain("Closed briefing");
    expect(toAll!.mail.html).toContain("Members only");
    expect(toAll!.raw).not.toContain("MEMBERS-ONLY-WORDS");
    expect(toAll!.mail.html).not.toContain("Old news");

    const [toMember] = mailsTo("digest-member@example.com");
    expect(mailsTo("digest-member@example.com")).toHaveLength(1);
    expect(toMember!.mail.html).toContain("MEMBERS-ONLY-WORDS");
    expect(toMember!.mail.html).not.toContain("Radio check");
    expect(toMember!.mail.html).not.toContain("Join for free");

    expect(mailsTo("digest-off@example.com")).toHaveLength(0);
    // Only case studies, and none this week: nothing.
    expect(mailsTo("digest-cases@example.com")).toHaveLength(0);
  });

  it("an announcement goes to its audience once, is recorded in the activity log, and is for admins only", async () => {
    await active("announce-visitor@example.com");
    const memberCookie = await member("announce-member@example.com");
    await active("announce-member@example.com");
    await active("announce-off@example.com", { announcements: false });
    const post = (payload: object, cookie = admin.cookie) =>
      t.app.inject({ method: "POST", url: newsletterApiPaths.announcements, payload, headers: { cookie, origin: ORIGIN } });

    expect((await post({ subject: "Hi", body: "x", audience: "members" }, memberCookie)).statusCode).toBe(403);
    const empty = await post({ subject: " ", body: "x", audience: "members" });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe("Subject is required.");

    const res = await post({ subject: "Members call on Friday", body: "Join the **call** at 09:00.", audience: "members" });
    expect(res.statusCode).toBe(202);
    const { id, recipients } = res.json<{ id: string; recipients: number }>();
    expect(recipients).toBeGreaterThanOrEqual(1);
    await sendDone(id);
    const toMember = mailsTo("announce-member@example.com").filter((m) => m.mail.subject === "Members call on Friday");
    expect(toMember).toHaveLength(1);
    expect(toMember[0]!.mail.html).toContain("<strong>call</strong>");
    expect(mailsTo("announce-visitor@example.com").filter((m) => m.mail.subject === "Members call on Friday")).toHaveLength(0);

    const all = await post({ subject: "Site maintenance", body: "Down for ten minutes on Sunday.", audience: "subscribers" });
    await sendDone(all.json<{ id: string }>().id);
    expect(mailsTo("announce-visitor@example.com").filter((m) => m.mail.subject === "Site maintenance")).toHaveLength(1);
    expect(mailsTo("announce-off@example.com")).toHaveLength(0);

    const [entry] = await t.database.db.select().from(activityLog).where(eq(activityLog.targetId, id));
    expect(entry).toMatchObject({ action: "newsletter.announce", targetKind: "send", targetTitle: "Members call on Friday" });
  });

  it("an announcement to an organisation reaches its people who take announcements, and no one else; a deleted one's reaches no one", async () => {
    const { db } = t.database;
    const [alpha] = await db.insert(organisations).values({ name: "Alpha Sheriff" }).returning();
    const [bravo] = await db.insert(organisations).values({ name: "Bravo Works" }).returning();
    const [waiting] = await db.insert(organisations).values({ name: "Asked for", status: "requested" }).returning();
    const join = async (email: string, orgId: string, topics: Partial<typeof newsletterSubscribers.$inferInsert> = {}) => {
      await member(email);
      await active(email, topics);
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      await db.insert(orgMembers).values({ userId: user!.id, orgId, role: "member", joinedBy: "admin" });
    };
    await join("alpha-deputy@example.com", alpha!.id);
    await join("alpha-quiet@example.com", alpha!.id, { announcements: false });
    await join("bravo-clerk@example.com", bravo!.id);
    await member("alpha-unsubscribed@example.com");
    const post = (payload: object) =>
      t.app.inject({ method: "POST", url: newsletterApiPaths.announcements, payload, headers: { cookie: admin.cookie, origin: ORIGIN } });
    const refused = async (payload: object, message: string) => {
      const res = await post({ subject: "Range day", body: "Qualification on Monday.", ...payload });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.message).toBe(message);
    };

    // No organisation, one for another audience, an unknown one, one still waiting for approval: refused, nothing queued.
    const before = await db.select({ id: newsletterSends.id }).from(newsletterSends);
    await refused({ audience: "organisation" }, CHOOSE_ORGANISATION);
    await refused({ audience: "members", orgId: alpha!.id }, "Only an announcement to an organisation names one.");
    await refused({ audience: "organisation", orgId: "00000000-0000-4000-8000-000000000000" }, CHOOSE_ORGANISATION);
    await refused({ audience: "organisation", orgId: waiting!.id }, CHOOSE_ORGANISATION);
    expect(await db.select({ id: newsletterSends.id }).from(newsletterSends)).toHaveLength(before.length);

    const res = await post({ subject: "Range day", body: "Qualification on **Monday**.", audience: "organisation", orgId: alpha!.id });
    expect(res.statusCode, res.body).toBe(202);
    const { id, recipients } = res.json<{ id: string; recipients: number }>();
    expect(recipients).toBe(1);
    await sendDone(id);
    const rangeDay = (to: string) => mailsTo(to).filter((m) => m.mail.subject === "Range day");
    expect(rangeDay("alpha-deputy@example.com")).toHaveLength(1);
    for (const other of ["alpha-quiet@example.com", "bravo-clerk@example.com", "alpha-unsubscribed@example.com", "announce-visitor@example.com"])
      expect(rangeDay(other)).toHaveLength(0);
    const [entry] = await db.select().from(activityLog).where(eq(activityLog.targetId, id));
    expect(entry?.details).toMatchObject({ audience: "organisation", orgId: alpha!.id });

    // Deleting the organisation keeps the send's history; a send whose organisation is gone before it is prepared reaches no one.
    await db.delete(organisations).where(eq(organisations.id, alpha!.id));
    expect((await db.select().from(newsletterSends).where(eq(newsletterSends.id, id)))[0]).toMatchObject({ audience: "organisation", audienceOrgId: null });
    const [orphan] = await db
      .insert(newsletterSends)
      .values({ kind: "announcement", subject: "Too late", body: "Gone.", audience: "organisation", audienceOrgId: null })
      .returning();
    await t.app.deps.work.newsletter.send({ sendId: orphan!.id }, { key: orphan!.id });
    await sendDone(orphan!.id);
    expect(smtp.received.filter((m) => m.mail.subject === "Too late")).toHaveLength(0);
  });
});
