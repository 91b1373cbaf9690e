import { verifyRegistrationResponse } from "@simplewebauthn/server";

import { AUTH_ERROR_CODES } from "../../shared/api-error.js";
import { authError } from "./auth-error.js";

// Better Auth's passkey plugin answers with terse codes ("Authentication
// failed", "Passkey not found"), and with a 500 for any new passkey it
// cannot verify, a malformed or foreign answer included. This module gives
// the member clear refusals (docs/decisions/056): a new passkey's answer is
// verified once before the plugin sees it (the same check the plugin makes,
// against the same challenge), so a bad answer is a 400 and the plugin's 500
// is left to real failures; the plugin's other refusals get our words. (The
// status stays the plugin's: Better Auth keeps an endpoint's status when an
// after-hook replaces its answer.)

const SIGN_IN_REFUSED = "This passkey was not accepted. It may have been removed from your account: sign in with your password, or try another passkey.";
const EXPIRED = "The passkey request has expired. Please try again.";
const NOT_VERIFIED = "Your passkey could not be verified, so it was not added. Please try again.";
export const PERSON_NOT_VERIFIED =
  "This passkey did not check that it is you (no PIN, fingerprint or face). Sign in with your password, or use a passkey that asks for one.";

const SIGN_IN: Record<string, string> = {
  PASSKEY_NOT_FOUND: SIGN_IN_REFUSED,
  AUTHENTICATION_FAILED: SIGN_IN_REFUSED,
  CHALLENGE_NOT_FOUND: EXPIRED,
};

const REGISTRATION: Record<string, string> = {
  FAILED_TO_VERIFY_REGISTRATION: NOT_VERIFIED,
  CHALLENGE_NOT_FOUND: "The request to add a passkey has expired. Please try again.",
};

/** Where the site's passkeys belong: the relying party id and the origins an answer may come from. */
export interface PasskeyParty {
  rpID: string;
  origins: string[];
}

/**
 * A passkey signs in with no password and no code, admins included
 * (docs/decisions/056), so only an authenticator that checked the person
 * (user verification: a PIN, a fingerprint, a face) may: a PIN-less security
 * key alone is one stolen object. The plugin asks for verification as
 * "preferred" and does not insist; this does, after its signature check.
 */
export function requirePersonVerified(userVerified: boolean): void {
  if (!userVerified) throw authError(AUTH_ERROR_CODES.PASSKEY_REFUSED, PERSON_NOT_VERIFIED);
}

/** Throws our refusal in place of the plugin's, at a passkey sign-in. */
export function refusePasskeySignIn(code: string | undefined): void {
  const message = code ? SIGN_IN[code] : undefined;
  if (message) throw authError(AUTH_ERROR_CODES.PASSKEY_REFUSED, message);
}

/** Throws our refusal in place of the plugin's refusal (4xx) of a new passkey; server failures keep theirs. */
export function refusePasskeyRegistration(code: string | undefined, status: number | undefined): void {
  const message = code && status !== undefined && status < 500 ? REGISTRATION[code] : undefined;
  if (message) throw authError(AUTH_ERROR_CODES.PASSKEY_NOT_SAVED, message);
}

/** 400 PASSKEY_NOT_SAVED unless `response` answers `challenge` (the pending registration's) for this site. */
export async function checkPasskeyAnswer(party: PasskeyParty, response: unknown, challenge: string | null): Promise<void> {
  if (!challenge) throw authError(AUTH_ERROR_CODES.PASSKEY_NOT_SAVED, REGISTRATION.CHALLENGE_NOT_FOUND!);
  const verified = await verifyRegistrationResponse({
    response: response as Parameters<typeof verifyRegistrationResponse>[0]["response"],
    expectedChallenge: challenge,
    expectedOrigin: party.origins,
    expectedRPID: party.rpID,
    requireUserVerification: false,
  }).then(
    (result) => result.verified,
    () => false,
  );
  if (!verified) throw authError(AUTH_ERROR_CODES.PASSKEY_NOT_SAVED, NOT_VERIFIED);
}
