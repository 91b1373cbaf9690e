import { NEWSLETTER_MESSAGES, type SignedLinkQuery, type Subscription } from "../../../../shared/newsletter.js";
import { BouncedNote } from "../../../components/newsletter/bounced-note.js";
import { TopicsForm } from "../../../components/newsletter/topics-form.js";
import { Button } from "../../../components/ui/button.js";
import { reportAction, toastError } from "../../../lib/feedback.js";
import { useSaveSignedPreferences, useSignedUnsubscribe } from "../api.js";
import { useFocusWhenShown } from "../lib/use-focus-when-shown.js";
import { NewsletterPage } from "./newsletter-page.js";
import { SignedSubscriptionPage } from "./signed-subscription-page.js";
import { NEWSLETTER_FORM_LINK, TextLink } from "./text-link.js";

const TITLE = "Newsletter preferences";

/** /newsletter/preferences?s=…&t=…: the five topics and unsubscribing, by the signed link in every newsletter e-mail. */
export function NewsletterPreferences() {
  return (
    <SignedSubscriptionPage title={TITLE} loadingText="Loading your preferences...">
      {(link, subscription) => (
        <NewsletterPage
          title={TITLE}
          tagline={
            <>
              For <strong className="break-all text-foreground">{subscription.email}</strong>
            </>
          }
        >
          <SubscriptionBody link={link} subscription={subscription} />
        </NewsletterPage>
      )}
    </SignedSubscriptionPage>
  );
}

function SubscriptionBody({ link, subscription }: { link: SignedLinkQuery; subscription: Subscription }) {
  const save = useSaveSignedPreferences(link);
  const unsubscribe = useSignedUnsubscribe(link);
  // The message that replaces the form after Unsubscribe takes the focus the button had.
  const resultRef = useFocusWhenShown<HTMLParagraphElement>(unsubscribe.isSuccess);

  if (subscription.status === "bounced") return <BouncedAgain />;
  if (subscription.status === "unsubscribed" || subscription.status === "none") {
    return (
      <p ref={resultRef} tabIndex={-1} role="status" className="text-lg text-foreground">
        {NEWSLETTER_MESSAGES.unsubscribed}
      </p>
    );
  }
  return (
    <>
      {subscription.status === "pending" ? (
        <p className="text-foreground">Confirm your address with the link in the confirmation e-mail to start getting the newsletter.</p>
      ) : null}
      <TopicsForm
        initial={subscription.preferences}
        saving={save.isPending}
        disabled={unsubscribe.isPending}
        onSave={(preferences) =>
          void reportAction(() => save.mutateAsync(preferences), { success: NEWSLETTER_MESSAGES.saved, errorTitle: "Error saving preferences" })
        }
        actions={
          <Button
            variant="outline"
            disabled={unsubscribe.isPending || save.isPending}
            onClick={() => unsubscribe.mutate(undefined, { onError: (error) => toastError("Error unsubscribing", error) })}
          >
            {unsubscribe.isPending ? "Unsubscribing..." : "Unsubscribe from all"}
          </Button>
        }
      />
    </>
  );
}

function BouncedAgain() {
  return (
    <>
      <BouncedNote />
      <p>
        <TextLink to={NEWSLETTER_FORM_LINK}>Subscribe again on the home page</TextLink>
      </p>
    </>
  );
}
