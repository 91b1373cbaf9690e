import { usePostsAdmin } from "../../api.js";
import { useAdminAuthors } from "../../authors-api.js";
import { useEditMode } from "../../lib/use-edit-mode.js";
import { useKnownSend } from "../../newsletter-api.js";
import { AdminColumns, AdminPanel } from "../admin-panel.js";
import { PreviewLinks } from "../preview-links.js";
import { RevisionHistory } from "../revision-history.js";
import { PostAdminList } from "./post-admin-list.js";
import { PostForm } from "./post-form.js";

export function PostsTab() {
  const posts = usePostsAdmin();
  const edit = useEditMode(posts.load, "Error fetching posts", posts.refresh);
  const authors = useAdminAuthors();
  const recordSend = useKnownSend(edit.editing ? { kind: "post", id: edit.editing.id } : null);
  return (
    <AdminColumns>
      <AdminPanel title={edit.editing ? "Edit Post" : "Create New Post"}>
        <PostForm
          key={edit.formKey}
          editing={edit.editing}
          authors={authors.data}
          save={posts.save}
          autosave={posts.autosave}
          recordSend={recordSend}
          onSaved={edit.reset}
          onCancel={edit.cancel}
          onLoadLatest={edit.loadLatest}
        />
        {/* Outside the form: Enter in its link field must not save the record. Remounted with the form, so a link shown once goes with the record it was made for. Prefixed keys: a sibling with the form's own key left the old form on the page after a save. */}
        {edit.editing ? <PreviewLinks key={`preview-${edit.formKey}`} target={{ kind: "post", id: edit.editing.id }} /> : null}
        {/* Keyed by the record, not the form: it stays open while a restore reloads the form. */}
        {edit.editing ? <RevisionHistory key={`history-${edit.editing.id}`} target={{ kind: "post", id: edit.editing.id }} onRestored={edit.reopen} /> : null}
      </AdminPanel>
      <PostAdminList posts={posts} edit={edit} />
    </AdminColumns>
  );
}
