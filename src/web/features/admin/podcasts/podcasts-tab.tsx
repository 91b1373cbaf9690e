import { usePodcastsAdmin } from "../api/podcasts.js";
import { AdminColumns, AdminPanel } from "../components/admin-panel.js";
import { PodcastAdminList } from "./podcast-admin-list.js";
import { UploadPodcastForm } from "./upload-podcast-form.js";

export function PodcastsTab() {
  const podcasts = usePodcastsAdmin();
  return (
    <AdminColumns>
      <AdminPanel title="Upload New Podcast">
        <UploadPodcastForm upload={podcasts.upload} />
      </AdminPanel>
      <PodcastAdminList podcasts={podcasts} />
    </AdminColumns>
  );
}
