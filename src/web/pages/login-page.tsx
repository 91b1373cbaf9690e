import { STATIC_PAGE_META } from "../../shared/static-pages.js";
import { RequireVisitor } from "../features/auth/components/guards.js";
import { LoginForm, SsoErrorNotice, VerificationNotice } from "../features/auth/components/login-form.js";
import { usePageMeta } from "../lib/use-page-meta.js";

export default function LoginPage() {
  usePageMeta(STATIC_PAGE_META.login.title, STATIC_PAGE_META.login.description);
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
