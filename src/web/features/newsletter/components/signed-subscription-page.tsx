import type { ReactNode } from "react";

import { NEWSLETTER_MESSAGES, type SignedLinkQuery, type Subscription } from "../../../../shared/newsletter.js";
import { StatusText } from "../../../components/ui/status-text.js";
import { useSignedSubscription } from "../api.js";
import { useSignedLink } from "../lib/use-signed-link.js";
import { failureText, LinkProblem, NewsletterPage } from "./newsletter-page.js";

interface SignedSubscriptionPageProps {
  title: string;
  loadingText: string;
  /** The page once the link's subscription is loaded. */
  children: (link: SignedLinkQuery, subscription: Subscription) => ReactNode;
}

/**
 * A page reached by a newsletter e-mail's signed link (`?s=…&t=…`): says on
 * the page when the link is incomplete or refused, and otherwise shows its
 * subscription as the page's children draw it.
 */
export function SignedSubscriptionPage({ title, loadingText, children }: SignedSubscriptionPageProps) {
  const link = useSignedLink();
  if (!link) {
    return (
      <NewsletterPage title={title}>
        <LinkProblem message={NEWSLETTER_MESSAGES.badLink} />
      </NewsletterPage>
    );
  }
  return (
    <Loaded link={link} title={title} loadingText={loadingText}>
      {children}
    </Loaded>
  );
}

function Loaded({ link, title, loadingText, children }: SignedSubscriptionPageProps & { link: SignedLinkQuery }) {
  const subscription = useSignedSubscription(link);
  if (subscription.isPending) {
    return (
      <NewsletterPage title={title}>
        <StatusText>{loadingText}</StatusText>
      </NewsletterPage>
    );
  }
  if (subscription.isError) {
    return (
      <NewsletterPage title={title}>
        <LinkProblem message={failureText(subscription.error)} />
      </NewsletterPage>
    );
  }
  return children(link, subscription.data);
}
