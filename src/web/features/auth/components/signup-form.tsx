import { useLocation, useNavigate } from "react-router";

import { AUTH_ERROR_CODES } from "../../../../shared/api-error.js";
import { paths } from "../../../../shared/paths.js";
import { FormField } from "../../../components/ui/form-field.js";
import { PasswordField } from "../../../components/ui/password-field.js";
import { authErrorMessage } from "../../../lib/feedback.js";
import { loadAuthClient } from "../../../lib/load-auth-client.js";
import { returnPath, withNext } from "../../../lib/login-redirect.js";
import { useFormSubmit } from "../../../lib/use-form-submit.js";
import { toast } from "../../../lib/use-toast.js";
import { AuthCard } from "./auth-card.js";

export function SignupForm() {
  const navigate = useNavigate();
  // A page that sent the visitor here (an invitation) is where login goes next, from the verification link too.
  const from = returnPath(useLocation());

  const { pending, onSubmit } = useFormSubmit(["fullName", "email", "password"], async ({ fullName, email, password }) => {
    const { authClient } = await loadAuthClient();
    const { error } = await authClient.signUp.email({ name: fullName.trim(), email, password, callbackURL: withNext(`${paths.login}?verified=1`, from) });
    if (error?.code === AUTH_ERROR_CODES.USER_ALREADY_EXISTS) {
      toast({ title: "User already exists", description: "An account with this email already exists. Please try logging in." });
      return;
    }
    if (error) {
      toast({ title: "Error signing up", description: authErrorMessage(error) });
      return;
    }
    toast({ title: "Signup Successful", description: "Please check your email to verify your account." });
    await navigate(withNext(paths.login, from), from ? { state: { from } } : undefined);
  });

  return (
    <AuthCard
      title="Sign Up"
      description="Create your free account. No tiers, no fees."
      submitLabel={pending ? "Creating Account..." : "Sign Up"}
      pending={pending}
      onSubmit={onSubmit}
      switchPrompt="Already have an account?"
      switchLabel="Login"
      switchTo={paths.login}
    >
      <FormField label="Full Name" name="fullName" autoComplete="name" required />
      <FormField label="Email" name="email" type="email" autoComplete="email" required />
      <PasswordField label="Password" name="password" autoComplete="new-password" minLength={8} required />
    </AuthCard>
  );
}
