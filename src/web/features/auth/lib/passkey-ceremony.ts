import { AUTH_PATHS, authUrl } from "../../../../shared/paths.js";
import { refusalMessage } from "../../../lib/auth-error-message.js";

// Password-free sign-in with a passkey (Better Auth's passkey plugin,
// docs/decisions/056), without React: the login form's button and the
// browser's own offer in the e-mail field's autofill (conditional UI: the
// field says autocomplete="username webauthn") run it, in the app
// (passkey-sign-in.tsx) and on the login page's island (islands/login.ts).
// It calls the plugin's two endpoints with plain fetch and the WebAuthn
// helpers (loaded on use) rather than loading Better Auth's client
// (decision record 059); the caller then reads the new session.

const loadWebAuthn = () => import("@simplewebauthn/browser");

/** The plugin's endpoints, under Better Auth's base path. */
const OPTIONS_URL = authUrl(AUTH_PATHS.passkeyAuthenticateOptions);
const VERIFY_URL = authUrl(AUTH_PATHS.passkeyVerifyAuthentication);

export type PasskeyOutcome = { signedIn: true } | { signedIn: false; message: string | null };

const NETWORK = "Could not reach the server. Check your connection and try again.";

/** What the button says when no passkey was used and the browser gave no reason. */
export const NO_PASSKEY_USED = "No passkey was used. Try again, or log in with your password.";

/** One passkey sign-in; `message` is null when the browser's ceremony was cancelled or replaced (nothing to tell). */
export async function signInWithPasskey(autoFill: boolean): Promise<PasskeyOutcome> {
  try {
    return await passkeyCeremony(autoFill);
  } catch {
    return { signedIn: false, message: autoFill ? null : NETWORK };
  }
}

async function passkeyCeremony(autoFill: boolean): Promise<PasskeyOutcome> {
  const { startAuthentication } = await loadWebAuthn();
  const options = await fetch(OPTIONS_URL, { credentials: "same-origin" });
  // The autofill offer is the page's own idea: until a passkey is chosen, its failures are not the member's to hear about.
  if (!options.ok) return { signedIn: false, message: autoFill ? null : await refusalMessage(options) };
  let answer;
  try {
    answer = await startAuthentication({ optionsJSON: await options.json(), useBrowserAutofill: autoFill });
  } catch {
    return { signedIn: false, message: null };
  }
  const verified = await fetch(VERIFY_URL, {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ response: answer }),
  });
  return verified.ok ? { signedIn: true } : { signedIn: false, message: await refusalMessage(verified) };
}

/**
 * Offers the member's passkeys in the e-mail field's autofill, while its
 * form is shown: `onSignedIn` when one is used, `onRefused` with the
 * server's reason when it was not accepted. Returns the function that stops
 * the offer (the browser waits for a choice until told otherwise).
 */
export function offerPasskeyAutofill(onSignedIn: () => Promise<void>, onRefused: (message: string) => void): () => void {
  let live = true;
  let started = false;
  void (async () => {
    const { browserSupportsWebAuthnAutofill } = await loadWebAuthn();
    if (!live || !(await browserSupportsWebAuthnAutofill()) || !live) return;
    started = true;
    const outcome = await signInWithPasskey(true);
    if (!live) return;
    if (outcome.signedIn) await onSignedIn();
    else if (outcome.message) onRefused(outcome.message);
  })();
  return () => {
    live = false;
    if (started) void loadWebAuthn().then(({ WebAuthnAbortService }) => WebAuthnAbortService.cancelCeremony());
  };
}
