import { ForgotPasswordForm } from "../features/auth/components/forgot-password-form.js";
import { usePageMeta } from "../lib/use-page-meta.js";

export default function ForgotPasswordPage() {
  usePageMeta("Forgot Password", "Request a link to reset your Lead or Be Led password.");
  return <ForgotPasswordForm />;
}
