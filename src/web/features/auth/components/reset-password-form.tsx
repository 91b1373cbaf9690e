import { Link, useNavigate, useSearchParams } from "react-router";

import { paths } from "../../../../shared/paths.js";
import { PasswordField } from "../../../components/ui/password-field.js";
import { authErrorMessage, toastError } from "../../../lib/feedback.js";
import { loadAuthClient } from "../../../lib/load-auth-client.js";
import { useFormSubmit } from "../../../lib/use-form-submit.js";
import { toast } from "../../../lib/use-toast.js";
import { AuthCard } from "./auth-card.js";

/** Sets a new password with the single-use token from the reset e-mail. */
export function ResetPasswordForm() {
  const [params] = useSearchParams();
  const token = params.get("token");
  const linkBroken = !token || params.has("error");
  const navigate = useNavigate();

  const { pending, onSubmit } = useFormSubmit(["password"], async ({ password }) => {
    const { authClient } = await loadAuthClient();
    if (!token) return;
    const { error } = await authClient.resetPassword({ newPassword: password, token });
    if (error) {
      toastError("Error resetting password", authErrorMessage(error));
      return;
    }
    toast({ title: "Password updated", description: "You can now log in with your new password." });
    await navigate(paths.login);
  });

  return (
    <AuthCard
      title="Choose a New Password"
      description={linkBroken ? "This reset link is invalid or has expired." : "Pick a password of at least 8 characters that you do not use elsewhere."}
      submitLabel={pending ? "Saving..." : "Set New Password"}
      pending={pending || linkBroken}
      onSubmit={onSubmit}
      switchPrompt="Need a new link?"
      switchLabel="Request one"
      switchTo={paths.forgotPassword}
      aside={
        linkBroken ? (
          <p className="text-sm text-muted" role="alert">
            Reset links work once, for one hour.{" "}
            <Link to={paths.forgotPassword} className="font-semibold text-accent underline-offset-4 hover:underline">
              Request a new link
            </Link>
            .
          </p>
        ) : null
      }
    >
      <PasswordField label="New Password" name="password" autoComplete="new-password" minLength={8} required disabled={linkBroken} />
    </AuthCard>
  );
}
