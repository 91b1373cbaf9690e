import { useNavigate } from "react-router";

import { DELETE_CONFIRMATION, deleteAccountInputSchema } from "../../../../shared/my-account.js";
import { paths } from "../../../../shared/paths.js";
import { useMe } from "../../../api/me.js";
import { Button } from "../../../components/ui/button.js";
import { FormField } from "../../../components/ui/form-field.js";
import { PasswordField } from "../../../components/ui/password-field.js";
import { firstIssue, toastError } from "../../../lib/feedback.js";
import { useSession } from "../../../lib/session.js";
import { useFormSubmit } from "../../../lib/use-form-submit.js";
import { toast } from "../../../lib/use-toast.js";
import { deleteAccount } from "../api.js";
import { AccountSection } from "./section.js";

/** Deletes the account for good: the password, the code when two-factor sign-in is on, and DELETE typed. */
export function DeleteSection() {
  const me = useMe();
  const { refresh } = useSession();
  const navigate = useNavigate();
  const twoFactor = me.data?.twoFactorEnabled === true;
  const { pending, onSubmit } = useFormSubmit(["password", "code", "confirm"], async ({ password, code, confirm }) => {
    const input = deleteAccountInputSchema.safeParse({ password, code: code || undefined, confirm: confirm.trim() });
    if (!input.success) {
      toastError("Error deleting account", firstIssue(input.error));
      return;
    }
    try {
      await deleteAccount(input.data);
    } catch (error) {
      toastError("Error deleting account", error);
      return;
    }
    await navigate(paths.home, { replace: true });
    await refresh();
    toast({ title: "Account deleted", description: "Your account and its data are gone. Thank you for serving with us." });
  });
  return (
    <AccountSection
      id="delete-account"
      title="Delete account"
      description="Deletes your account, devices, progress, podcast feed and two-factor set-up at once. Your training record and certificates are erased too, unless your organisation keeps its members' records: then it keeps the record of what you completed. This cannot be undone; download your data first if you want a copy."
    >
      <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Delete account">
        <PasswordField label="Password" name="password" autoComplete="current-password" required />
        {twoFactor ? <FormField label="Code or backup code" name="code" autoComplete="one-time-code" required /> : null}
        <FormField label={`Type ${DELETE_CONFIRMATION} to confirm`} name="confirm" autoComplete="off" spellCheck={false} required />
        <Button type="submit" variant="destructive" disabled={pending} className="self-start">
          {pending ? "Deleting..." : "Delete my account"}
        </Button>
      </form>
    </AccountSection>
  );
}
