import { ClipboardList, Radio } from "lucide-react";

import type { Category } from "../../../../../shared/constants.js";
import type { ContentItemSummary } from "../../../../../shared/content.js";
import { useContentItems } from "../../../../api/content-items.js";
import { formatDate } from "../../../../lib/format.js";
import { ADMIN_LIST, type useContentItemsAdmin } from "../../api.js";
import { CATEGORY_LABEL } from "../../lib/categories.js";
import type { EditMode } from "../../lib/use-edit-mode.js";
import { useTitleSearch } from "../../lib/use-title-search.js";
import { AdminListPanel } from "../admin-list-panel.js";
import { AdminRow } from "../admin-row.js";
import { RowActions, type DeleteWording } from "../row-actions.js";

const deleteWording: DeleteWording = {
  question: "Are you sure you want to delete this item?",
  success: "Item deleted.",
  errorTitle: "Error deleting item",
};

export interface ItemAdminListProps {
  category: Category;
  items: ReturnType<typeof useContentItemsAdmin>;
  edit: EditMode;
}

/** "Manage {Category} Items": created date - media type, title, Edit and Delete. */
export function ItemAdminList({ category, items, edit }: ItemAdminListProps) {
  const { remove } = items;
  const search = useTitleSearch();
  const list = useContentItems(category, ADMIN_LIST, search.q);
  return (
    <AdminListPanel<ContentItemSummary>
      title={`Manage ${CATEGORY_LABEL[category]} Items`}
      list={list}
      search={search}
      emptyText="No items yet."
      emptyIcon={category === "briefing" ? Radio : ClipboardList}
      createFirstLabel="Create the first item"
      errorTitle={`Error fetching ${category} items`}
      renderRow={(item) => (
        <AdminRow
          key={item.id}
          title={item.title}
          isMembersOnly={item.isMembersOnly}
          publication={item}
          meta={`${formatDate(item.createdAt, "short")} - ${item.mediaType}`}
          active={edit.editingId === item.id}
          actions={
            <RowActions
              title={item.title}
              deleteWording={deleteWording}
              onDelete={() => remove.mutateAsync(item.id).then(() => edit.forget(item.id))}
              onEdit={() => void edit.startEdit(item.id)}
              editPending={edit.loadingId === item.id}
            />
          }
        />
      )}
    />
  );
}
