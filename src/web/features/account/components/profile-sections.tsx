import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";

import { fullNameSchema } from "../../../../shared/account.js";
import { AUTH_ERROR_CODES, EMAIL_IN_USE_MESSAGE } from "../../../../shared/api-error.js";
import { paths } from "../../../../shared/paths.js";
import { useMe } from "../../../api/me.js";
import { Button } from "../../../components/ui/button.js";
import { CheckboxField } from "../../../components/ui/checkbox-field.js";
import { FormField } from "../../../components/ui/form-field.js";
import { PasswordField } from "../../../components/ui/password-field.js";
import { authClient } from "../../../lib/auth-client.js";
import { firstIssue, toastError } from "../../../lib/feedback.js";
import { useSession } from "../../../lib/session.js";
import { useFormSubmit } from "../../../lib/use-form-submit.js";
import { toast } from "../../../lib/use-toast.js";
import { unwrap, useRefreshAccount } from "../api.js";
import { AccountSection } from "./section.js";

/** Full name: trimmed, blank refused (the sign-up rule); the greeting shows it at once. */
export function ProfileSection() {
  const { user, refresh } = useSession();
  const { pending, onSubmit } = useFormSubmit(["fullName"], async ({ fullName }) => {
    const parsed = fullNameSchema.safeParse(fullName);
    if (!parsed.success) {
      toastError("Error saving name", firstIssue(parsed.error));
      return;
    }
    try {
      await unwrap(authClient.updateUser({ name: parsed.data }));
      await refresh();
      toast({ title: "Name saved", description: "Your new name shows across the site." });
    } catch (error) {
      toastError("Error saving name", error);
    }
  });
  return (
    <AccountSection id="profile" title="Profile">
      <form onSubmit={onSubmit} className="flex flex-col gap-4">
        <FormField key={user?.fullName} label="Full Name" name="fullName" autoComplete="name" defaultValue={user?.fullName ?? ""} required />
        <Button type="submit" disabled={pending} className="self-start">
          {pending ? "Saving..." : "Save name"}
        </Button>
      </form>
    </AccountSection>
  );
}

/** Tells how a change-email link ended (Better Auth sends the browser back here). */
function useEmailLinkNotice() {
  const [params, setParams] = useSearchParams();
  const error = params.get("error");
  const changed = params.get("emailChanged");
  useEffect(() => {
    if (!error && !changed) return;
    if (error === AUTH_ERROR_CODES.EMAIL_IN_USE) toastError("E-mail not changed", EMAIL_IN_USE_MESSAGE);
    else if (error) toastError("E-mail not changed", "This link is invalid or has expired. Ask for a new one below.");
    else toast({ title: "E-mail changed", description: "Your account now uses the new address." });
    setParams({}, { replace: true });
  }, [error, changed, setParams]);
}

/** The address: verified or not, a new verification mail, and a change confirmed from the new address. */
export function EmailSection() {
  const { user } = useSession();
  const me = useMe();
  const refreshAccount = useRefreshAccount();
  useEmailLinkNotice();
  const [resending, setResending] = useState(false);
  const { pending, onSubmit } = useFormSubmit(["newEmail", "password"], async ({ newEmail, password }, form) => {
    try {
      // Extra field: this product asks for the password again (server: auth/account-hooks.ts).
      await unwrap(authClient.changeEmail({ newEmail: newEmail.trim(), callbackURL: `${paths.account}?emailChanged=1`, ...{ password } }));
      form.reset();
      toast({ title: "Check your new inbox", description: `We sent a link to ${newEmail.trim()}. Your address changes when you open it.` });
    } catch (error) {
      toastError("Error changing e-mail", error);
    }
  });
  const resend = async () => {
    if (!user) return;
    setResending(true);
    try {
      await unwrap(authClient.sendVerificationEmail({ email: user.email, callbackURL: `${paths.account}?emailChanged=1` }));
      toast({ title: "Verification e-mail sent", description: `Open the link we sent to ${user.email}.` });
    } catch (error) {
      toastError("Error sending e-mail", error);
    } finally {
      setResending(false);
      void refreshAccount();
    }
  };
  const verified = me.data?.emailVerified;
  return (
    <AccountSection
      id="email"
      title="E-mail"
      description="A new address is used once you open the link we send to it; your current address is told of the request."
    >
      <p className="text-foreground">
        <span className="font-semibold">{user?.email}</span>{" "}
        {verified === undefined ? null : verified ? (
          <span className="text-sm text-accent">(verified)</span>
        ) : (
          <span className="text-sm text-muted">(not verified)</span>
        )}
      </p>
      {verified === false ? (
        <Button variant="outline" onClick={() => void resend()} disabled={resending} className="self-start">
          {resending ? "Sending..." : "Resend verification e-mail"}
        </Button>
      ) : null}
      <form onSubmit={onSubmit} className="flex flex-col gap-4">
        <FormField label="New e-mail" name="newEmail" type="email" autoComplete="email" required />
        <PasswordField label="Current password" name="password" autoComplete="current-password" required />
        <Button type="submit" disabled={pending} className="self-start">
          {pending ? "Sending..." : "Change e-mail"}
        </Button>
      </form>
    </AccountSection>
  );
}

/** A new password with the current one; other devices signed out unless the member says not to. */
export function PasswordSection() {
  const { refresh } = useSession();
  const refreshAccount = useRefreshAccount();
  const { pending, onSubmit } = useFormSubmit(
    ["currentPassword", "newPassword", "revokeOthers"],
    async ({ currentPassword, newPassword, revokeOthers }, form) => {
      try {
        await unwrap(authClient.changePassword({ currentPassword, newPassword, revokeOtherSessions: revokeOthers === "on" }));
        form.reset();
        await refresh();
        void refreshAccount();
        toast({ title: "Password changed", description: revokeOthers === "on" ? "Your other devices are signed out." : "Use it the next time you log in." });
      } catch (error) {
        toastError("Error changing password", error);
      }
    },
  );
  return (
    <AccountSection id="password" title="Password" description="At least 8 characters, and not one of the commonly used passwords.">
      <form onSubmit={onSubmit} className="flex flex-col gap-4">
        <PasswordField label="Current password" name="currentPassword" autoComplete="current-password" required />
        <PasswordField label="New password" name="newPassword" autoComplete="new-password" minLength={8} maxLength={128} required />
        <CheckboxField label="Sign out my other devices" name="revokeOthers" defaultChecked />
        <Button type="submit" disabled={pending} className="self-start">
          {pending ? "Saving..." : "Change password"}
        </Button>
      </form>
    </AccountSection>
  );
}
