import { ListOrdered } from "lucide-react";

import type { SeriesSummary } from "../../../../../shared/series.js";
import { useSeriesList } from "../../../../api/series.js";
import { formatDate } from "../../../../lib/format.js";
import { ADMIN_LIST } from "../../api.js";
import type { EditMode } from "../../lib/use-edit-mode.js";
import type { useSeriesAdmin } from "../../series-api.js";
import { AdminListPanel } from "../admin-list-panel.js";
import { AdminRow } from "../admin-row.js";
import { RowActions, type DeleteWording } from "../row-actions.js";

const deleteWording: DeleteWording = {
  question: "Are you sure you want to delete this series? Its posts, episodes and items stay.",
  success: "Series deleted.",
  errorTitle: "Error deleting series",
};

const partsWord = (n: number) => (n === 1 ? "1 part" : `${n} parts`);

/** "Manage Series": each series with its number of parts, Edit (loads it into the form) and Delete. */
export function SeriesAdminList({ admin, edit }: { admin: ReturnType<typeof useSeriesAdmin>; edit: EditMode }) {
  const list = useSeriesList(ADMIN_LIST);
  return (
    <AdminListPanel<SeriesSummary>
      title="Manage Series"
      list={list}
      emptyText="No series yet."
      emptyIcon={ListOrdered}
      createFirstLabel="Make the first series"
      errorTitle="Error fetching series"
      renderRow={(series) => (
        <AdminRow
          key={series.id}
          title={series.title}
          isMembersOnly={false}
          publication={{ status: series.status, publishAt: null }}
          meta={`${formatDate(series.createdAt, "short")} - ${partsWord(series.partCount)}`}
          active={edit.editingId === series.id}
          actions={
            <RowActions
              title={series.title}
              deleteWording={deleteWording}
              onDelete={() => admin.remove.mutateAsync(series.id).then(() => edit.forget(series.id))}
              onEdit={() => void edit.startEdit(series.id)}
              editPending={edit.loadingId === series.id}
            />
          }
        />
      )}
    />
  );
}
