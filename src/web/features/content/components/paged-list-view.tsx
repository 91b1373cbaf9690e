import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

import type { PagedList } from "../../../api/paged-list.js";
import { EmptyState } from "../../../components/ui/empty-state.js";
import { LoadMore } from "../../../components/ui/load-more.js";
import { StatusText } from "../../../components/ui/status-text.js";

export interface PagedListViewProps<T extends { id: string }> {
  list: PagedList<T>;
  /** E.g. "Loading articles...". */
  loadingText: string;
  /** Shown for a list that is really empty, with its icon. */
  emptyText: string;
  emptyIcon: LucideIcon;
  /**
   * A list that failed to load is silently empty (spec: articles, case
   * studies); true shows the empty text then too (podcasts, whose failure a
   * toast reports).
   */
  emptyTextOnError?: boolean;
  /** Names the list for assistive technology. */
  label: string;
  renderItem: (item: T) => ReactNode;
}

/** Loading text, then the list (or its empty state), then more pages on scroll or "Load more". */
export function PagedListView<T extends { id: string }>({
  list,
  loadingText,
  emptyText,
  emptyIcon,
  emptyTextOnError = false,
  label,
  renderItem,
}: PagedListViewProps<T>) {
  if (list.isPending) return <StatusText>{loadingText}</StatusText>;
  if (list.items.length === 0) {
    if (list.isError && !emptyTextOnError) return <ul aria-label={label} />;
    return <EmptyState icon={emptyIcon}>{emptyText}</EmptyState>;
  }
  return (
    <div>
      <ul aria-label={label} className="flex flex-col gap-4">
        {list.items.map((item) => (
          <li key={item.id}>{renderItem(item)}</li>
        ))}
      </ul>
      <LoadMore list={list} loadOnScroll size="default" className="pt-6" />
    </div>
  );
}
