import { usePodcastsAdmin } from "../../api.js";
import { useEditMode } from "../../lib/use-edit-mode.js";
import { AdminColumns, AdminPanel } from "../admin-panel.js";
import { PodcastAdminList } from "./podcast-admin-list.js";
import { PodcastForm } from "./podcast-form.js";

/** The Podcasts tab: upload (or, in edit mode, edit) an episode beside the list of episodes. */
export function PodcastsTab() {
  const podcasts = usePodcastsAdmin();
  const edit = useEditMode(podcasts.load, "Error", podcasts.refresh);
  return (
    <AdminColumns>
      <AdminPanel title={edit.editing ? "Edit Episode" : "Upload New Podcast"}>
        <PodcastForm key={edit.formKey} editing={edit.editing} save={podcasts.save} onSaved={edit.reset} onCancel={edit.cancel} />
      </AdminPanel>
      <PodcastAdminList podcasts={podcasts} edit={edit} />
    </AdminColumns>
  );
}
