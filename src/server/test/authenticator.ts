import type { TOTP } from "otpauth";

const PERIOD_MS = 30_000;
const lastStep = new WeakMap<TOTP, number>();

/**
 * The next code an authenticator app would show that the server has not
 * taken yet: the server takes each 30-second step once (auth/totp-replay.ts)
 * and accepts the step after now, so a test gets two codes per step without
 * waiting. A third within one step is a test that needs a backup code.
 */
export function nextCode(totp: TOTP): string {
  const now = Math.floor(Date.now() / PERIOD_MS);
  const step = Math.max(now, (lastStep.get(totp) ?? -Infinity) + 1);
  if (step > now + 1) throw new Error("a third authenticator code within one 30-second step: the server would refuse it");
  lastStep.set(totp, step);
  return totp.generate({ timestamp: step * PERIOD_MS });
}
