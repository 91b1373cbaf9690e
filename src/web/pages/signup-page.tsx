import { RequireVisitor } from "../features/auth/components/guards.js";
import { SignupForm } from "../features/auth/components/signup-form.js";
import { usePageMeta } from "../lib/use-page-meta.js";

export default function SignupPage() {
  usePageMeta("Sign Up", "Create a free Lead or Be Led account.");
  return (
    <RequireVisitor>
      <SignupForm />
    </RequireVisitor>
  );
}
