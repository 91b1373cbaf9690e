import type { FormEvent } from "react";
import { paths } from "../../../../shared/paths.js";
import { FormField } from "../../../components/ui/form-field.js";
import { notImplemented } from "../../../lib/use-toast.js";
import { AuthCard } from "./auth-card.js";

export function SignupForm() {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Accounts land later; this is replaced by the real sign-up call.
    notImplemented();
  };
  return (
    <AuthCard
      title="Sign Up"
      description="Create your free account. No tiers, no fees."
      submitLabel="Sign Up"
      onSubmit={onSubmit}
      switchPrompt="Already have an account?"
      switchLabel="Login"
      switchTo={paths.login}
    >
      <FormField label="Full Name" name="fullName" autoComplete="name" required />
      <FormField label="Email" name="email" type="email" autoComplete="email" required />
      <FormField label="Password" name="password" type="password" autoComplete="new-password" required />
    </AuthCard>
  );
}
