import { RequireVisitor } from "../features/auth/components/guards.js";
import { LoginForm, SsoErrorNotice, VerificationNotice } from "../features/auth/components/login-form.js";
import { usePageMeta } from "../lib/use-page-meta.js";

export default function LoginPage() {
  usePageMeta("Login", "Member login for Lead or Be Led.");
  return (
    <>
      <VerificationNotice />
      <SsoErrorNotice />
      <RequireVisitor>
        <LoginForm />
      </RequireVisitor>
    </>
  );
}
