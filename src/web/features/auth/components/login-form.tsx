import { useEffect, useState } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";

import { paths } from "../../../../shared/paths.js";
import { FormField } from "../../../components/ui/form-field.js";
import { PasswordField } from "../../../components/ui/password-field.js";
import { authErrorMessage, toastError } from "../../../lib/feedback.js";
import { loadAuthClient } from "../../../lib/load-auth-client.js";
import type { LoginRedirectState } from "../../../lib/login-redirect.js";
import { useSession } from "../../../lib/session.js";
import { useFormSubmit } from "../../../lib/use-form-submit.js";
import { toast } from "../../../lib/use-toast.js";
import { AuthCard } from "./auth-card.js";
import { PasskeySignInButton, usePasskeyAutofill } from "./passkey-sign-in.js";
import { TwoFactorStep } from "./two-factor-step.js";

function useVerificationNotice() {
  const [params] = useSearchParams();
  const verified = params.get("verified");
  const error = params.get("error");
  useEffect(() => {
    if (error) {
      toastError("Verification failed", "This link is invalid or has expired. Log in to get a new one.");
    } else if (verified) {
      toast({ title: "Email verified", description: "Your address is confirmed. You can log in now." });
    }
  }, [verified, error]);
}

export function LoginForm() {
  const navigate = useNavigate();
  const { refresh } = useSession();
  const from = (useLocation().state as LoginRedirectState | null)?.from;
  useVerificationNotice();
  // The password was right and the account has two-factor sign-in on: ask for the code.
  const [codeStep, setCodeStep] = useState(false);

  const signedIn = async () => {
    // The guarded page we go to must already see the new session.
    await refresh();
    toast({ title: "Login Successful", description: "Welcome back!" });
    await navigate(from ?? paths.dashboard, { replace: true });
  };
  usePasskeyAutofill(signedIn);

  const { pending, onSubmit } = useFormSubmit(["email", "password"], async ({ email, password }) => {
    const { authClient } = await loadAuthClient();
    const { data, error } = await authClient.signIn.email({ email, password });
    if (error) {
      toastError("Error logging in", authErrorMessage(error));
      return;
    }
    if (data && "twoFactorRedirect" in data && data.twoFactorRedirect) {
      setCodeStep(true);
      return;
    }
    await signedIn();
  });

  if (codeStep) return <TwoFactorStep onVerified={signedIn} onCancel={() => setCodeStep(false)} />;

  return (
    <AuthCard
      title="Login"
      description="Members sign in here to access the Field Manual, The Briefing and After-Action."
      submitLabel={pending ? "Logging In..." : "Login"}
      pending={pending}
      onSubmit={onSubmit}
      switchPrompt="Don't have an account?"
      switchLabel="Sign up"
      switchTo={paths.signup}
      alternative={<PasskeySignInButton onSignedIn={signedIn} />}
      aside={
        <Link to={paths.forgotPassword} className="self-end rounded-sm text-sm font-semibold text-accent underline-offset-4 hover:underline">
          Forgot password?
        </Link>
      }
    >
      {/* "webauthn": the browser may offer the member's passkeys here (passkey-sign-in.tsx). */}
      <FormField label="Email" name="email" type="email" autoComplete="username webauthn" required />
      <PasswordField label="Password" name="password" autoComplete="current-password" required />
    </AuthCard>
  );
}
