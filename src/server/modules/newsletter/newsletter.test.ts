import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { NEWSLETTER_MESSAGES, newsletterApiPaths } from "../../../shared/newsletter.js";
import { paths } from "../../../shared/paths.js";
import { newsletterDeliveries, newsletterSends, newsletterSubscribers, users } from "../../db/schema.js";
import { signInAdmin } from "../../test/admin-session.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { ORIGIN, post, sessionCookie, signIn, signUp } from "../../test/auth-helpers.js";
import { databaseKinds } from "../../test/database.js";
import { startSmtpSink, until, type SmtpSink } from "../../test/smtp-sink.js";
import { runSend, startReleasedSends } from "./sends.js";

describe.each(databaseKinds)("newsletter (%s)", (kind) => {
  let t: TestApp;
  let smtp: SmtpSink;
  let admin: { cookie: string; id: string };
  let ip = 0;
  const nextIp = () => `10.77.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp(kind, {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      NEWSLETTER_SIGNUP_RATE_LIMIT: "3",
      NEWSLETTER_RATE_PER_SECOND: "200",
      JOBS_POLL_MS: "100",
    });
    // With real mail an address must be verified before it signs in: the test's accounts are.
    admin = await signInVerified("chief-nl@example.com", true);
    await t.app.deps.jobs.start();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  async function signInVerified(email: string, asAdmin = false): Promise<{ cookie: string; id: string }> {
    if (asAdmin) {
      await signUp(t.app, email);
      await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
      return signInAdmin(t, email);
    }
    await signUp(t.app, email);
    await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
    const res = await signIn(t.app, email);
    const user = await t.database.db.query.users.findFirst({ where: eq(users.email, email) });
    return { cookie: sessionCookie(res), id: user!.id };
  }

  const subscribe = (email: string, at = nextIp()) => post(t.app, newsletterApiPaths.subscribe, { email }, { ip: at });
  const mailsTo = (to: string) => smtp.received.filter((m) => m.to.toLowerCase() === to.toLowerCase());
  const confirmToken = (to: string) => {
    const mail = mailsTo(to).findLast((m) => m.mail.subject === "Confirm your subscription to Stay Sharp");
    const link = mail?.mail.text?.match(/https?:\/\/\S+\/newsletter\/confirm\?token=\S+/)?.[0];
    if (!link) throw new Error(`no confirmation link for ${to}`);
    return new URL(link).searchParams.get("token")!;
  };
  const subscriber = async (email: string) =>
    (await t.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.emailKey, email.toLowerCase())))[0];

  async function confirmedVisitor(email: string) {
    expect((await subscribe(email)).statusCode).toBe(202);
    await until(
      () => mailsTo(email).length,
      (n) => n > 0,
      `confirmation mail to ${email}`,
    );
    const res = await post(t.app, newsletterApiPaths.confirm, { token: confirmToken(email) });
    expect(res.statusCode).toBe(200);
    return (await subscriber(email))!;
  }

  it("answers 202 with one message whatever the address's state, and confirms by the mailed link once", async () => {
    const email = "Reader.One@Example.com";
    const first = await subscribe(email);
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ message: NEWSLETTER_MESSAGES.subscribed });
    await until(
      () => mailsTo(email).length,
      (n) => n === 1,
      "the confirmation mail",
    );
    const [confirmation] = mailsTo(email);
    expect(confirmation!.mail.text).toContain(`${ORIGIN}${paths.newsletterConfirm}?token=`);
    expect((await subscriber(email))!.status).toBe("pending");

    const token = confirmToken(email);
    const confirmed = await post(t.app, newsletterApiPaths.confirm, { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ email, status: "active", preferences: { articles: true, digest: true } });
    // The confirmed page offers the address's own preferences page: its signed link works.
    const own = await t.app.inject({
      method: "GET",
      url: confirmed.json<{ preferencesPath: string }>().preferencesPath.replace(paths.newsletterPreferences, newsletterApiPaths.preferences),
    });
    expect(own.json()).toMatchObject({ email, status: "active" });
    // Used once.
    const again = await post(t.app, newsletterApiPaths.confirm, { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(NEWSLETTER_MESSAGES.confirmFailed);

    // An active address: the same answer, no second mail, one row.
    const known = await subscribe("reader.one@example.com");
    expect(known.statusCode).toBe(202);
    expect(known.json()).toEqual(first.json());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo(email)).toHaveLength(1);
    const rows = await t.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.emailKey, "reader.one@example.com"));
    expect(rows).toHaveLength(1);
  });

  it("refuses malformed addresses and too many sign-ups from one address with clear messages, mailing nothing", async () => {
    const bad = await subscribe("not-an-address");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe("Please enter a valid email address.");
    const at = nextIp();
    for (let i = 0; i < 3; i++) expect((await subscribe(`flood${i}@example.com`, at)).statusCode).toBe(202);
    const limited = await subscribe("flood-extra@example.com", at);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toMatch(/Please wait \d+ (seconds|minutes)/);
    expect(await subscriber("flood-extra@example.com")).toBeUndefined();
  });

  it("an expired or made-up confirmation link is refused; expired sign-ups are forgotten", async () => {
    const email = "late@example.com";
    await subscribe(email);
    await until(
      () => mailsTo(email).length,
      (n) => n === 1,
      "the confirmation mail",
    );
    await t.database.db.execute(sql`update newsletter_subscribers set confirm_expires_at = now() - interval '1 minute' where email_key = ${email}`);
    const res = await post(t.app, newsletterApiPaths.confirm, { token: confirmToken(email) });
    expect(res.statusCode).toBe(400);
    expect((await post(t.app, newsletterApiPaths.confirm, { token: "made-up" })).statusCode).toBe(400);
    const { prunePending } = await import("./subscribers.js");
    expect(await prunePending(t.database.db)).toBeGreaterThanOrEqual(1);
    expect(await subscriber(email)).toBeUndefined();
  });

  it("signed links change preferences and unsubscribe (one click per RFC 8058), only for their own address", async () => {
    const a = await confirmedVisitor("links-a@example.com");
    const b = await confirmedVisitor("links-b@example.com");
    const { signLink } = await import("./links.js");
    const linkA = signLink(t.app.deps.secret, a.id);
    const query = (link: { s: string; t: string }) => new URLSearchParams(link).toString();

    const read = await t.app.inject({ method: "GET", url: `${newsletterApiPaths.preferences}?${query(linkA)}` });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ email: "links-a@example.com", status: "active" });

    const saved = await t.app.inject({
      method: "PUT",
      url: `${newsletterApiPaths.preferences}?${query(linkA)}`,
      payload: { preferences: { articles: false, episodes: true, caseStudies: true, digest: false, announcements: true } },
      headers: { origin: ORIGIN },
    });
    expect(saved.statusCode).toBe(200);
    expect((await subscriber("links-a@example.com"))!).toMatchObject({ articles: false, digest: false, episodes: true });

    // A's signature with B's id, or an altered signature: refused, and B stays subscribed.
    for (const forged of [
      { s: b.id, t: linkA.t },
      { s: a.id, t: `${linkA.t.slice(0, -2)}xx` },
      { s: "nope", t: "nope" },
    ]) {
      const res = await t.app.inject({
        method: "POST",
        url: `${paths.newsletterUnsubscribe}?${query(forged)}`,
        payload: "List-Unsubscribe=One-Click",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(NEWSLETTER_MESSAGES.badLink);
    }
    expect((await subscriber("links-b@example.com"))!.status).toBe("active");

    // The mail provider's one-click POST: form-encoded, no session, no Origin.
    const oneClick = await t.app.inject({
      method: "POST",
      url: `${paths.newsletterUnsubscribe}?${query(linkA)}`,
      payload: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(oneClick.statusCode).toBe(200);
    expect((await subscriber("links-a@example.com"))!.status).toBe("unsubscribed");
    // The GET of the same URL is the confirmation page (the app's), not an unsubscribe.
    const page = await t.app.inject({ method: "GET", url: `${paths.newsletterUnsubscribe}?${query(signLink(t.app.deps.secret, b.id))}` });
    expect(page.statusCode).not.toBe(500);
    expect((await subscriber("links-b@example.com"))!.status).toBe("active");
  });

  it("a member subscribes from the account page at once; their address's visitor subscription is the same subscriber", async () => {
    const email = "member-nl@example.com";
    await subscribe(email);
    await until(
      () => mailsTo(email).length,
      (n) => n === 1,
      "the confirmation mail",
    );
    const member = await signInVerified(email);
    const get = () => t.app.inject({ method: "GET", url: newsletterApiPaths.mine, headers: { cookie: member.cookie } });
    expect((await t.app.inject({ method: "GET", url: newsletterApiPaths.mine })).statusCode).toBe(401);
    expect((await get()).json()).toMatchObject({ email, status: "pending" });
    const on = await t.app.inject({
      method: "PUT",
      url: newsletterApiPaths.mine,
      payload: { subscribed: true, preferences: { articles: true, episodes: false, caseStudies: false, digest: true, announcements: false } },
      headers: { cookie: member.cookie, origin: ORIGIN },
    });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ status: "active", preferences: { articles: true, episodes: false } });
    const rows = await t.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.emailKey, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.userId).toBe(member.id);
    const off = await t.app.inject({
      method: "PUT",
      url: newsletterApiPaths.mine,
      payload: { subscribed: false },
      headers: { cookie: member.cookie, origin: ORIGIN },
    });
    expect(off.json()).toMatchObject({ status: "unsubscribed", preferences: { articles: true, episodes: false } });
  });

  it("publishing with sendEmail mails a members-only post whole to members and as a teaser to others, once each", async () => {
    const member = await signInVerified("reader-member@example.com");
    await t.app.inject({ method: "PUT", url: newsletterApiPaths.mine, payload: { subscribed: true }, headers: { cookie: member.cookie, origin: ORIGIN } });
    await confirmedVisitor("reader-visitor@example.com");
    const noArticles = await confirmedVisitor("no-articles@example.com");
    await t.database.db.update(newsletterSubscribers).set({ articles: false }).where(eq(newsletterSubscribers.id, noArticles.id));

    const body = "The after-action review is where units learn. SECRET-BODY-WORDS stay with members.";
    const created = await t.app.inject({
      method: "POST",
      url: "/api/posts",
      payload: { title: "Debrief like you mean it", content: body, isMembersOnly: true, sendEmail: true },
      headers: { cookie: admin.cookie, origin: ORIGIN },
    });
    expect(created.statusCode).toBe(201);
    const postId = created.json<{ id: string }>().id;
    const [send] = await t.database.db.select().from(newsletterSends).where(eq(newsletterSends.contentId, postId));
    expect(send).toBeDefined();
    const done = await until(
      async () => (await t.database.db.select().from(newsletterSends).where(eq(newsletterSends.id, send!.id)))[0]!,
      (row) => row.status === "done",
      "the send to finish",
    );
    expect(done.finishedAt).not.toBeNull();

    const toMember = mailsTo("reader-member@example.com").filter((m) => m.mail.subject === "Debrief like you mean it");
    const toVisitor = mailsTo("reader-visitor@example.com").filter((m) => m.mail.subject === "Debrief like you mean it");
    expect(toMember).toHaveLength(1);
    expect(toVisitor).toHaveLength(1);
    expect(mailsTo("no-articles@example.com").filter((m) => m.mail.subject === "Debrief like you mean it")).toHaveLength(0);
    // Both parts; the body only in the member's copy.
    expect(toMember[0]!.mail.html).toContain("SECRET-BODY-WORDS");
    expect(toMember[0]!.mail.text).toContain("SECRET-BODY-WORDS");
    expect(toVisitor[0]!.raw).not.toContain("SECRET-BODY-WORDS");
    expect(toVisitor[0]!.mail.html).toContain("Join for free");
    expect(toVisitor[0]!.mail.html).toContain(`${ORIGIN}${paths.signup}`);
    // RFC 8058 headers, and the link in them unsubscribes this recipient.
    const unfolded = toVisitor[0]!.raw.replace(/\r?\n[ \t]+/g, " ");
    expect(unfolded).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    const unsubscribeUrl = String(unfolded.match(/^List-Unsubscribe: <([^>]+)>/m)?.[1]).replace(/\s+/g, "");
    expect(unsubscribeUrl.startsWith(`${ORIGIN}${paths.newsletterUnsubscribe}?s=`)).toBe(true);
    expect(toVisitor[0]!.mail.html).toContain(unsubscribeUrl.replace(/&/g, "&amp;"));
    const url = new URL(unsubscribeUrl);
    const res = await t.app.inject({
      method: "POST",
      url: `${url.pathname}${url.search}`,
      payload: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(res.statusCode).toBe(200);
    expect((await subscriber("reader-visitor@example.com"))!.status).toBe("unsubscribed");

    // Saving again with sendEmail sends nothing more: a record is sent once.
    const again = await t.app.inject({
      method: "PUT",
      url: `/api/posts/${postId}`,
      payload: { title: "Debrief like you mean it", content: body, isMembersOnly: true, sendEmail: true },
      headers: { cookie: admin.cookie, origin: ORIGIN },
    });
    expect(again.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsTo("reader-member@example.com").filter((m) => m.mail.subject === "Debrief like you mean it")).toHaveLength(1);
  });

  it("a scheduled record's e-mail waits for its release; a permanent refusal marks the address bounced", async () => {
    await confirmedVisitor("sched@example.com");
    // An address the SMTP server refuses for good (the sink answers 550 to "gone…"), made active directly.
    await t.database.db.insert(newsletterSubscribers).values({ email: "gone@example.com", emailKey: "gone@example.com", status: "active" });
    const publishAt = new Date(Date.now() + 2_000).toISOString();
    const created = await t.app.inject({
      method: "POST",
      url: "/api/posts",
      payload: { title: "Released later", content: "Public words.", status: "scheduled", publishAt, sendEmail: true },
      headers: { cookie: admin.cookie, origin: ORIGIN },
    });
    expect(created.statusCode).toBe(201);
    expect(mailsTo("sched@example.com").filter((m) => m.mail.subject === "Released later")).toHaveLength(0);
    await until(
      () => mailsTo("sched@example.com").filter((m) => m.mail.subject === "Released later").length,
      (n) => n === 1,
      "the released post's mail",
    );
    const gone = await until(
      () => subscriber("gone@example.com"),
      (row) => row?.status === "bounced",
      "the bounce",
    );
    expect(gone!.bounceReason).toContain("No such user");
  });

  it("a scheduled record deleted before its release takes its waiting send with it", async () => {
    const publishAt = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    const created = await t.app.inject({
      method: "POST",
      url: "/api/posts",
      payload: { title: "Never released", content: "Words.", status: "scheduled", publishAt, sendEmail: true },
      headers: { cookie: admin.cookie, origin: ORIGIN },
    });
    const postId = created.json<{ id: string }>().id;
    expect(await t.database.db.select().from(newsletterSends).where(eq(newsletterSends.contentId, postId))).toHaveLength(1);
    expect((await t.app.inject({ method: "DELETE", url: `/api/posts/${postId}`, headers: { cookie: admin.cookie, origin: ORIGIN } })).statusCode).toBe(204);
    await startReleasedSends(t.database.db, t.app.deps.work.newsletter);
    expect(await t.database.db.select().from(newsletterSends).where(eq(newsletterSends.contentId, postId))).toHaveLength(0);
  });

  it("a delivery cut off by a crash is not sent again, nor one to an address that unsubscribed meanwhile; the rest go once", async () => {
    const a = await confirmedVisitor("crash-a@example.com");
    const b = await confirmedVisitor("crash-b@example.com");
    const created = await t.app.inject({
      method: "POST",
      url: "/api/posts",
      payload: { title: "Draft for the crash", content: "Words.", status: "draft" },
      headers: { cookie: admin.cookie, origin: ORIGIN },
    });
    const postId = created.json<{ id: string }>().id;
    await t.database.db.execute(sql`update posts set status = 'published' where id = ${postId}`);
    // The state a killed runner leaves: the send listed, one delivery claimed mid-conversation, one queued.
    const [send] = await t.database.db
      .insert(newsletterSends)
      .values({ kind: "record", contentKind: "post", contentId: postId, subject: "Draft for the crash", status: "sending" })
      .returning();
    await t.database.db.insert(newsletterDeliveries).values([
      { sendId: send!.id, subscriberId: a.id, email: a.email, version: "full", status: "sending", claimedBy: "dead-runner", attempts: 1 },
      { sendId: send!.id, subscriberId: b.id, email: b.email, version: "full" },
    ]);
    const controller = new AbortController();
    const deps = {
      db: t.database.db,
      mailer: t.app.deps.mailer,
      secret: t.app.deps.secret,
      origin: ORIGIN,
      ratePerSecond: 100,
      runnerId: "next-runner",
      verifiedMembersOnly: true,
    };
    // b unsubscribes after the recipients were listed: nothing more goes to b.
    const c = await confirmedVisitor("crash-c@example.com");
    await t.database.db.insert(newsletterDeliveries).values({ sendId: send!.id, subscriberId: c.id, email: c.email, version: "full" });
    await t.database.db.update(newsletterSubscribers).set({ status: "unsubscribed" }).where(eq(newsletterSubscribers.id, c.id));
    await runSend(deps, { sendId: send!.id }, { signal: controller.signal, log: t.app.log });
    await runSend(deps, { sendId: send!.id }, { signal: controller.signal, log: t.app.log });
    const rows = await t.database.db.select().from(newsletterDeliveries).where(eq(newsletterDeliveries.sendId, send!.id));
    expect(rows.find((r) => r.subscriberId === a.id)).toMatchObject({ status: "failed" });
    expect(rows.find((r) => r.subscriberId === a.id)!.error).toMatch(/Interrupted/);
    expect(rows.find((r) => r.subscriberId === b.id)).toMatchObject({ status: "sent" });
    expect(rows.find((r) => r.subscriberId === c.id)).toMatchObject({ status: "failed", error: expect.stringMatching(/unsubscribed/) });
    expect(mailsTo("crash-c@example.com").filter((m) => m.mail.subject === "Draft for the crash")).toHaveLength(0);
    await until(
      () => mailsTo("crash-b@example.com").filter((m) => m.mail.subject === "Draft for the crash").length,
      (n) => n === 1,
      "b's copy",
    );
    expect(mailsTo("crash-a@example.com").filter((m) => m.mail.subject === "Draft for the crash")).toHaveLength(0);
    expect((await t.database.db.select().from(newsletterSends).where(eq(newsletterSends.id, send!.id)))[0]!.status).toBe("done");
  });
});
