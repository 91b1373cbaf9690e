import { BookOpen } from "lucide-react";

import type { PostSummary } from "../../../../../shared/content.js";
import { usePosts } from "../../../../api/posts.js";
import { formatDate } from "../../../../lib/format.js";
import { ADMIN_LIST, type usePostsAdmin } from "../../api.js";
import type { EditMode } from "../../lib/use-edit-mode.js";
import { useTitleSearch } from "../../lib/use-title-search.js";
import { AdminListPanel } from "../admin-list-panel.js";
import { AdminRow } from "../admin-row.js";
import { RowActions, type DeleteWording } from "../row-actions.js";

const deleteWording: DeleteWording = {
  question: "Are you sure you want to delete this post?",
  success: "Post deleted.",
  errorTitle: "Error deleting post",
};

/** "Manage Posts": each post with Edit (loads it into the form) and Delete. */
export function PostAdminList({ posts, edit }: { posts: ReturnType<typeof usePostsAdmin>; edit: EditMode }) {
  const { remove } = posts;
  const search = useTitleSearch();
  const list = usePosts(ADMIN_LIST, search.q);
  return (
    <AdminListPanel<PostSummary>
      title="Manage Posts"
      list={list}
      search={search}
      emptyText="No posts yet."
      emptyIcon={BookOpen}
      createFirstLabel="Write the first post"
      errorTitle="Error fetching posts"
      renderRow={(post) => (
        <AdminRow
          key={post.id}
          title={post.title}
          isMembersOnly={post.isMembersOnly}
          publication={post}
          meta={formatDate(post.createdAt, "short")}
          active={edit.editingId === post.id}
          actions={
            <RowActions
              title={post.title}
              deleteWording={deleteWording}
              onDelete={() => remove.mutateAsync(post.id).then(() => edit.forget(post.id))}
              onEdit={() => void edit.startEdit(post.id)}
              editPending={edit.loadingId === post.id}
            />
          }
        />
      )}
    />
  );
}
