import { usePodcastsAdmin } from "../../api.js";
import { useEditMode } from "../../lib/use-edit-mode.js";
import { AdminColumns, AdminPanel } from "../admin-panel.js";
import { PreviewLinks } from "../preview-links.js";
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
        {/* Outside the form: Enter in its link field must not save the record. Remounted with the form, so a link shown once goes with the record it was made for. */}
        {edit.editing ? <PreviewLinks key={edit.formKey} target={{ kind: "episode", id: edit.editing.id }} /> : null}
      </AdminPanel>
      <PodcastAdminList podcasts={podcasts} edit={edit} />
    </AdminColumns>
  );
}
