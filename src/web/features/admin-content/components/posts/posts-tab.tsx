import { usePostsAdmin } from "../../api.js";
import { useEditMode } from "../../lib/use-edit-mode.js";
import { AdminColumns, AdminPanel } from "../admin-panel.js";
import { PreviewLinks } from "../preview-links.js";
import { PostAdminList } from "./post-admin-list.js";
import { PostForm } from "./post-form.js";

export function PostsTab() {
  const posts = usePostsAdmin();
  const edit = useEditMode(posts.load, "Error fetching posts", posts.refresh);
  return (
    <AdminColumns>
      <AdminPanel title={edit.editing ? "Edit Post" : "Create New Post"}>
        <PostForm key={edit.formKey} editing={edit.editing} save={posts.save} onSaved={edit.reset} onCancel={edit.cancel} />
        {/* Outside the form: Enter in its link field must not save the record. Remounted with the form, so a link shown once goes with the record it was made for. */}
        {edit.editing ? <PreviewLinks key={edit.formKey} target={{ kind: "post", id: edit.editing.id }} /> : null}
      </AdminPanel>
      <PostAdminList posts={posts} edit={edit} />
    </AdminColumns>
  );
}
