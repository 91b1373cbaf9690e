import { Mail } from "lucide-react";
import { useId } from "react";

import { Section } from "../../../components/layout/section.js";
import { Button } from "../../../components/ui/button.js";
import { Input } from "../../../components/ui/input.js";
import { Label } from "../../../components/ui/label.js";
import { toastError } from "../../../lib/feedback.js";
import { useHydrated } from "../../../lib/use-client-value.js";
import { useFormSubmit } from "../../../lib/use-form-submit.js";
import { toast } from "../../../lib/use-toast.js";

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
  const { pending, onSubmit } = useFormSubmit(["email"], async ({ email }, form) => {
    try {
      // Loaded on the first JOIN: the contract's file builds zod schemas, which a first visit to / does not download (docs/decisions/059).
      const { subscribeToNewsletter } = await import("../api.js");
      const { message } = await subscribeToNewsletter({ email });
      form.reset();
      toast({ title: "Check your inbox", description: message });
    } catch (error) {
      toastError("Error subscribing", error);
    }
  });
  return (
    <Section
      id="newsletter"
      eyebrow="The newsletter"
      title="Stay Sharp"
      intro="New articles, episodes and case studies, straight to your inbox. No spam. Unsubscribe any time."
      tone="raised"
    >
      <form className="flex max-w-xl flex-col gap-3 sm:flex-row sm:items-end" onSubmit={onSubmit}>
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
