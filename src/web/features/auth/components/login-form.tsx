import type { FormEvent } from "react";
import { paths } from "../../../../shared/paths.js";
import { FormField } from "../../../components/ui/form-field.js";
import { notImplemented } from "../../../lib/use-toast.js";
import { AuthCard } from "./auth-card.js";

export function LoginForm() {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Accounts land later; this is replaced by the real sign-in call.
    notImplemented();
  };
  return (
    <AuthCard
      title="Login"
      description="Members sign in here to access the Field Manual, The Briefing and After-Action."
      submitLabel="Login"
      onSubmit={onSubmit}
      switchPrompt="Don't have an account?"
      switchLabel="Sign up"
      switchTo={paths.signup}
    >
      <FormField label="Email" name="email" type="email" autoComplete="email" required />
      <FormField label="Password" name="password" type="password" autoComplete="current-password" required />
    </AuthCard>
  );
}
