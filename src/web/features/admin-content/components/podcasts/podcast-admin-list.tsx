import { Mic } from "lucide-react";

import type { Podcast } from "../../../../../shared/content.js";
import { usePodcasts } from "../../../../api/podcasts.js";
import { AudioPlayer } from "../../../../components/player/audio-player.js";
import { formatDate } from "../../../../lib/format.js";
import { ADMIN_LIST, type usePodcastsAdmin } from "../../api.js";
import type { EditMode } from "../../lib/use-edit-mode.js";
import { useTitleSearch } from "../../lib/use-title-search.js";
import { AdminListPanel } from "../admin-list-panel.js";
import { AdminRow } from "../admin-row.js";
import { RowActions, type DeleteWording } from "../row-actions.js";
import { StoredFile } from "../stored-file.js";

const deleteWording: DeleteWording = {
  question: "Are you sure you want to delete this episode? This cannot be undone.",
  success: "Podcast deleted successfully.",
  errorTitle: "Delete Error",
};

/** "Manage Podcasts": every episode with its date, uploaded files, player, and Edit and Delete buttons. */
export function PodcastAdminList({ podcasts, edit }: { podcasts: ReturnType<typeof usePodcastsAdmin>; edit: EditMode }) {
  const { remove } = podcasts;
  const search = useTitleSearch();
  const list = usePodcasts(ADMIN_LIST, search.q);
  return (
    <AdminListPanel<Podcast>
      title="Manage Podcasts"
      list={list}
      search={search}
      emptyText="No episodes available yet."
      emptyIcon={Mic}
      createFirstLabel="Upload the first episode"
      errorTitle="Error"
      errorDescription="Could not fetch podcasts."
      renderRow={(podcast) => (
        <AdminRow
          key={podcast.id}
          title={podcast.title}
          isMembersOnly={podcast.isMembersOnly}
          publication={podcast}
          meta={
            <>
              {formatDate(podcast.createdAt, "short")}
              {podcast.file ? (
                <span className="block">
                  <StoredFile file={podcast.file} href={podcast.audioUrl} />
                </span>
              ) : null}
              {podcast.transcript && podcast.transcriptUrl ? (
                <span className="block">
                  Transcript: <StoredFile file={podcast.transcript} href={podcast.transcriptUrl} />
                </span>
              ) : null}
            </>
          }
          active={edit.editingId === podcast.id}
          actions={
            <RowActions
              title={podcast.title}
              deleteWording={deleteWording}
              onDelete={() => remove.mutateAsync(podcast.id).then(() => edit.forget(podcast.id))}
              onEdit={() => void edit.startEdit(podcast.id)}
              editPending={edit.loadingId === podcast.id}
            />
          }
        >
          <AudioPlayer src={podcast.audioUrl} title={podcast.title} />
        </AdminRow>
      )}
    />
  );
}
