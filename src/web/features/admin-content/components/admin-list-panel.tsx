import { Plus, SearchX, type LucideIcon } from "lucide-react";
import type { MouseEvent, ReactNode } from "react";

import type { PagedList } from "../../../api/paged-list.js";
import { Button } from "../../../components/ui/button.js";
import { EmptyState } from "../../../components/ui/empty-state.js";
import { LoadMore } from "../../../components/ui/load-more.js";
import { SearchField } from "../../../components/ui/search-field.js";
import { useErrorToast } from "../../../lib/feedback.js";
import type { TitleSearch } from "../lib/use-title-search.js";
import { AdminPanel } from "./admin-panel.js";

export interface AdminListPanelProps<T extends { id: string }> {
  title: string;
  list: PagedList<T>;
  emptyText: string;
  emptyIcon: LucideIcon;
  /** The empty list's button, e.g. "Write the first post": it takes the admin to the form beside the list. */
  createFirstLabel: string;
  /** The toast for a failed load: its title, and a fixed description instead of the server's message. */
  errorTitle: string;
  errorDescription?: string;
  renderRow: (item: T) => ReactNode;
  /** The search box above the list: `list` is then the filtered list. */
  search?: TitleSearch;
}

/** The right-hand panel of every tab: a scrolling list (max 600px), "Loading...", empty text and "Load more". */
/** Focuses the first field of the form in the same tab (the panel beside the list). */
function goToForm(event: MouseEvent<HTMLButtonElement>) {
  const field = event.currentTarget.closest("[data-admin-columns]")?.querySelector<HTMLElement>("form input:not([type='hidden']), form textarea");
  field?.scrollIntoView({ block: "center" });
  field?.focus();
}

export function AdminListPanel<T extends { id: string }>({
  title,
  list,
  emptyText,
  emptyIcon,
  createFirstLabel,
  errorTitle,
  errorDescription,
  renderRow,
  search,
}: AdminListPanelProps<T>) {
  useErrorToast(errorTitle, list, { description: errorDescription });

  return (
    <AdminPanel title={title}>
      {search ? <SearchField label="Search titles" hideLabel value={search.value} onChange={search.onChange} /> : null}
      {list.isPending ? (
        <p role="status" className="text-muted">
          Loading...
        </p>
      ) : list.items.length === 0 && search?.q ? (
        <EmptyState icon={SearchX}>No titles match “{search.q}”.</EmptyState>
      ) : list.items.length === 0 ? (
        <EmptyState
          icon={emptyIcon}
          action={
            list.isError ? null : (
              <Button variant="outline" size="sm" onClick={goToForm}>
                <Plus aria-hidden="true" />
                {createFirstLabel}
              </Button>
            )
          }
        >
          {emptyText}
        </EmptyState>
      ) : (
        <div className="-mx-2 max-h-[600px] overflow-y-auto overscroll-contain px-2" tabIndex={0} role="region" aria-label={`${title} list`}>
          <ul className="flex flex-col gap-3">{list.items.map(renderRow)}</ul>
          <LoadMore list={list} className="mt-4" />
        </div>
      )}
    </AdminPanel>
  );
}
