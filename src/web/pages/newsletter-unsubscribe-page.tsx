import { UnsubscribeConfirmation } from "../features/newsletter/components/unsubscribe-confirmation.js";
import { usePageMeta } from "../lib/use-page-meta.js";

export default function NewsletterUnsubscribePage() {
  usePageMeta("Unsubscribe", "Unsubscribe from Stay Sharp, the Lead or Be Led newsletter.");
  return <UnsubscribeConfirmation />;
}
