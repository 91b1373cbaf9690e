import { ResetPasswordForm } from "../features/auth/components/reset-password-form.js";
import { usePageMeta } from "../lib/use-page-meta.js";

export default function ResetPasswordPage() {
  usePageMeta("Reset Password", "Choose a new password for your Lead or Be Led account.");
  return <ResetPasswordForm />;
}
