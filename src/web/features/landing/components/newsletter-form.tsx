import { Mail } from "lucide-react";
import { useId } from "react";

import { Section } from "../../../components/layout/section.js";
import { Button } from "../../../components/ui/button.js";
import { Input } from "../../../components/ui/input.js";
import { Label } from "../../../components/ui/label.js";
import { useHydrated } from "../../../lib/use-client-value.js";
import { notImplemented } from "../../../lib/use-toast.js";

/** "Stay Sharp": the browser checks the required e-mail, then only a not-implemented notice shows. Nothing is sent. */
export function NewsletterForm() {
  const emailId = useId();
  // Prerendered (docs/decisions/058): the browser would otherwise send it as a GET before the page's code runs.
  const hydrated = useHydrated();
  return (
    <Section
      eyebrow="The newsletter"
      title="Stay Sharp"
      intro="New articles, episodes and case studies, straight to your inbox. No spam. Unsubscribe any time."
      tone="raised"
    >
      <form
        className="flex max-w-xl flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          notImplemented();
        }}
      >
        <div className="flex flex-1 flex-col gap-2">
          <Label htmlFor={emailId}>Email address</Label>
          <Input id={emailId} name="email" type="email" required autoComplete="email" placeholder="you@example.com" />
        </div>
        <Button type="submit" disabled={!hydrated}>
          <Mail aria-hidden="true" />
          JOIN
        </Button>
      </form>
    </Section>
  );
}
