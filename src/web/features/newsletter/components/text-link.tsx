import type { ReactNode } from "react";
import { Link } from "react-router";

import { paths } from "../../../../shared/paths.js";

/** The landing page's Stay Sharp form (its section's id, features/landing/components/newsletter-form.tsx). */
export const NEWSLETTER_FORM_LINK = `${paths.home}#newsletter`;

/** A link inside a sentence, in the site's accent. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-semibold text-accent underline underline-offset-4 hover:no-underline">
      {children}
    </Link>
  );
}
