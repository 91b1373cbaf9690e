import { usePodcastsAdmin } from "../../api.js";
import { useAdminAuthors } from "../../authors-api.js";
import { useEditMode } from "../../lib/use-edit-mode.js";
import { useKnownSend } from "../../newsletter-api.js";
import { AdminColumns, AdminPanel } from "../admin-panel.js";
import { PreviewLinks } from "../preview-links.js";
import { RevisionHistory } from "../revision-history.js";
import { PodcastAdminList } from "./podcast-admin-list.js";
import { PodcastForm } from "./podcast-form.js";

/** The Podcasts tab: upload (or, in edit mode, edit) an episode beside the list of episodes. */
export function PodcastsTab() {
  const podcasts = usePodcastsAdmin();
  const edit = useEditMode(podcasts.load, "Error", podcasts.refresh);
  const authors = useAdminAuthors();
  const recordSend = useKnownSend(edit.editing ? { kind: "episode", id: edit.editing.id } : null);
  return (
    <AdminColumns>
      <AdminPanel title={edit.editing ? "Edit Episode" : "Upload New Podcast"}>
        <PodcastForm
          key={edit.formKey}
          editing={edit.editing}
          authors={authors.data}
          save={podcasts.save}
          recordSend={recordSend}
          onSaved={edit.reset}
          onCancel={edit.cancel}
          onLoadLatest={edit.loadLatest}
        />
        {/* Outside the form: Enter in its link field must not save the record. Remounted with the form, so a link shown once goes with the record it was made for. Prefixed keys: a sibling with the form's own key left the old form on the page after a save. */}
        {edit.editing ? <PreviewLinks key={`preview-${edit.formKey}`} target={{ kind: "episode", id: edit.editing.id }} /> : null}
        {/* Keyed by the record, not the form: it stays open while a restore reloads the form. */}
        {edit.editing ? (
          <RevisionHistory key={`history-${edit.editing.id}`} target={{ kind: "episode", id: edit.editing.id }} onRestored={edit.reopen} />
        ) : null}
      </AdminPanel>
      <PodcastAdminList podcasts={podcasts} edit={edit} />
    </AdminColumns>
  );
}
