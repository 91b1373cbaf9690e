import { ConfirmSubscription } from "../features/newsletter/components/confirm-subscription.js";
import { usePageMeta } from "../lib/use-page-meta.js";

export default function NewsletterConfirmPage() {
  usePageMeta("Confirm your subscription", "Confirm your subscription to Stay Sharp, the Lead or Be Led newsletter.");
  return <ConfirmSubscription />;
}
