import { KeyRound } from "lucide-react";
import { useEffect, useEffectEvent, useState } from "react";

import { AUTH_PATHS, authUrl } from "../../../../shared/paths.js";
import { Button } from "../../../components/ui/button.js";
import { authErrorMessage, toastError } from "../../../lib/feedback.js";

// Password-free sign-in with a passkey (Better Auth's passkey plugin,
// docs/decisions/056): a button, and the browser's own offer in the e-mail
// field's autofill where it has one (conditional UI: the field says
// autocomplete="username webauthn"). The autofill offer starts with the
// page, so it calls the plugin's two endpoints with plain fetch and the
// WebAuthn helpers (loaded on use) rather than loading Better Auth's client,
// which the login page loads only when a form is sent (decision record 059);
// the caller then reads the new session.

const loadWebAuthn = () => import("@simplewebauthn/browser");

/** The plugin's endpoints, under Better Auth's base path. */
const OPTIONS_URL = authUrl(AUTH_PATHS.passkeyAuthenticateOptions);
const VERIFY_URL = authUrl(AUTH_PATHS.passkeyVerifyAuthentication);

type Outcome = { signedIn: true } | { signedIn: false; message: string | null };

/** The server's message from a refusal (Better Auth answers `{ code, message }`). */
async function refusalMessage(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  return authErrorMessage({ message: typeof body?.message === "string" ? body.message : undefined, status: response.status });
}

const NETWORK = "Could not reach the server. Check your connection and try again.";

/** One passkey sign-in; `message` is null when the browser's ceremony was cancelled or replaced (nothing to tell). */
async function signInWithPasskey(autoFill: boolean): Promise<Outcome> {
  try {
    return await passkeyCeremony(autoFill);
  } catch {
    return { signedIn: false, message: autoFill ? null : NETWORK };
  }
}

async function passkeyCeremony(autoFill: boolean): Promise<Outcome> {
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

const refused = (message: string) => toastError("Error logging in", message);

/** Offers the member's passkeys in the e-mail field's autofill while the login form is shown. */
export function usePasskeyAutofill(onSignedIn: () => Promise<void>) {
  const signedIn = useEffectEvent(onSignedIn);
  useEffect(() => {
    let live = true;
    let started = false;
    void (async () => {
      const { browserSupportsWebAuthnAutofill } = await loadWebAuthn();
      if (!live || !(await browserSupportsWebAuthnAutofill()) || !live) return;
      started = true;
      const outcome = await signInWithPasskey(true);
      if (!live) return;
      if (outcome.signedIn) await signedIn();
      else if (outcome.message) refused(outcome.message);
    })();
    return () => {
      live = false;
      // The browser waits for a choice until told otherwise: stop offering when the form goes.
      if (started) void loadWebAuthn().then(({ WebAuthnAbortService }) => WebAuthnAbortService.cancelCeremony());
    };
  }, []);
}

/** "Sign in with a passkey": the browser asks which passkey (and the device's lock) at once. */
export function PasskeySignInButton({ onSignedIn }: { onSignedIn: () => Promise<void> }) {
  const [pending, setPending] = useState(false);
  const run = async () => {
    setPending(true);
    try {
      const outcome = await signInWithPasskey(false);
      if (outcome.signedIn) await onSignedIn();
      else refused(outcome.message ?? "No passkey was used. Try again, or log in with your password.");
    } finally {
      setPending(false);
    }
  };
  return (
    <Button type="button" variant="outline" className="w-full" disabled={pending} onClick={() => void run()}>
      <KeyRound aria-hidden="true" className="size-4" />
      {pending ? "Waiting for your passkey..." : "Sign in with a passkey"}
    </Button>
  );
}
