import { SSO_FAILURES, type SsoFailure } from "../../../shared/sso.js";

/**
 * A sign-in through a provider that cannot go on: `failure` picks the message
 * the person sees (shared/sso.ts); `detail` says exactly what went wrong, for
 * the owner's test result and the activity log (never a secret or a token).
 */
export class SsoError extends Error {
  constructor(
    readonly failure: SsoFailure,
    readonly detail: string,
  ) {
    super(SSO_FAILURES[failure]);
    this.name = "SsoError";
  }
}
