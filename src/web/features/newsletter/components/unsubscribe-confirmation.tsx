import { NEWSLETTER_MESSAGES, type SignedLinkQuery } from "../../../../shared/newsletter.js";
import { paths } from "../../../../shared/paths.js";
import { Button } from "../../../components/ui/button.js";
import { StatusText } from "../../../components/ui/status-text.js";
import { toastError } from "../../../lib/feedback.js";
import { useSignedSubscription, useSignedUnsubscribe } from "../api.js";
import { useFocusWhenShown } from "../lib/use-focus-when-shown.js";
import { useSignedLink } from "../lib/use-signed-link.js";
import { failureText, LinkProblem, NewsletterPage } from "./newsletter-page.js";
import { TextLink } from "./text-link.js";

const TITLE = "Unsubscribe from Stay Sharp?";

/**
 * /newsletter/unsubscribe?s=…&t=…, the e-mails' List-Unsubscribe address:
 * opening it changes nothing (mail scanners open links), the button does.
 */
export function UnsubscribeConfirmation() {
  const link = useSignedLink();
  if (!link) {
    return (
      <NewsletterPage title={TITLE}>
        <LinkProblem message={NEWSLETTER_MESSAGES.badLink} />
      </NewsletterPage>
    );
  }
  return <UnsubscribeFor link={link} />;
}

function UnsubscribeFor({ link }: { link: SignedLinkQuery }) {
  const subscription = useSignedSubscription(link);
  const unsubscribe = useSignedUnsubscribe(link);
  const resultRef = useFocusWhenShown<HTMLParagraphElement>(unsubscribe.isSuccess);

  if (subscription.isPending) {
    return (
      <NewsletterPage title={TITLE}>
        <StatusText>Loading...</StatusText>
      </NewsletterPage>
    );
  }
  if (subscription.isError) {
    return (
      <NewsletterPage title={TITLE}>
        <LinkProblem message={failureText(subscription.error)} />
      </NewsletterPage>
    );
  }
  const { email, status } = subscription.data;
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
