import { createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import { symmetricDecrypt } from "better-auth/crypto";
import { eq } from "drizzle-orm";

import { AUTH_PATHS } from "../../shared/paths.js";
import type { Db } from "../db/client.js";
import { users } from "../db/schema.js";
import type { Mailer } from "../mail/mailer.js";
import { checkAccountInput } from "./account-input.js";
import { storedBackupCode } from "./backup-codes.js";
import { describeDevice } from "./device-name.js";
import { normaliseEmail, refuseLostSignUpRace, refuseRegisteredEmail } from "./duplicate-account.js";
import { limitMailRequests } from "./mail-requests.js";
import { failedSignInsMail, type SecurityEvent } from "./mails.js";
import { CLIENT_IP_HEADER } from "./origins.js";
import { checkPasskeyAnswer, refusePasskeyRegistration, refusePasskeySignIn, type PasskeyParty } from "./passkey-refusals.js";
import { refuseCommonPassword } from "./password-policy.js";
import { checkPasswordRecheckAllowed, recordPasswordRecheckFailure } from "./password-recheck-guard.js";
import { invalidPassword, requireSecondFactor, type SecondFactorApi } from "./second-factor.js";
import type { SecurityNotices } from "./security-notices.js";
import { checkSignInAllowed, recordSignInFailure, recordSignInSuccess } from "./sign-in-guard.js";
import { refuseResetWhereSsoRequired, refuseSessionWhereSsoRequired, refuseWhereSsoRequired } from "./sso-required.js";
import { claimTotpStep, TOTP_CODE_USED } from "./totp-replay.js";

// The account policy this product adds to Better Auth, as one table per
// phase: which named checks run before (and after) which endpoint. Each
// check is its own module with its own tests.

type Body = Record<string, unknown>;
interface Member {
  id: string;
  email: string;
}
interface Request {
  body: Body;
  ip: string;
  headers: Headers;
  /** The signed-in member's id, read on demand (one session lookup). */
  userId: () => Promise<string | null>;
  /** The signed-in member, read on demand. */
  member: () => Promise<Member | null>;
  /** Between password and second factor: the member whose sign-in waits for a code (from the two-factor cookie). */
  pendingSignIn: () => Promise<Member | null>;
  /** True when `password` is the signed-in member's password. */
  passwordMatches: (password: unknown) => Promise<boolean>;
  /** The challenge of the member's pending passkey registration (from the passkey plugin's signed cookie), or null. */
  passkeyChallenge: () => Promise<string | null>;
  /** Better Auth's decryption of a stored secret (a two-factor secret). */
  decrypt: (data: string) => Promise<string>;
}
/** What the checks may use besides the database. */
interface PolicyDeps {
  db: Db;
  /** Account mail, limited per recipient. */
  mail: Mailer;
  /** Security notices: limited per recipient too, but held and merged rather than dropped (auth/security-notices.ts). */
  notices: SecurityNotices;
  /** The site's login page, for links in mail. */
  loginUrl: string;
  /** Better Auth's own code checks, for the second factor of sensitive changes (known once the endpoints exist). */
  secondFactor: () => SecondFactorApi;
  /** Where the site's passkeys belong (auth.ts gives the plugin the same). */
  passkey: PasskeyParty;
}
/** A check before an endpoint; it may give the endpoint a body of its own making in place of the one sent. */
type Before = (deps: PolicyDeps, request: Request) => Promise<Body | void> | Body | void;
interface Outcome {
  failed: boolean;
  status?: number;
  code?: string;
  /** What the endpoint answered (its JSON, or the error). */
  returned: unknown;
}
type After = (deps: PolicyDeps, request: Request, outcome: Outcome) => Promise<void>;

const text = (value: unknown) => (typeof value === "string" ? value : "");

const before: Partial<Record<string, Before>> = {
  [AUTH_PATHS.signUp]: async ({ db }, { body }) => {
    refuseCommonPassword(body.password);
    await refuseWhereSsoRequired(db, { email: text(body.email) });
    await refuseRegisteredEmail(db, text(body.email));
  },
  [AUTH_PATHS.resetPassword]: async ({ db }, { body }) => {
    refuseCommonPassword(body.newPassword);
    await refuseResetWhereSsoRequired(db, text(body.token));
  },
  [AUTH_PATHS.requestPasswordReset]: async ({ db }, { body }) => {
    await refuseWhereSsoRequired(db, { email: text(body.email) });
    await limitMailRequests(db, text(body.email), "reset-link");
  },
  [AUTH_PATHS.sendVerificationEmail]: ({ db }, { body }) => limitMailRequests(db, text(body.email), "verification-link"),
  [AUTH_PATHS.signIn]: async ({ db }, { body, ip }) => {
    // Where the organisation signs its people in itself, the password is not a way in (auth/sso-required.ts).
    await refuseWhereSsoRequired(db, { email: text(body.email) });
    await checkSignInAllowed(db, text(body.email), ip);
  },
  [AUTH_PATHS.verifyPassword]: (deps, request) => recheckAllowed(deps, request),
  [AUTH_PATHS.changePassword]: async (deps, request) => {
    refuseCommonPassword(request.body.newPassword);
    await recheckAllowed(deps, request);
  },
  // Moving the account to another address is as sensitive as a new password: the password again.
  // An address the organisation signs in is the organisation's: not moved away from its domain here.
  [AUTH_PATHS.changeEmail]: async (deps, request) => {
    const member = await request.member();
    if (member) await refuseWhereSsoRequired(deps.db, member);
    await recheckPassword(deps, request);
  },
  [AUTH_PATHS.twoFactorEnable]: recheckAllowed,
  [AUTH_PATHS.generateBackupCodes]: recheckAllowed,
  // Turning the second factor off asks for it once more, after the password
  // (so a mistyped password does not use up a right code).
  [AUTH_PATHS.twoFactorDisable]: async (deps, request) => {
    await recheckPassword(deps, request);
    const id = await request.userId();
    if (!id) return;
    try {
      await requireSecondFactor(deps.secondFactor(), request.headers, request.body.code);
    } catch (error) {
      await recordPasswordRecheckFailure(deps.db, id);
      throw error;
    }
  },
  [AUTH_PATHS.verifyTotp]: async (deps, request) => {
    await codeAllowed(deps, request);
    await claimCodeStep(deps, request);
  },
  [AUTH_PATHS.verifyBackupCode]: async (deps, request) => {
    await codeAllowed(deps, request);
    // Typed in any case, with or without the dash: Better Auth is given the stored code it stands for (auth/backup-codes.ts).
    const userId = (await request.userId()) ?? (await request.pendingSignIn())?.id;
    if (!userId || typeof request.body.code !== "string") return;
    return { ...request.body, code: await storedBackupCode(deps.db, { userId, typed: request.body.code, decrypt: request.decrypt }) };
  },
  // A passkey is a new way into the account: the password first, like a new
  // password; then its answer, so a bad one is the member's 400, not the plugin's 500.
  [AUTH_PATHS.passkeyRegisterOptions]: async ({ db }, request) => {
    const member = await request.member();
    if (member) await refuseWhereSsoRequired(db, member);
  },
  [AUTH_PATHS.passkeyVerifyRegistration]: async (deps, request) => {
    const member = await request.member();
    if (member) await refuseWhereSsoRequired(deps.db, member);
    await recheckPassword(deps, request);
    await checkPasskeyAnswer(deps.passkey, request.body.response, await request.passkeyChallenge());
  },
};

/** Checks `body.password` against the signed-in member's, counting a wrong one like any re-check. */
async function recheckPassword(deps: PolicyDeps, request: Request): Promise<void> {
  const id = await request.userId();
  if (!id) return;
  await checkPasswordRecheckAllowed(deps.db, id);
  if (await request.passwordMatches(request.body.password)) return;
  await recordPasswordRecheckFailure(deps.db, id);
  throw invalidPassword();
}

/**
 * A second-factor code is a password by other means: at sign-in it is
 * limited like the password (per e-mail and address, decision record 050);
 * from a signed-in member like a password re-check.
 */
async function codeAllowed(deps: PolicyDeps, request: Request): Promise<void> {
  const pending = (await request.userId()) ? null : await request.pendingSignIn();
  if (pending) await checkSignInAllowed(deps.db, pending.email, request.ip);
  else await recheckAllowed(deps, request);
}

/** An authenticator code is used once: its time step is claimed for the account before Better Auth checks it (auth/totp-replay.ts). */
async function claimCodeStep(deps: PolicyDeps, request: Request): Promise<void> {
  const userId = (await request.userId()) ?? (await request.pendingSignIn())?.id;
  if (!userId) return;
  try {
    await claimTotpStep(deps.db, { userId, code: request.body.code, decrypt: request.decrypt });
  } catch (error) {
    // A code used again counts like a wrong one (the after hooks do not run when a before hook refuses).
    await codeChecked(deps, request, { failed: true, code: TOTP_CODE_USED, returned: error });
    throw error;
  }
}

const WRONG_CODES = new Set(["INVALID_CODE", "INVALID_BACKUP_CODE", TOTP_CODE_USED]);

/** The outcome of a code check: counted toward the sign-in limits at sign-in, else toward the re-check limit. */
async function codeChecked(deps: PolicyDeps, request: Request, { failed, code, returned }: Outcome): Promise<void> {
  const id = await request.userId();
  if (id) {
    if (failed && WRONG_CODES.has(code ?? "")) await recordPasswordRecheckFailure(deps.db, id);
    return;
  }
  if (!failed) {
    const email = (returned as { user?: { email?: unknown } } | undefined)?.user?.email;
    if (typeof email === "string") await recordSignInSuccess(deps.db, email, request.ip);
    return;
  }
  const pending = WRONG_CODES.has(code ?? "") ? await request.pendingSignIn() : null;
  if (pending && (await recordSignInFailure(deps.db, pending.email, request.ip))) await tellOwner(deps, pending.email);
}

/** After a successful change, a notice to the account's address (the address before the change). */
const notice =
  (event: SecurityEvent): After =>
  async ({ notices }, request, { failed }) => {
    if (failed) return;
    const member = await request.member();
    if (member) await notices.send(member.email, event, { at: new Date(), device: describeDevice(request.headers.get("user-agent")) });
  };

async function recheckAllowed({ db }: PolicyDeps, { userId }: Request): Promise<void> {
  const id = await userId();
  if (id) await checkPasswordRecheckAllowed(db, id);
}

/** A wrong password given to a re-check endpoint (Better Auth answers 400 INVALID_PASSWORD). */
async function recheckFailed({ db }: PolicyDeps, { userId }: Request, { failed, code }: Outcome): Promise<void> {
  const id = failed && code === "INVALID_PASSWORD" ? await userId() : null;
  if (id) await recordPasswordRecheckFailure(db, id);
}

const after: Partial<Record<string, After>> = {
  [AUTH_PATHS.signUp]: ({ db }, { body }, outcome) => refuseLostSignUpRace(db, text(body.email), outcome),
  [AUTH_PATHS.signIn]: async (deps, { body, ip }, { failed, status, returned }) => {
    const email = text(body.email);
    // With two-factor sign-in on, the password alone is not a sign-in yet: the code's check records it.
    if (!failed && (returned as { twoFactorRedirect?: unknown } | null)?.twoFactorRedirect === true) return;
    if (!failed) return recordSignInSuccess(deps.db, email, ip);
    if (status === 401 && (await recordSignInFailure(deps.db, email, ip))) await tellOwner(deps, email);
  },
  [AUTH_PATHS.verifyPassword]: recheckFailed,
  [AUTH_PATHS.changePassword]: async (deps, request, outcome) => {
    await recheckFailed(deps, request, outcome);
    await notice("password-changed")(deps, request, outcome);
  },
  [AUTH_PATHS.changeEmail]: notice("email-change-requested"),
  [AUTH_PATHS.twoFactorEnable]: recheckFailed,
  [AUTH_PATHS.twoFactorDisable]: recheckFailed,
  [AUTH_PATHS.generateBackupCodes]: async (deps, request, outcome) => {
    await recheckFailed(deps, request, outcome);
    await notice("backup-codes")(deps, request, outcome);
  },
  [AUTH_PATHS.verifyTotp]: codeChecked,
  [AUTH_PATHS.verifyBackupCode]: codeChecked,
  [AUTH_PATHS.passkeyVerifyRegistration]: async (deps, request, outcome) => {
    if (outcome.failed) return refusePasskeyRegistration(outcome.code, outcome.status);
    await notice("passkey-added")(deps, request, outcome);
  },
  [AUTH_PATHS.passkeyDelete]: notice("passkey-removed"),
  // A passkey sign-in is a sign-in: it makes the address familiar (decision record 050) like a right password.
  [AUTH_PATHS.passkeyVerifyAuthentication]: async ({ db }, { ip }, { failed, code, returned }) => {
    if (failed) return refusePasskeySignIn(code);
    const { user, session } = (returned ?? {}) as { user?: { id?: unknown; email?: unknown }; session?: { token?: unknown } };
    // A passkey made before the organisation required its own sign-in is no way around it: the new session goes.
    if (typeof user?.id === "string" && typeof user.email === "string" && typeof session?.token === "string") {
      await refuseSessionWhereSsoRequired(db, { id: user.id, email: user.email }, session.token);
    }
    if (typeof user?.email === "string") await recordSignInSuccess(db, user.email, ip);
  },
};

/** Mails the owner of `email`, if it has an account, that many sign-ins failed. */
async function tellOwner({ db, mail, loginUrl }: PolicyDeps, email: string): Promise<void> {
  const [owner] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.email, normaliseEmail(email)))
    .limit(1);
  if (owner) await mail.send(failedSignInsMail(owner.email, loginUrl));
}

/** The member whose sign-in waits for a second factor: Better Auth's signed two-factor cookie names the challenge, the challenge the member. */
async function pendingSignIn(ctx: Parameters<typeof getSessionFromCtx>[0]): Promise<Member | null> {
  const challenge = await ctx.getSignedCookie(ctx.context.createAuthCookie(TWO_FACTOR_COOKIE).name, ctx.context.secret);
  if (!challenge) return null;
  const value = await ctx.context.internalAdapter.findVerificationValue(challenge);
  const user = value ? await ctx.context.internalAdapter.findUserById(value.value) : null;
  return user ? { id: user.id, email: user.email } : null;
}

/** Better Auth's two-factor plugin's cookie name (plugins/two-factor/constant). */
const TWO_FACTOR_COOKIE = "two_factor";

/** The passkey plugin's challenge cookie, as auth.ts names it. */
export const PASSKEY_CHALLENGE_COOKIE = "passkey_challenge";

/** The expected challenge of a pending passkey registration, read (not used up) as the plugin will read it. */
async function passkeyChallenge(ctx: Parameters<typeof getSessionFromCtx>[0]): Promise<string | null> {
  const token = await ctx.getSignedCookie(ctx.context.createAuthCookie(PASSKEY_CHALLENGE_COOKIE).name, ctx.context.secret);
  const stored = token ? await ctx.context.internalAdapter.findVerificationValue(token) : null;
  if (!stored || stored.expiresAt.getTime() < Date.now()) return null;
  try {
    const value = JSON.parse(stored.value) as { type?: unknown; expectedChallenge?: unknown };
    return value.type === "registration" && typeof value.expectedChallenge === "string" ? value.expectedChallenge : null;
  } catch {
    return null;
  }
}

/** Better Auth's `hooks` option: the policy above, keyed by endpoint path. */
export function accountPolicyHooks(deps: PolicyDeps) {
  type Ctx = Parameters<typeof getSessionFromCtx>[0];
  const request = (ctx: Ctx, body: unknown = ctx.body): Request => {
    const member = async () => {
      const user = (await getSessionFromCtx(ctx))?.user;
      return user ? { id: user.id, email: user.email } : null;
    };
    return {
      body: (body && typeof body === "object" ? body : {}) as Body,
      ip: ctx.headers?.get(CLIENT_IP_HEADER) ?? "unknown",
      headers: ctx.headers ?? new Headers(),
      userId: async () => (await member())?.id ?? null,
      member,
      pendingSignIn: () => pendingSignIn(ctx),
      passkeyChallenge: () => passkeyChallenge(ctx),
      decrypt: (data) => symmetricDecrypt({ key: ctx.context.secretConfig, data }),
      passwordMatches: async (password) => {
        const id = (await member())?.id;
        if (!id || typeof password !== "string" || !password) return false;
        const hash = (await ctx.context.internalAdapter.findCredentialAccount(id))?.password;
        return hash ? ctx.context.password.verify({ hash, password }) : false;
      },
    };
  };
  return {
    before: createAuthMiddleware(async (ctx) => {
      const body = checkAccountInput(ctx.path, ctx.body, ctx.query);
      const replaced = await before[ctx.path]?.(deps, request(ctx, body ?? ctx.body));
      // Better Auth goes on with the body as the shared schema normalised it, or as the check remade it.
      const next = replaced ?? body;
      if (next) return { context: { body: next } };
    }),
    after: createAuthMiddleware(async (ctx) => {
      const check = after[ctx.path];
      if (!check) return;
      const returned = ctx.context.returned;
      const failed = isAPIError(returned);
      await check(
        deps,
        request(ctx),
        failed ? { failed, returned, status: returned.statusCode, code: (returned.body as { code?: string } | undefined)?.code } : { failed, returned },
      );
    }),
  };
}
