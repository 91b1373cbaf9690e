import { passkey } from "@better-auth/passkey";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { isAPIError } from "better-auth/api";
import { betterAuth } from "better-auth/minimal";
import { twoFactor } from "better-auth/plugins/two-factor";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";

import { AUTH_BASE_PATH, AUTH_PATHS } from "../../shared/paths.js";
import type { Config } from "../config.js";
import type { Db } from "../db/client.js";
import { accounts, authRateLimits, passkeys, sessions, twoFactors, users, verifications } from "../db/schema.js";
import { loggableError, scrubParams } from "../http/db-errors.js";
import type { Mailer } from "../mail/mailer.js";
import { countPerRecipient, limitPerRecipient } from "../mail/recipient-limit.js";
import type { CertifyJob } from "../modules/assignments/completion.js";
import { joinByDomain } from "../modules/orgs/domains.js";
import { ssoDeps } from "../modules/sso/deps.js";
import { accountPolicyHooks, PASSKEY_CHALLENGE_COOKIE } from "./account-hooks.js";
import { generateBackupCodes } from "./backup-codes.js";
import { authCookieName } from "./cookie-names.js";
import { refuseTakenEmail } from "./email-in-use.js";
import { changeEmailMail, passwordResetMail, verificationMail } from "./mails.js";
import { CLIENT_IP_HEADER, passkeyRpId, trustedOrigins } from "./origins.js";
import { requirePersonVerified } from "./passkey-refusals.js";
import { authRateLimitStorage, endpointPatterns } from "./rate-limit-storage.js";
import type { SecondFactorApi } from "./second-factor.js";
import { securityNotices, type HeldNoticesJob, type SecurityNotices } from "./security-notices.js";
import { ssoCallback } from "./sso-callback.js";
import { twoFactorNotices } from "./two-factor-notices.js";

const DAY = 24 * 60 * 60;
const APP_NAME = "Lead or Be Led";

interface AuthDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  secret: string;
  log: FastifyBaseLogger;
  /** The job that sends security notices the per-address limit held back (background.ts). */
  heldNotices: HeldNoticesJob;
  /** Certificates for what a person joining an organisation (by domain or single sign-on) had already done. */
  certify: CertifyJob;
}

/**
 * Every write to a user: an address change checked against the others first,
 * a notice when two-factor sign-in goes on or off, and, when the write
 * verifies an address (or changes it to a verified one), joining the
 * organisation that holds its domain. Only such a write joins: a person an
 * organisation removed is not put back by their next change of name.
 */
function userUpdateHooks(notify: SecurityNotices, db: Db, certify: CertifyJob, log: FastifyBaseLogger) {
  const notices = twoFactorNotices(notify);
  const refuseTaken = refuseTakenEmail(db);
  const { before, after } = notices.user.update;
  const verifyingWrites = new WeakSet<object>();
  return {
    user: {
      update: {
        before: async (data: Record<string, unknown>, context: Parameters<typeof before>[1] & Parameters<typeof refuseTaken>[1]) => {
          await refuseTaken(data, context);
          if (context && (data.emailVerified === true || typeof data.email === "string")) verifyingWrites.add(context);
          return before(data, context);
        },
        after: async (
          user: { id: string; email: string; emailVerified?: boolean | null; twoFactorEnabled?: boolean | null },
          context: Parameters<typeof after>[1],
        ) => {
          await after(user, context);
          if (!context || !verifyingWrites.has(context)) return;
          verifyingWrites.delete(context);
          if (!user.emailVerified) return;
          // The address is verified either way: a failed join must not fail its verification (modules/orgs/domains.ts).
          await joinByDomain(db, certify, { id: user.id, email: user.email, emailVerified: true }).catch((error: unknown) =>
            log.error({ err: loggableError(error) }, "joining an organisation by domain failed"),
          );
        },
      },
    },
  };
}

export function createAuth({ config, db, mailer, secret, log, heldNotices, certify }: AuthDeps) {
  const origins = trustedOrigins(config);
  const cookieName = (name: string) => authCookieName(config.secure, name);
  // Every account mail counts toward the per-address limit (mail/recipient-limit.ts). Over it, most are dropped;
  // security notices are held and sent merged when the window ends (auth/security-notices.ts); a reset link is
  // refused where it is asked for, with the wait, and one that is not refused is sent (auth/mail-requests.ts).
  const accountMail = limitPerRecipient(mailer, db, log);
  const notices = securityNotices({ db, mailer, held: heldNotices, log });
  const resetLinks = countPerRecipient(mailer, db);
  // Known once the endpoints exist (below): rate-limit keys use their patterns.
  let patternOf: (path: string) => string = () => "/*";
  // The second-factor checks of sensitive changes call Better Auth's own endpoints (auth/second-factor.ts).
  let api: SecondFactorApi | null = null;
  const passkeyParty = { rpID: passkeyRpId(config), origins };
  const auth = betterAuth({
    appName: APP_NAME,
    baseURL: origins[0],
    basePath: AUTH_BASE_PATH,
    secret,
    trustedOrigins: origins,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: authRateLimits,
        twoFactor: twoFactors,
        passkey: passkeys,
      },
    }),
    // Authenticator-app codes (TOTP) with single-use backup codes; a device
    // may be trusted for 30 days (docs/decisions/030).
    plugins: [
      twoFactor({
        issuer: APP_NAME,
        trustDeviceMaxAge: 30 * DAY,
        // Capitals without look-alikes, accepted in any case (auth/backup-codes.ts).
        backupCodeOptions: { amount: 10, storeBackupCodes: "encrypted", customBackupCodesGenerate: () => generateBackupCodes(10) },
        // Ten wrong codes in a row lock code checks for 15 minutes, on top of the sign-in limits.
        accountLockout: { enabled: true, maxFailedAttempts: 10, durationSeconds: 15 * 60 },
      }),
      // Passkeys: added by a signed-in member (with the password, auth/account-hooks.ts),
      // then a password-free sign-in (docs/decisions/056). The answer must come
      // from one of the site's own origins, for the site's host name.
      passkey({
        rpID: passkeyParty.rpID,
        rpName: APP_NAME,
        origin: passkeyParty.origins,
        // Discoverable credentials only: sign-in asks for no e-mail, so the
        // authenticator must find the account's passkey by itself.
        authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
        advanced: { webAuthnChallengeCookie: PASSKEY_CHALLENGE_COOKIE },
        authentication: { afterVerification: async ({ verification }) => requirePersonVerified(verification.authenticationInfo.userVerified) },
      }),
      // Sign-in through an organisation's identity provider: its callback (docs/decisions/099).
      ssoCallback(ssoDeps(db, config, secret, origins[0]!, certify), config.secure),
    ],
    databaseHooks: userUpdateHooks(notices, db, certify, log),
    user: {
      additionalFields: {
        // Never settable from sign-up or profile updates: only the CLI grants it.
        isAdmin: { type: "boolean", required: false, defaultValue: false, input: false },
      },
      // The new address gets a link; the address changes only when it is used.
      // The old address is told at once (auth/account-hooks.ts).
      changeEmail: { enabled: true },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      // With real mail, an address must be proven before it can sign in.
      requireEmailVerification: mailer.mode === "smtp",
      // The spec sends a new member to /login after sign-up.
      autoSignIn: false,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => resetLinks.send(passwordResetMail(user, url)),
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: DAY,
      // Sent for a sign-up, and for a change of address (then to the new one, before the account has it).
      sendVerificationEmail: async ({ user, url }) => {
        const [stored] = await db.select({ email: users.email }).from(users).where(eq(users.id, user.id)).limit(1);
        await accountMail.send(stored && stored.email !== user.email.toLowerCase() ? changeEmailMail(user.email, url) : verificationMail(user, url));
      },
    },
    session: {
      // Sliding expiry: a session used at least once a day lives on for a week.
      expiresIn: 7 * DAY,
      updateAge: DAY,
      // Every request reads the session row, so logout and revocation take effect at once.
      cookieCache: { enabled: false },
    },
    rateLimit: {
      enabled: true,
      customStorage: authRateLimitStorage(db, () => patternOf),
      window: 60,
      max: 100,
      customRules: {
        [AUTH_PATHS.signIn]: { window: 60, max: config.signinRateLimit },
        [AUTH_PATHS.signUp]: { window: 60 * 60, max: config.signupRateLimit },
        [AUTH_PATHS.requestPasswordReset]: { window: 15 * 60, max: 5 },
        [AUTH_PATHS.resetPassword]: { window: 15 * 60, max: 10 },
        [AUTH_PATHS.sendVerificationEmail]: { window: 15 * 60, max: 5 },
        // Both check the member's password again: limited like sign-in
        // (failures are counted per account too, auth/password-recheck-guard.ts).
        [AUTH_PATHS.verifyPassword]: { window: 60, max: config.signinRateLimit },
        [AUTH_PATHS.changePassword]: { window: 60, max: config.signinRateLimit },
        [AUTH_PATHS.changeEmail]: { window: 60, max: config.signinRateLimit },
        // Codes: the plugin's own 3 per 10 s would stop a member who mistypes
        // once during set-up; wrong codes are limited like passwords instead
        // (auth/account-hooks.ts), and the plugin locks code checks after 10 in a row.
        "/two-factor/*": { window: 60, max: config.signinRateLimit },
        // A passkey sign-in, and adding one (which checks the password), are limited like sign-in.
        [AUTH_PATHS.passkeyVerifyAuthentication]: { window: 60, max: config.signinRateLimit },
        [AUTH_PATHS.passkeyVerifyRegistration]: { window: 60, max: config.signinRateLimit },
        // Every open tab re-reads its session every 30 s; many members behind
        // one office NAT must not be signed out by a per-IP limit on a read.
        [AUTH_PATHS.getSession]: false,
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: false,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", path: "/", secure: config.secure },
      cookies: {
        session_token: { name: cookieName("session_token") },
        session_data: { name: cookieName("session_data") },
        dont_remember: { name: cookieName("dont_remember") },
        two_factor: { name: cookieName("two_factor") },
        trust_device: { name: cookieName("trust_device") },
        [PASSKEY_CHALLENGE_COOKIE]: { name: cookieName(PASSKEY_CHALLENGE_COOKIE) },
      },
    },
    // Better Auth's own messages go to our log, scrubbed like ours: only the
    // message and the scrubbed errors, never the raw arguments (they can hold
    // query parameters such as session tokens).
    logger: {
      level: "warn",
      log: (level, message, ...args) => {
        const errors = args.filter((a) => a instanceof Error).map(loggableError);
        log[level === "debug" ? "debug" : level]({ source: "better-auth", ...(errors.length ? { errors } : {}) }, scrubParams(message));
      },
    },
    // Refusals (4xx) are the client's business, not errors of ours: debug
    // only. Anything else goes to our log, scrubbed (Better Auth would print
    // every refusal to the console as an error).
    onAPIError: {
      onError: (error) => {
        const status = isAPIError(error) ? error.statusCode : 500;
        if (status < 500) log.debug({ source: "better-auth", status, message: (error as Error).message }, "account API refusal");
        else log.error({ source: "better-auth", error: loggableError(error) }, "account API error");
      },
    },
    telemetry: { enabled: false },
    hooks: accountPolicyHooks({
      db,
      mail: accountMail,
      notices,
      loginUrl: `${origins[0]}/login`,
      passkey: passkeyParty,
      secondFactor: () => {
        if (!api) throw new Error("account API not ready");
        return api;
      },
    }),
  });
  api = auth.api;
  patternOf = endpointPatterns(Object.values(auth.api).flatMap((endpoint) => ("path" in endpoint && typeof endpoint.path === "string" ? [endpoint.path] : [])));
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
