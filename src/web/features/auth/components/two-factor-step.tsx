import { useState } from "react";

import { Button } from "../../../components/ui/button.js";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "../../../components/ui/card.js";
import { CheckboxField } from "../../../components/ui/checkbox-field.js";
import { FormField } from "../../../components/ui/form-field.js";
import { authErrorMessage, toastError } from "../../../lib/feedback.js";
import { loadAuthClient } from "../../../lib/load-auth-client.js";
import { useFormSubmit } from "../../../lib/use-form-submit.js";

/**
 * The second step of a login with two-factor sign-in on (the spec's
 * "multi-factor challenge verified" state): a code from the authenticator
 * app, or one of the backup codes, and whether to trust this device for 30
 * days. The password step's challenge lives in an HttpOnly cookie for 10 minutes.
 */
export function TwoFactorStep({ onVerified, onCancel }: { onVerified: () => Promise<void>; onCancel: () => void }) {
  const [backup, setBackup] = useState(false);
  const { pending, onSubmit } = useFormSubmit(["code", "trustDevice"], async ({ code, trustDevice }) => {
    const { authClient } = await loadAuthClient();
    const body = { code: code.trim().replace(/\s+/g, ""), trustDevice: trustDevice === "on" };
    const { error } = backup ? await authClient.twoFactor.verifyBackupCode(body) : await authClient.twoFactor.verifyTotp(body);
    if (error) {
      const expired = error.code === "INVALID_TWO_FACTOR_COOKIE" || error.code === "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE";
      toastError("Error logging in", expired ? "This sign-in has expired. Please log in again." : authErrorMessage(error));
      if (expired) onCancel();
      return;
    }
    await onVerified();
  });

  return (
    <div className="mx-auto flex w-full max-w-md px-4 py-16 sm:py-24">
      <Card className="w-full border-t-2 border-t-accent">
        <CardHeader spacious>
          <CardTitle as="h1" size="xl">
            Two-factor sign-in
          </CardTitle>
          <CardDescription>
            {backup ? "Enter one of your backup codes. Each code works once." : "Enter the 6-digit code from your authenticator app."}
          </CardDescription>
        </CardHeader>
        <form onSubmit={onSubmit}>
          <CardContent className="flex flex-col gap-5">
            {backup ? (
              <FormField
                key="backup"
                label="Backup code"
                name="code"
                autoComplete="off"
                spellCheck={false}
                autoCapitalize="none"
                placeholder="XXXXX-XXXXX"
                required
                autoFocus
              />
            ) : (
              <FormField
                key="totp"
                label="Code"
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9 ]{6,7}"
                maxLength={7}
                required
                autoFocus
              />
            )}
            <CheckboxField label="Trust this device for 30 days" name="trustDevice" />
            <button
              type="button"
              onClick={() => setBackup((b) => !b)}
              className="self-start rounded-sm text-sm font-semibold text-accent underline-offset-4 hover:underline"
            >
              {backup ? "Use the authenticator app" : "Use a backup code"}
            </button>
          </CardContent>
          <CardFooter stacked>
            <Button type="submit" disabled={pending} className="w-full">
              {pending ? "Verifying..." : "Verify"}
            </Button>
            <Button variant="ghost" onClick={onCancel}>
              Back to login
            </Button>
          </CardFooter>
        </form>
      </Card>
    </div>
  );
}
