import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";

import { NEWSLETTER_MESSAGES } from "../../../../shared/newsletter.js";
import { paths } from "../../../../shared/paths.js";
import { Button } from "../../../components/ui/button.js";
import { StatusText } from "../../../components/ui/status-text.js";
import { ApiError } from "../../../lib/api-client.js";
import { useConfirmSubscription } from "../api.js";
import { failureText, LinkProblem, NewsletterPage } from "./newsletter-page.js";
import { TextLink } from "./text-link.js";

/** The token itself was refused (used, expired, unknown): the contract's sentence. Anything else (offline, too busy) may work on a retry. */
function tokenRefused(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;
}

/**
 * /newsletter/confirm?token=…: the page sends the token itself, once, after
 * it loads. The e-mail's link only opens the page, so a mail scanner that
 * fetches links does not subscribe anyone.
 */
export function ConfirmSubscription() {
  const [params] = useSearchParams();
  const token = params.get("token");
  const confirm = useConfirmSubscription();
  const { mutate } = confirm;
  // Once per page: StrictMode runs effects twice in development, and a token works only once.
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate(token);
  }, [token, mutate]);

  if (!token || (confirm.isError && tokenRefused(confirm.error))) {
    return (
      <NewsletterPage title="Confirmation failed">
        <LinkProblem message={NEWSLETTER_MESSAGES.confirmFailed} />
      </NewsletterPage>
    );
  }
  if (confirm.isError) {
    return (
      <NewsletterPage title="Confirmation failed">
        <p role="alert" className="text-lg text-foreground">
          {failureText(confirm.error)}
        </p>
        <Button className="self-start" onClick={() => mutate(token)}>
          Try again
        </Button>
      </NewsletterPage>
    );
  }
  if (confirm.isSuccess) {
    return (
      <NewsletterPage title="Subscription confirmed">
        <p role="status" className="text-lg text-foreground">
          <strong className="break-all">{confirm.data.email}</strong> will get the Stay Sharp newsletter. Every e-mail has a link to choose what you get or to
          unsubscribe.
        </p>
        <p className="flex flex-wrap gap-x-6 gap-y-2">
          <TextLink to={confirm.data.preferencesPath}>Choose what you get</TextLink>
          <TextLink to={paths.home}>Back to the home page</TextLink>
        </p>
      </NewsletterPage>
    );
  }
  return (
    <NewsletterPage title="Confirm your subscription">
      <StatusText>Confirming...</StatusText>
    </NewsletterPage>
  );
}
