import { PenLine } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";

import type { AdminAuthor } from "../../../../../shared/authors.js";
import { paths } from "../../../../../shared/paths.js";
import { AdminPageHeader } from "../../../../components/layout/admin-page-header.js";
import { EmptyState } from "../../../../components/ui/empty-state.js";
import { StatusText } from "../../../../components/ui/status-text.js";
import { useErrorToast } from "../../../../lib/feedback.js";
import { usePageMeta } from "../../../../lib/use-page-meta.js";
import { useAdminAuthors, useAuthorsAdmin } from "../../authors-api.js";
import { AdminColumns, AdminPanel } from "../admin-panel.js";
import { AdminRow } from "../admin-row.js";
import { RowActions, type DeleteWording } from "../row-actions.js";
import { AuthorForm } from "./author-form.js";

const deleteWording: DeleteWording = {
  question: "Are you sure you want to delete this author? An author still named on records cannot be deleted.",
  success: "Author deleted.",
  errorTitle: "Error deleting author",
};
const NOT_PUBLICATION = { status: "published", publishAt: null } as const;
const recordsWord = (n: number) => (n === 1 ? "named on 1 record" : `named on ${n} records`);

/**
 * /admin/authors (issue 30, docs/decisions/113): the guest authors a byline
 * may name, each with how many records name them; the form on the left, the
 * list on the right, like the series. A record naming none has the creator's
 * byline (the Creator settings).
 */
export default function AdminAuthorsPage() {
  usePageMeta("Authors", "Guest authors: the people a post's, episode's or item's byline may name.");
  const list = useAdminAuthors();
  const admin = useAuthorsAdmin();
  const [editing, setEditing] = useState<AdminAuthor | null>(null);
  // A new key after each save or cancel empties the form.
  const [formKey, setFormKey] = useState(0);
  const done = () => {
    setEditing(null);
    setFormKey((key) => key + 1);
  };
  useErrorToast("Error fetching authors", list);
  return (
    <>
      <AdminPageHeader
        title="Authors"
        tagline={
          <>
            Guest authors for bylines, each with a page of their own. A record that names none is bylined to the creator (
            <Link to={paths.adminSite} className="text-accent underline-offset-4 hover:underline">
              Creator settings
            </Link>
            ).
          </>
        }
      />
      <AdminColumns>
        <AdminPanel title={editing ? "Edit Author" : "Create New Author"}>
          <AuthorForm key={`${editing?.id ?? "new"}-${formKey}`} editing={editing} save={admin.save} onSaved={done} onCancel={done} />
        </AdminPanel>
        <AdminPanel title="Manage Authors">
          {list.isPending ? (
            <StatusText>Loading authors...</StatusText>
          ) : !list.data || list.data.length === 0 ? (
            <EmptyState icon={PenLine}>No guest authors yet.</EmptyState>
          ) : (
            <ul aria-label="Authors" className="flex flex-col gap-3">
              {list.data.map((author) => (
                <AdminRow
                  key={author.id}
                  title={author.name}
                  isMembersOnly={false}
                  publication={NOT_PUBLICATION}
                  meta={
                    <>
                      <Link to={paths.author(author.slug)} className="underline-offset-4 hover:text-accent hover:underline">
                        {paths.author(author.slug)}
                      </Link>{" "}
                      - {recordsWord(author.records)}
                    </>
                  }
                  active={editing?.id === author.id}
                  actions={
                    <RowActions
                      title={author.name}
                      deleteWording={deleteWording}
                      onDelete={() => admin.remove.mutateAsync(author.id).then(() => (editing?.id === author.id ? done() : undefined))}
                      onEdit={() => setEditing(author)}
                    />
                  }
                />
              ))}
            </ul>
          )}
        </AdminPanel>
      </AdminColumns>
    </>
  );
}
