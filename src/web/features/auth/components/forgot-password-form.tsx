import { useState, type FormEvent } from "react";
import { paths } from "../../../../shared/paths.js";
import { FormField } from "../../../components/ui/form-field.js";
import { formValues } from "../../../lib/form-values.js";
import { toast } from "../../../lib/use-toast.js";
import { authClient, authErrorMessage } from "../api/auth-client.js";
import { AuthCard } from "./auth-card.js";

/** Asks for a reset link. The answer is the same whether or not the address has an account. */
export function ForgotPasswordForm() {
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const { email } = formValues(event, ["email"]);
    setPending(true);
    const { error } = await authClient.requestPasswordReset({ email, redirectTo: paths.resetPassword });
    setPending(false);
    if (error) {
      toast({ title: "Error sending reset link", description: authErrorMessage(error), variant: "destructive" });
      return;
    }
    form.reset();
    toast({ title: "Check your email", description: "If an account exists for that address, a reset link is on its way." });
  };

  return (
    <AuthCard
      title="Forgot Password"
      description="Enter your account's e-mail and we will send you a link to choose a new password."
      submitLabel={pending ? "Sending..." : "Send Reset Link"}
      pending={pending}
      onSubmit={(event) => void onSubmit(event)}
      switchPrompt="Remembered it?"
      switchLabel="Login"
      switchTo={paths.login}
    >
      <FormField label="Email" name="email" type="email" autoComplete="email" required />
    </AuthCard>
  );
}
