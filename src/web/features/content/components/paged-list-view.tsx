import type { ReactNode } from "react";
import { StatusText } from "../../../components/ui/status-text.js";
import type { PagedList } from "../../../api/paged-list.js";
import { LoadMore } from "./load-more.js";

export interface PagedListViewProps<T extends { id: string }> {
  list: PagedList<T>;
  /** E.g. "Loading articles...". */
  loadingText: string;
  /** Shown for an empty (or failed) list. */
  emptyText: string;
  /** Names the list for assistive technology. */
  label: string;
  renderItem: (item: T) => ReactNode;
}

/** Loading text, then the list (or its empty text), then more pages on scroll or "Load more". */
export function PagedListView<T extends { id: string }>({ list, loadingText, emptyText, label, renderItem }: PagedListViewProps<T>) {
  if (list.isPending) return <StatusText>{loadingText}</StatusText>;
  if (list.items.length === 0) return <StatusText>{emptyText}</StatusText>;
  return (
    <div>
      <ul aria-label={label} className="flex flex-col gap-4">
        {list.items.map((item) => (
          <li key={item.id}>{renderItem(item)}</li>
        ))}
      </ul>
      <LoadMore
        hasNextPage={list.hasNextPage}
        isFetchingNextPage={list.isFetchingNextPage}
        isError={list.isFetchNextPageError}
        fetchNextPage={list.fetchNextPage}
      />
    </div>
  );
}
