import { Mail } from "lucide-react";
import { useId } from "react";

import { Section } from "../../../components/layout/section.js";
import { Button } from "../../../components/ui/button.js";
import { Input } from "../../../components/ui/input.js";
import { Label } from "../../../components/ui/label.js";
import { useHydrated } from "../../../lib/use-client-value.js";
import { useFormSubmit } from "../../../lib/use-form-submit.js";
import { joinNewsletter } from "../join-newsletter.js";

/**
 * "Stay Sharp" (issue 31): the browser checks the required e-mail, JOIN sends
 * it to the server, which mails a confirmation link (double opt-in), and a
 * toast says what the server answered. The field is cleared on success and
 * kept on failure. Its id is the anchor the newsletter pages link back to.
 */
export function NewsletterForm() {
  const emailId = useId();
  // Prerendered (docs/decisions/058): the browser would otherwise send it as a GET before the page's code runs.
  const hydrated = useHydrated();
  const { pending, onSubmit } = useFormSubmit(["email"], ({ email }, form) => joinNewsletter(email, form));
  return (
    <Section
      id="newsletter"
      eyebrow="The newsletter"
      title="Stay Sharp"
      intro="New articles, episodes and case studies, straight to your inbox. No spam. Unsubscribe any time."
      tone="raised"
    >
      <form className="flex max-w-xl flex-col gap-3 sm:flex-row sm:items-end" onSubmit={onSubmit} data-newsletter-form="">
        <div className="flex flex-1 flex-col gap-2">
          <Label htmlFor={emailId}>Email address</Label>
          <Input id={emailId} name="email" type="email" required autoComplete="email" placeholder="you@example.com" />
        </div>
        <Button type="submit" disabled={!hydrated || pending}>
          <Mail aria-hidden="true" />
          JOIN
        </Button>
      </form>
    </Section>
  );
}
