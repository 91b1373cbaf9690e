import { createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { users } from "../db/schema.js";
import type { Mailer } from "../mail/mailer.js";
import { checkAccountInput } from "./account-input.js";
import { normaliseEmail, refuseLostSignUpRace, refuseRegisteredEmail } from "./duplicate-account.js";
import { limitMailRequests } from "./mail-requests.js";
import { failedSignInsMail } from "./mails.js";
import { CLIENT_IP_HEADER } from "./origins.js";
import { checkPasswordRecheckAllowed, recordPasswordRecheckFailure } from "./password-recheck-guard.js";
import { refuseCommonPassword } from "./password-policy.js";
import { AUTH_PATHS } from "./paths.js";
import { checkSignInAllowed, recordSignInFailure, recordSignInSuccess } from "./sign-in-guard.js";

// The account policy this product adds to Better Auth, as one table per
// phase: which named checks run before (and after) which endpoint. Each
// check is its own module with its own tests.

type Body = Record<string, unknown>;
interface Request {
  body: Body;
  ip: string;
  /** The signed-in member's id, read on demand (one session lookup). */
  userId: () => Promise<string | null>;
}
/** What the checks may use besides the database. */
export interface PolicyDeps {
  db: Db;
  /** Account mail, limited per recipient. */
  mail: Mailer;
  /** The site's login page, for links in mail. */
  loginUrl: string;
}
type Before = (deps: PolicyDeps, request: Request) => Promise<void> | void;
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
    await refuseRegisteredEmail(db, text(body.email));
  },
  [AUTH_PATHS.resetPassword]: (_db, { body }) => refuseCommonPassword(body.newPassword),
  [AUTH_PATHS.requestPasswordReset]: ({ db }, { body }) => limitMailRequests(db, text(body.email)),
  [AUTH_PATHS.sendVerificationEmail]: ({ db }, { body }) => limitMailRequests(db, text(body.email)),
  [AUTH_PATHS.signIn]: ({ db }, { body, ip }) => checkSignInAllowed(db, text(body.email), ip),
  [AUTH_PATHS.verifyPassword]: (deps, request) => recheckAllowed(deps, request),
  [AUTH_PATHS.changePassword]: async (deps, request) => {
    refuseCommonPassword(request.body.newPassword);
    await recheckAllowed(deps, request);
  },
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
  [AUTH_PATHS.signIn]: async (deps, { body, ip }, { failed, status }) => {
    const email = text(body.email);
    if (!failed) return recordSignInSuccess(deps.db, email, ip);
    if (status === 401 && (await recordSignInFailure(deps.db, email, ip))) await tellOwner(deps, email);
  },
  [AUTH_PATHS.verifyPassword]: recheckFailed,
  [AUTH_PATHS.changePassword]: recheckFailed,
};

/** Mails the owner of `email`, if it has an account, that many sign-ins failed. */
async function tellOwner({ db, mail, loginUrl }: PolicyDeps, email: string): Promise<void> {
  const [owner] = await db.select({ email: users.email }).from(users).where(eq(users.email, normaliseEmail(email))).limit(1);
  if (owner) await mail.send(failedSignInsMail(owner.email, loginUrl));
}

/** Better Auth's `hooks` option: the policy above, keyed by endpoint path. */
export function accountPolicyHooks(deps: PolicyDeps) {
  type Ctx = Parameters<typeof getSessionFromCtx>[0];
  const request = (ctx: Ctx, body: unknown = ctx.body): Request => ({
    body: (body && typeof body === "object" ? body : {}) as Body,
    ip: ctx.headers?.get(CLIENT_IP_HEADER) ?? "unknown",
    userId: async () => (await getSessionFromCtx(ctx))?.user.id ?? null,
  });
  return {
    before: createAuthMiddleware(async (ctx) => {
      const body = checkAccountInput(ctx.path, ctx.body, ctx.query);
      await before[ctx.path]?.(deps, request(ctx, body ?? ctx.body));
      // Better Auth goes on with the body as the shared schema normalised it.
      if (body) return { context: { body } };
    }),
    after: createAuthMiddleware(async (ctx) => {
      const check = after[ctx.path];
      if (!check) return;
      const returned = ctx.context.returned;
      const failed = isAPIError(returned);
      await check(deps, request(ctx), failed ? { failed, returned, status: returned.statusCode, code: (returned.body as { code?: string } | undefined)?.code } : { failed, returned });
    }),
  };
}
