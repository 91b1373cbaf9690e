import { paths } from "../../../../shared/paths.js";
import { FormField } from "../../../components/ui/form-field.js";
import { authErrorMessage, toastError } from "../../../lib/feedback.js";
import { loadAuthClient } from "../../../lib/load-auth-client.js";
import { useFormSubmit } from "../../../lib/use-form-submit.js";
import { toast } from "../../../lib/use-toast.js";
import { AuthCard } from "./auth-card.js";

/** Asks for a reset link. The answer is the same whether or not the address has an account. */
export function ForgotPasswordForm() {
  const { pending, onSubmit } = useFormSubmit(["email"], async ({ email }, form) => {
    const { authClient } = await loadAuthClient();
    const { error } = await authClient.requestPasswordReset({ email, redirectTo: paths.resetPassword });
    if (error) {
      toastError("Error sending reset link", authErrorMessage(error));
      return;
    }
    form.reset();
    toast({ title: "Check your email", description: "If an account exists for that address, a reset link is on its way." });
  });

  return (
    <AuthCard
      title="Forgot Password"
      description="Enter your account's e-mail and we will send you a link to choose a new password."
      submitLabel={pending ? "Sending..." : "Send Reset Link"}
      pending={pending}
      onSubmit={onSubmit}
      switchPrompt="Remembered it?"
      switchLabel="Login"
      switchTo={paths.login}
    >
      <FormField label="Email" name="email" type="email" autoComplete="email" required />
    </AuthCard>
  );
}
