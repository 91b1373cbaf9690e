import { NEWSLETTER_MESSAGES, type SignedLinkQuery, type Subscription } from "../../../../shared/newsletter.js";
import { paths } from "../../../../shared/paths.js";
import { Button } from "../../../components/ui/button.js";
import { toastError } from "../../../lib/feedback.js";
import { useSignedUnsubscribe } from "../api.js";
import { useFocusWhenShown } from "../lib/use-focus-when-shown.js";
import { NewsletterPage } from "./newsletter-page.js";
import { SignedSubscriptionPage } from "./signed-subscription-page.js";
import { TextLink } from "./text-link.js";

const TITLE = "Unsubscribe from Stay Sharp?";

/**
 * /newsletter/unsubscribe?s=…&t=…, the e-mails' List-Unsubscribe address:
 * opening it changes nothing (mail scanners open links), the button does.
 */
export function UnsubscribeConfirmation() {
  return (
    <SignedSubscriptionPage title={TITLE} loadingText="Loading...">
      {(link, subscription) => <UnsubscribeBody link={link} subscription={subscription} />}
    </SignedSubscriptionPage>
  );
}

function UnsubscribeBody({ link, subscription }: { link: SignedLinkQuery; subscription: Subscription }) {
  const unsubscribe = useSignedUnsubscribe(link);
  const resultRef = useFocusWhenShown<HTMLParagraphElement>(unsubscribe.isSuccess);
  const { email, status } = subscription;
  if (status === "unsubscribed" || status === "none") {
    return (
      <NewsletterPage title="Unsubscribed">
        <p ref={resultRef} tabIndex={-1} role="status" className="text-lg text-foreground">
          {NEWSLETTER_MESSAGES.unsubscribed}
        </p>
        <p>
          <TextLink to={paths.home}>Back to the home page</TextLink>
        </p>
      </NewsletterPage>
    );
  }
  const preferencesLink = `${paths.newsletterPreferences}?${new URLSearchParams({ s: link.s, t: link.t }).toString()}`;
  return (
    <NewsletterPage title={TITLE}>
      <p className="text-lg text-foreground">
        No more newsletter e-mails will be sent to <strong className="break-all">{email}</strong>.
      </p>
      <Button
        variant="destructive"
        className="self-start"
        disabled={unsubscribe.isPending}
        onClick={() => unsubscribe.mutate(undefined, { onError: (error) => toastError("Error unsubscribing", error) })}
      >
        {unsubscribe.isPending ? "Unsubscribing..." : "Unsubscribe"}
      </Button>
      <p>
        <TextLink to={preferencesLink}>Change what you get instead</TextLink>
      </p>
    </NewsletterPage>
  );
}
