import { AdminPageHeader } from "../../../../components/layout/admin-page-header.js";
import { usePageMeta } from "../../../../lib/use-page-meta.js";
import { useEditMode } from "../../lib/use-edit-mode.js";
import { useSeriesAdmin } from "../../series-api.js";
import { AdminColumns, AdminPanel } from "../admin-panel.js";
import { RevisionHistory } from "../revision-history.js";
import { SeriesAdminList } from "./series-admin-list.js";
import { SeriesForm } from "./series-form.js";

/** /admin/series (docs/decisions/103): make and edit series, their parts in order; the form on the left, the list on the right, like the content tabs. */
export default function AdminSeriesPage() {
  usePageMeta("Series", "Ordered collections of posts, episodes and items, each with its own page.");
  const admin = useSeriesAdmin();
  const edit = useEditMode(admin.load, "Error fetching series", admin.refresh);
  return (
    <>
      <AdminPageHeader
        title="Series"
        tagline="Ordered collections of posts, episodes and items (“Leadership Foundations, parts 1-6”), each with its own page and cover."
      />
      <AdminColumns>
        <AdminPanel title={edit.editing ? "Edit Series" : "Create New Series"}>
          <SeriesForm key={edit.formKey} editing={edit.editing} save={admin.save} onSaved={edit.reset} onCancel={edit.cancel} />
          {/* Keyed by the series, not the form: it stays open while a restore reloads the form (docs/decisions/112). */}
          {edit.editing ? (
            <RevisionHistory key={`history-${edit.editing.id}`} target={{ kind: "series", id: edit.editing.id }} onRestored={edit.reopen} />
          ) : null}
        </AdminPanel>
        <SeriesAdminList admin={admin} edit={edit} />
      </AdminColumns>
    </>
  );
}
