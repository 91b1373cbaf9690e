import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config.js";
import { loggableError, scrubParams } from "../http/db-errors.js";
import type { Db } from "../db/client.js";
import { accounts, authRateLimits, sessions, users, verifications } from "../db/schema.js";
import type { Mailer } from "../mail/mailer.js";
import { isCommonPassword } from "./common-passwords.js";
import { checkSignInAllowed, recordSignInFailure, clearSignInFailures } from "./sign-in-guard.js";
import { passwordResetMail, verificationMail } from "./mails.js";
import { CLIENT_IP_HEADER, trustedOrigins } from "./origins.js";

export const COMMON_PASSWORD_MESSAGE = "This password is too common. Please choose a less predictable one.";
export const USER_EXISTS_CODE = "USER_ALREADY_EXISTS";

const DAY = 24 * 60 * 60;

export interface AuthDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  secret: string;
  log: FastifyBaseLogger;
}

export function createAuth({ config, db, mailer, secret, log }: AuthDeps) {
  const origins = trustedOrigins(config);
  const cookieName = (name: string) => (config.secure ? `__Host-lobl.${name}` : `lobl.${name}`);
  return betterAuth({
    appName: "Lead or Be Led",
    baseURL: origins[0],
    basePath: "/api/auth",
    secret,
    trustedOrigins: origins,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: users, session: sessions, account: accounts, verification: verifications, rateLimit: authRateLimits },
    }),
    user: {
      additionalFields: {
        // Never settable from sign-up or profile updates: only the CLI grants it.
        isAdmin: { type: "boolean", required: false, defaultValue: false, input: false },
      },
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
      sendResetPassword: async ({ user, url }) => mailer.send(passwordResetMail(user, url)),
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: DAY,
      sendVerificationEmail: async ({ user, url }) => mailer.send(verificationMail(user, url)),
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
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 60, max: config.signinRateLimit },
        "/sign-up/email": { window: 60 * 60, max: config.signupRateLimit },
        "/request-password-reset": { window: 15 * 60, max: 5 },
        "/reset-password": { window: 15 * 60, max: 10 },
        "/send-verification-email": { window: 15 * 60, max: 5 },
        // Every open tab re-reads its session every 30 s; many members behind
        // one office NAT must not be signed out by a per-IP limit on a read.
        "/get-session": false,
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
    telemetry: { enabled: false },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        if (ctx.path === "/sign-up/email" || ctx.path === "/reset-password") {
          const password = body.password ?? body.newPassword;
          if (typeof password === "string" && isCommonPassword(password)) {
            throw new APIError("BAD_REQUEST", { message: COMMON_PASSWORD_MESSAGE, code: "PASSWORD_TOO_COMMON" });
          }
        }
        if (ctx.path === "/sign-up/email" && typeof body.email === "string") {
          // The spec's "User already exists" notice needs a distinct answer, in both mail modes.
          const existing = await db.query.users.findFirst({ where: (u, { eq }) => eq(u.email, (body.email as string).trim().toLowerCase()), columns: { id: true } });
          if (existing) {
            throw new APIError("UNPROCESSABLE_ENTITY", { message: "An account with this email already exists.", code: USER_EXISTS_CODE });
          }
        }
        if (ctx.path === "/sign-in/email") {
          await checkSignInAllowed(db, String(body.email ?? ""), clientIp(ctx.headers));
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== "/sign-in/email") return;
        const email = String((ctx.body as Record<string, unknown> | undefined)?.email ?? "");
        const returned = ctx.context.returned;
        if (isAPIError(returned) && returned.statusCode === 401) {
          await recordSignInFailure(db, email, clientIp(ctx.headers));
        } else if (!isAPIError(returned)) {
          await clearSignInFailures(db, email);
        }
      }),
    },
  });
}

function clientIp(headers: Headers | undefined): string {
  return headers?.get(CLIENT_IP_HEADER) ?? "unknown";
}

export type Auth = ReturnType<typeof createAuth>;
