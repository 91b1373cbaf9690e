import { useEffect, useRef, useState } from "react";

import { NEWSLETTER_MESSAGES, type Subscription } from "../../../../shared/newsletter.js";
import { BOUNCED_NOTE } from "../../../components/newsletter/bounced-note.js";
import { TopicsForm } from "../../../components/newsletter/topics-form.js";
import { Button } from "../../../components/ui/button.js";
import { StatusText } from "../../../components/ui/status-text.js";
import { reportAction, toastError } from "../../../lib/feedback.js";
import { toast } from "../../../lib/use-toast.js";
import { useMyNewsletter, useUpdateMyNewsletter } from "../newsletter-api.js";
import { AccountSection } from "./section.js";

/** Where the member stands, in one line. */
function statusLine({ status, email }: Subscription) {
  switch (status) {
    case "active":
      return (
        <>
          You get the Stay Sharp newsletter at <strong className="break-all">{email}</strong>.
        </>
      );
    case "pending":
      return "You asked for the newsletter and have not confirmed yet. Subscribe here to start at once.";
    case "bounced":
      return BOUNCED_NOTE;
    default:
      return "You are not subscribed to the newsletter.";
  }
}

/** Stay Sharp for the signed-in member: on or off at once (their address is verified), and the five topics while on. */
export function NewsletterSection() {
  const subscription = useMyNewsletter();
  const update = useUpdateMyNewsletter();
  // Subscribe and Unsubscribe remove the button just pressed: focus goes to the line that says what changed.
  const statusRef = useRef<HTMLParagraphElement>(null);
  const [switched, setSwitched] = useState(0);
  useEffect(() => {
    if (switched > 0) statusRef.current?.focus();
  }, [switched]);

  const busy = update.isPending ? update.variables : undefined;
  const turn = async (subscribed: boolean) => {
    try {
      const saved = await update.mutateAsync({ subscribed });
      toast(
        subscribed
          ? { title: "Subscribed to Stay Sharp", description: `The newsletter will come to ${saved.email}.` }
          : { title: "Unsubscribed", description: NEWSLETTER_MESSAGES.unsubscribed },
      );
      setSwitched((n) => n + 1);
    } catch (error) {
      toastError(subscribed ? "Error subscribing" : "Error unsubscribing", error);
    }
  };

  const data = subscription.data;
  return (
    <AccountSection id="newsletter" title="Newsletter" description="Stay Sharp: new articles, episodes and case studies by e-mail. No spam.">
      {data ? (
        <p ref={statusRef} tabIndex={-1} role="status" className="text-foreground">
          {statusLine(data)}
        </p>
      ) : subscription.isError ? (
        <p role="alert" className="text-foreground">
          Your newsletter subscription could not be loaded. Reload the page to try again.
        </p>
      ) : (
        <StatusText>Loading...</StatusText>
      )}
      {data?.status === "active" ? (
        <TopicsForm
          initial={data.preferences}
          saving={busy?.preferences !== undefined}
          disabled={update.isPending}
          onSave={(preferences) =>
            void reportAction(() => update.mutateAsync({ subscribed: true, preferences }), {
              success: NEWSLETTER_MESSAGES.saved,
              errorTitle: "Error saving preferences",
            })
          }
          actions={
            <Button variant="outline" disabled={update.isPending} onClick={() => void turn(false)}>
              {busy?.subscribed === false ? "Unsubscribing..." : "Unsubscribe"}
            </Button>
          }
        />
      ) : data ? (
        <Button className="self-start" disabled={update.isPending} onClick={() => void turn(true)}>
          {busy?.subscribed === true ? "Subscribing..." : "Subscribe"}
        </Button>
      ) : null}
    </AccountSection>
  );
}
