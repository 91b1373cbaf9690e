import { KeyRound } from "lucide-react";
import { useEffect, useEffectEvent, useState } from "react";

import { Button } from "../../../components/ui/button.js";
import { toastError } from "../../../lib/feedback.js";
import { NO_PASSKEY_USED, offerPasskeyAutofill, signInWithPasskey } from "../lib/passkey-ceremony.js";

// The login form's passkey sign-in (docs/decisions/056): a button, and the
// browser's own offer in the e-mail field's autofill; the ceremony itself is
// ../lib/passkey-ceremony.ts, which the login page's island runs too.

const refused = (message: string) => toastError("Error logging in", message);

/** Offers the member's passkeys in the e-mail field's autofill while the login form is shown. */
export function usePasskeyAutofill(onSignedIn: () => Promise<void>) {
  const signedIn = useEffectEvent(onSignedIn);
  useEffect(
    () =>
      offerPasskeyAutofill(
        () => signedIn(),
        (message) => refused(message),
      ),
    [],
  );
}

/** "Sign in with a passkey": the browser asks which passkey (and the device's lock) at once. */
export function PasskeySignInButton({ onSignedIn }: { onSignedIn: () => Promise<void> }) {
  const [pending, setPending] = useState(false);
  const run = async () => {
    setPending(true);
    try {
      const outcome = await signInWithPasskey(false);
      if (outcome.signedIn) await onSignedIn();
      else refused(outcome.message ?? NO_PASSKEY_USED);
    } finally {
      setPending(false);
    }
  };
  return (
    <Button type="button" variant="outline" className="w-full" disabled={pending} onClick={() => void run()} data-passkey-sign-in="">
      <KeyRound aria-hidden="true" className="size-4" />
      {pending ? "Waiting for your passkey..." : "Sign in with a passkey"}
    </Button>
  );
}
