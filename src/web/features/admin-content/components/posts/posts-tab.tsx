import { usePostsAdmin } from "../../api.js";
import { useEditMode } from "../../lib/use-edit-mode.js";
import { AdminColumns, AdminPanel } from "../admin-panel.js";
import { PostAdminList } from "./post-admin-list.js";
import { PostForm } from "./post-form.js";

export function PostsTab() {
  const posts = usePostsAdmin();
  const edit = useEditMode(posts.load, "Error fetching posts", posts.refresh);
  return (
    <AdminColumns>
      <AdminPanel title={edit.editing ? "Edit Post" : "Create New Post"}>
        <PostForm key={edit.formKey} editing={edit.editing} save={posts.save} onSaved={edit.reset} onCancel={edit.cancel} />
      </AdminPanel>
      <PostAdminList posts={posts} edit={edit} />
    </AdminColumns>
  );
}
