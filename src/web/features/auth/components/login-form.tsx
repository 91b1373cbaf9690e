import { Building2 } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState, type MouseEvent } from "react";
import { Link, useLocation, useSearchParams } from "react-router";

import { paths } from "../../../../shared/paths.js";
import { Button } from "../../../components/ui/button.js";
import { FormField } from "../../../components/ui/form-field.js";
import { PasswordField } from "../../../components/ui/password-field.js";
import { StatusText } from "../../../components/ui/status-text.js";
import { carryToast } from "../../../lib/carried-toast.js";
import { toastError } from "../../../lib/feedback.js";
import { returnPath } from "../../../lib/login-redirect.js";
import { withoutParam } from "../../../lib/search-params.js";
import { useSession } from "../../../lib/session.js";
import { useFormSubmit } from "../../../lib/use-form-submit.js";
import { toast } from "../../../lib/use-toast.js";
import { takeCodeStep } from "../lib/login-handover.js";
import { signInWithPassword } from "../lib/password-sign-in.js";
import { goOnSignedIn } from "../lib/signed-in.js";
import { SSO_FAILED } from "../lib/sso-failure.js";
import { AuthCard } from "./auth-card.js";
import { PasskeySignInButton, usePasskeyAutofill } from "./passkey-sign-in.js";
import { TwoFactorStep } from "./two-factor-step.js";

/**
 * What an e-mail link that lands on /login says: verified, or the link did
 * not work. Worded for who is reading once the session is known: a member
 * who is signed in already is not told to log in (they are sent on to the
 * dashboard, and the toast is carried there). Rendered by the login page
 * outside its visitors-only guard.
 */
export function VerificationNotice() {
  const [params] = useSearchParams();
  const { isPending, user } = useSession();
  const verified = params.get("verified");
  const error = params.get("error");
  const signedIn = user !== null;
  // Once per page: signing in on this page later does not say it again.
  const told = useRef(false);
  useEffect(() => {
    if (isPending || told.current || (!error && !verified)) return;
    told.current = true;
    // A member who is signed in is sent on as a new document (RequireVisitor): the toast goes with them.
    const say = signedIn ? carryToast : toast;
    if (error) {
      say({
        variant: "destructive",
        title: "Verification failed",
        description: `This link is invalid or has expired. ${signedIn ? "Ask for a new one on your account page." : "Log in to get a new one."}`,
      });
    } else if (verified) {
      say({ title: "Email verified", description: signedIn ? "Your address is confirmed." : "Your address is confirmed. You can log in now." });
    }
  }, [verified, error, isPending, signedIn]);
  return null;
}

// Organisation sign-in (issue 34) loads on demand: it brings the shared schemas (docs/decisions/059).
const loadOrgSignIn = () => import("./org-sign-in.js");
const OrgSignIn = lazy(() => loadOrgSignIn().then((module) => ({ default: module.OrgSignIn })));

/**
 * A sign-in through an organisation's provider that failed comes back to
 * /login?sso-error=<code> (shared/sso.ts SSO_FAILURES): its message, as the
 * login form's errors are told. Rendered by the login page outside its
 * visitors-only guard, like the verification notice.
 */
export function SsoErrorNotice() {
  const [params, setParams] = useSearchParams();
  const code = params.get("sso-error");
  const told = useRef(false);
  useEffect(() => {
    if (!code || told.current) return;
    told.current = true;
    void loadOrgSignIn().then(
      ({ ssoFailureMessage }) => toastError("Error logging in", ssoFailureMessage(code)),
      () => toastError("Error logging in", SSO_FAILED),
    );
    // Told once: the address loses its code (the rest of it stays), so a reload does not tell it again.
    setParams(withoutParam("sso-error"), { replace: true });
  }, [code, setParams]);
  return null;
}

/** "Sign in with your organisation", under the login form: opens the work-address step with what the Email field holds. */
function OrgSignInButton({ onOpen }: { onOpen: (email: string) => void }) {
  const open = (event: MouseEvent<HTMLButtonElement>) => {
    const field = event.currentTarget.form?.elements.namedItem("email");
    onOpen(field instanceof HTMLInputElement ? field.value.trim() : "");
  };
  // Its code is fetched once the pointer is on the button, or the keyboard's focus.
  const preload = () => void loadOrgSignIn();
  return (
    <Button type="button" variant="outline" className="w-full" onClick={open} onPointerEnter={preload} onFocus={preload} data-org-sign-in="">
      <Building2 aria-hidden="true" className="size-4" />
      Sign in with your organisation
    </Button>
  );
}

export function LoginForm() {
  const from = returnPath(useLocation());
  // The password was right and the account has two-factor sign-in on: ask for the code.
  const [codeStep, setCodeStep] = useState(false);
  // The organisation sign-in step, with the address to start from (null: the password form).
  const [orgEmail, setOrgEmail] = useState<string | null>(null);

  const signedIn = () => {
    goOnSignedIn(from ?? paths.dashboard);
    return Promise.resolve();
  };
  usePasskeyAutofill(signedIn);

  // The login page's island signed in with the password and handed the code step over (docs/decisions/119).
  useEffect(() => {
    if (takeCodeStep()) setCodeStep(true);
  }, []);

  const { pending, onSubmit } = useFormSubmit(["email", "password"], async ({ email, password }) => {
    const outcome = await signInWithPassword(email, password);
    if (outcome.kind === "refused") toastError("Error logging in", outcome.message);
    else if (outcome.kind === "code-step") setCodeStep(true);
    else await signedIn();
  });

  if (codeStep) return <TwoFactorStep onVerified={signedIn} onCancel={() => setCodeStep(false)} />;
  if (orgEmail !== null) {
    return (
      <Suspense
        fallback={
          <div className="mx-auto w-full max-w-md px-4 py-16 sm:py-24">
            <StatusText>Loading...</StatusText>
          </div>
        }
      >
        <OrgSignIn email={orgEmail} next={from} onCancel={() => setOrgEmail(null)} />
      </Suspense>
    );
  }

  return (
    <AuthCard
      title="Login"
      description="Members sign in here to access the Field Manual, The Briefing and After-Action."
      submitLabel={pending ? "Logging In..." : "Login"}
      pending={pending}
      onSubmit={onSubmit}
      marker="data-login-form"
      switchPrompt="Don't have an account?"
      switchLabel="Sign up"
      switchTo={paths.signup}
      alternative={
        <>
          <PasskeySignInButton onSignedIn={signedIn} />
          <OrgSignInButton onOpen={setOrgEmail} />
        </>
      }
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
