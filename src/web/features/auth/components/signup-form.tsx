import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { paths } from "../../../../shared/paths.js";
import { FormField } from "../../../components/ui/form-field.js";
import { formValues } from "../../../lib/form-values.js";
import { toast } from "../../../lib/use-toast.js";
import { authClient, authErrorMessage } from "../api/auth-client.js";
import { AuthCard } from "./auth-card.js";

export function SignupForm() {
  const [pending, setPending] = useState(false);
  const navigate = useNavigate();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { fullName, email, password } = formValues(event, ["fullName", "email", "password"]);
    setPending(true);
    const { error } = await authClient.signUp.email({ name: fullName.trim(), email, password, callbackURL: `${paths.login}?verified=1` });
    setPending(false);
    if (error?.code === "USER_ALREADY_EXISTS") {
      toast({ title: "User already exists", description: "An account with this email already exists. Please try logging in." });
      return;
    }
    if (error) {
      toast({ title: "Error signing up", description: authErrorMessage(error) });
      return;
    }
    toast({ title: "Signup Successful", description: "Please check your email to verify your account." });
    await navigate(paths.login);
  };

  return (
    <AuthCard
      title="Sign Up"
      description="Create your free account. No tiers, no fees."
      submitLabel={pending ? "Creating Account..." : "Sign Up"}
      pending={pending}
      onSubmit={(event) => void onSubmit(event)}
      switchPrompt="Already have an account?"
      switchLabel="Login"
      switchTo={paths.login}
    >
      <FormField label="Full Name" name="fullName" autoComplete="name" required />
      <FormField label="Email" name="email" type="email" autoComplete="email" required />
      <FormField label="Password" name="password" type="password" autoComplete="new-password" minLength={8} required />
    </AuthCard>
  );
}
