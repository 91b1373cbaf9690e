import { AdminPageHeader } from "../../../../components/layout/admin-page-header.js";
import { StatusText } from "../../../../components/ui/status-text.js";
import { useErrorToast } from "../../../../lib/feedback.js";
import { usePageMeta } from "../../../../lib/use-page-meta.js";
import { useCreatorSettings } from "../../site-api.js";
import { CreatorSettingsForm } from "./creator-settings.js";

/** /admin/site: the creator shown on the landing page, the creator's page and the footer (docs/decisions/096). */
export default function AdminCreatorPage() {
  usePageMeta("Creator", "The creator's name, photo, title, biography and social profiles.");
  const creator = useCreatorSettings();
  useErrorToast("Error fetching settings", creator);
  return (
    <>
      <AdminPageHeader title="Creator" tagline="Who is behind the site: shown on the landing page, the creator's page and in the footer's social links." />
      {creator.data ? <CreatorSettingsForm saved={creator.data} /> : <StatusText>Loading...</StatusText>}
    </>
  );
}
