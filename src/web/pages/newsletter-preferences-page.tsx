import { NewsletterPreferences } from "../features/newsletter/components/newsletter-preferences.js";
import { usePageMeta } from "../lib/use-page-meta.js";

export default function NewsletterPreferencesPage() {
  usePageMeta("Newsletter preferences", "Choose what Stay Sharp, the Lead or Be Led newsletter, sends you, or unsubscribe.");
  return <NewsletterPreferences />;
}
