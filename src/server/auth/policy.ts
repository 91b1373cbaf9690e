import { createAuthMiddleware, isAPIError } from "better-auth/api";
import type { Db } from "../db/client.js";
import { checkAccountInput } from "./account-input.js";
import { CLIENT_IP_HEADER } from "./origins.js";
import { refuseRegisteredEmail } from "./duplicate-account.js";
import { limitMailRequests } from "./mail-requests.js";
import { refuseCommonPassword } from "./password-policy.js";
import { AUTH_PATHS } from "./paths.js";
import { checkSignInAllowed, clearSignInFailures, recordSignInFailure } from "./sign-in-guard.js";

// The account policy this product adds to Better Auth, as one table per
// phase: which named checks run before (and after) which endpoint. Each
// check is its own module with its own tests.

type Body = Record<string, unknown>;
interface Request {
  body: Body;
  ip: string;
}
type Before = (db: Db, request: Request) => Promise<void> | void;
type After = (db: Db, request: Request, outcome: { failed: boolean; status?: number }) => Promise<void>;

const text = (value: unknown) => (typeof value === "string" ? value : "");

const before: Partial<Record<string, Before>> = {
  [AUTH_PATHS.signUp]: async (db, { body }) => {
    refuseCommonPassword(body.password);
    await refuseRegisteredEmail(db, text(body.email));
  },
  [AUTH_PATHS.resetPassword]: (_db, { body }) => refuseCommonPassword(body.newPassword),
  [AUTH_PATHS.requestPasswordReset]: (db, { body }) => limitMailRequests(db, text(body.email)),
  [AUTH_PATHS.sendVerificationEmail]: (db, { body }) => limitMailRequests(db, text(body.email)),
  [AUTH_PATHS.signIn]: (db, { body, ip }) => checkSignInAllowed(db, text(body.email), ip),
};

const after: Partial<Record<string, After>> = {
  [AUTH_PATHS.signIn]: async (db, { body, ip }, { failed, status }) => {
    if (failed && status === 401) await recordSignInFailure(db, text(body.email), ip);
    else if (!failed) await clearSignInFailures(db, text(body.email));
  },
};

/** Better Auth's `hooks` option: the policy above, keyed by endpoint path. */
export function accountPolicyHooks(db: Db) {
  const request = (ctx: { body?: unknown; headers?: Headers }): Request => ({
    body: (ctx.body && typeof ctx.body === "object" ? ctx.body : {}) as Body,
    ip: ctx.headers?.get(CLIENT_IP_HEADER) ?? "unknown",
  });
  return {
    before: createAuthMiddleware(async (ctx) => {
      const body = checkAccountInput(ctx.path, ctx.body, ctx.query);
      await before[ctx.path]?.(db, request(body ? { ...ctx, body } : ctx));
      // Better Auth goes on with the body as the shared schema normalised it.
      if (body) return { context: { body } };
    }),
    after: createAuthMiddleware(async (ctx) => {
      const check = after[ctx.path];
      if (!check) return;
      const returned = ctx.context.returned;
      const failed = isAPIError(returned);
      await check(db, request(ctx), { failed, status: failed ? returned.statusCode : undefined });
    }),
  };
}
