import { KeyRound } from "lucide-react";
import { useEffect, useEffectEvent, useState } from "react";
import { Button } from "../../../components/ui/button.js";
import { toast } from "../../../lib/use-toast.js";

// Password-free sign-in with a passkey (Better Auth's passkey plugin,
// docs/decisions/056): a button, and the browser's own offer in the e-mail
// field's autofill where it has one (conditional UI: the field says
// autocomplete="username webauthn"). Better Auth's client and the WebAuthn
// helpers load on use, like the rest of the login page's account code, so
// the page paints (and renders on the server) without them.

const loadClient = () => import("../../../lib/auth-client.js");
const loadWebAuthn = () => import("@simplewebauthn/browser");

type Outcome = { signedIn: true } | { signedIn: false; message: string | null };

/** One passkey sign-in; `message` is null when the browser's ceremony was cancelled (nothing to tell). */
async function signInWithPasskey(autoFill: boolean): Promise<Outcome> {
  const { authClient, authErrorMessage } = await loadClient();
  const { error } = await authClient.signIn.passkey({ autoFill });
  if (!error) return { signedIn: true };
  // The plugin's client reports the browser's refusals as AUTH_CANCELLED or a WebAuthnError code (ERROR_...).
  const code = "code" in error && typeof error.code === "string" ? error.code : "";
  return { signedIn: false, message: code === "AUTH_CANCELLED" || code.startsWith("ERROR_") ? null : authErrorMessage(error) };
}

const refused = (message: string) => toast({ title: "Error logging in", description: message, variant: "destructive" });

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
