import type { SessionUser } from "../auth/guards.js";
import type { Config } from "../config.js";

// With REQUIRE_ADMIN_2FA (on by default in production), an admin account
// without two-factor sign-in gets no admin answer: a stolen password alone
// must not open the admin tools (docs/decisions/032). Read from the session's
// user, which the session cache drops the moment the user row changes
// (docs/decisions/026), so turning it on takes effect at once.

export const ADMIN_TWO_FACTOR_MESSAGE = "Turn on two-factor sign-in on your account page before using the admin tools.";

/** True when this admin must set up two-factor sign-in before the admin API answers them. */
export function adminNeedsTwoFactor(config: Pick<Config, "requireAdmin2fa">, user: SessionUser): boolean {
  return config.requireAdmin2fa && user.isAdmin && !user.twoFactorEnabled;
}
