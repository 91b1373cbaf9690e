import { APIError } from "better-auth/api";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";

import type { Db } from "../db/client.js";
import { twoFactors } from "../db/schema.js";

// An authenticator code is used once (ASVS 5.0 6.5.1). Better Auth's
// two-factor plugin accepts any code of the current 30-second step or the
// one either side of it, as often as it is sent; so before its check, the
// step the code belongs to is claimed for the account, and a step at or
// before the last claimed one is refused. The claim is one conditional
// UPDATE, so two requests with the same code cannot both win, on one
// instance or several.

/** Better Auth's TOTP settings (its defaults, which auth.ts keeps). */
const PERIOD = 30;
const DIGITS = 6;
/** Steps either side of now that a code may belong to, as Better Auth accepts. */
const WINDOW = 1;

export const TOTP_CODE_USED = "TOTP_CODE_USED";
export const TOTP_CODE_USED_MESSAGE = "That code has been used already. Wait for the next code in your authenticator app.";

/** The time step `code` belongs to for `secret`, or null when it is no code of the window. */
export function totpStepOf(secret: string, code: string, now = Date.now()): number | null {
  // Better Auth keys the HMAC with the stored secret's UTF-8 bytes.
  const totp = new TOTP({ secret: new Secret({ buffer: new TextEncoder().encode(secret).buffer as ArrayBuffer }), digits: DIGITS, period: PERIOD });
  const delta = totp.validate({ token: code, timestamp: now, window: WINDOW });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD) + delta;
}

interface ClaimInput {
  userId: string;
  code: unknown;
  /** Better Auth's decryption of the stored secret (its secret configuration). */
  decrypt: (data: string) => Promise<string>;
}

/**
 * Claims the step of an authenticator code for the account, or throws 401
 * TOTP_CODE_USED when that step was used already. A wrong code, or an
 * account without two-factor sign-in, is left to Better Auth's own check.
 */
export async function claimTotpStep(db: Db, { userId, code, decrypt }: ClaimInput): Promise<void> {
  if (typeof code !== "string" || !/^\d{6}$/.test(code)) return;
  const [row] = await db.select({ secret: twoFactors.secret }).from(twoFactors).where(eq(twoFactors.userId, userId));
  if (!row) return;
  const step = totpStepOf(await decrypt(row.secret), code);
  if (step === null) return;
  const claimed = await db
    .update(twoFactors)
    .set({ totpLastStep: step })
    .where(and(eq(twoFactors.userId, userId), or(isNull(twoFactors.totpLastStep), lt(twoFactors.totpLastStep, step))))
    .returning({ id: twoFactors.id });
  if (claimed.length === 0) throw new APIError("UNAUTHORIZED", { code: TOTP_CODE_USED, message: TOTP_CODE_USED_MESSAGE });
}
