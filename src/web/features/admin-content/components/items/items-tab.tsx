import type { Category } from "../../../../../shared/constants.js";
import { useContentItemsAdmin } from "../../api.js";
import { useAdminAuthors } from "../../authors-api.js";
import { CATEGORY_LABEL } from "../../lib/categories.js";
import { useEditMode } from "../../lib/use-edit-mode.js";
import { useKnownSend } from "../../newsletter-api.js";
import { AdminColumns, AdminPanel } from "../admin-panel.js";
import { PreviewLinks } from "../preview-links.js";
import { RevisionHistory } from "../revision-history.js";
import { ItemAdminList } from "./item-admin-list.js";
import { ItemForm } from "./item-form.js";

/** The Briefings and After-Action tabs: one screen, parameterised by category. */
export function ItemsTab({ category }: { category: Category }) {
  const items = useContentItemsAdmin();
  const edit = useEditMode(items.load, `Error fetching ${category} items`, items.refresh);
  const authors = useAdminAuthors();
  const label = CATEGORY_LABEL[category];
  const recordSend = useKnownSend(edit.editing ? { kind: "item", id: edit.editing.id } : null);
  return (
    <AdminColumns>
      <AdminPanel title={`${edit.editing ? "Edit" : "Create"} ${label} Item`}>
        <ItemForm
          key={edit.formKey}
          category={category}
          editing={edit.editing}
          authors={authors.data}
          save={items.save}
          recordSend={recordSend}
          onSaved={edit.reset}
          onCancel={edit.cancel}
          onLoadLatest={edit.loadLatest}
        />
        {/* Outside the form: Enter in its link field must not save the record. Remounted with the form, so a link shown once goes with the record it was made for. Prefixed keys: a sibling with the form's own key left the old form on the page after a save. */}
        {edit.editing ? <PreviewLinks key={`preview-${edit.formKey}`} target={{ kind: "item", id: edit.editing.id }} /> : null}
        {/* Keyed by the record, not the form: it stays open while a restore reloads the form. */}
        {edit.editing ? <RevisionHistory key={`history-${edit.editing.id}`} target={{ kind: "item", id: edit.editing.id }} onRestored={edit.reopen} /> : null}
      </AdminPanel>
      <ItemAdminList category={category} items={items} edit={edit} />
    </AdminColumns>
  );
}
