import type { ReactNode } from "react";

import { cn } from "../../lib/cn.js";
import { LoadMore, type LoadMoreProps } from "./load-more.js";

export interface DataColumn<T> {
  header: string;
  /** The header is for screen readers only (a column of buttons). */
  hideHeader?: boolean;
  align?: "right";
  /** Classes for this column's cells, e.g. "whitespace-nowrap" or "tabular-nums". */
  className?: string;
  cell: (row: T) => ReactNode;
}

interface DataTableProps<T> {
  /** The name of the scrolling region, e.g. "Members list". */
  label: string;
  /** Says what the table holds, for screen readers: "Members matching “ann”". */
  caption: string;
  columns: readonly DataColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** Below this width (a Tailwind class, e.g. "min-w-[640px]") the table scrolls sideways rather than squeeze its columns. */
  minWidth?: string;
  /** The paged list the rows come from: "Load more" under the table while it has another page. */
  list: LoadMoreProps["list"];
}

/**
 * The admin's paged tables (members, feeds, activity): a region that scrolls
 * sideways on a narrow screen and can be focused to scroll it with the keys,
 * a caption, a header row, and "Load more".
 */
export function DataTable<T>({ label, caption, columns, rows, rowKey, minWidth, list }: DataTableProps<T>) {
  const aligned = (column: DataColumn<T>) => (column.align === "right" ? "text-right" : undefined);
  return (
    <div className="overflow-x-auto rounded-sm border border-border bg-surface px-4 sm:px-6" tabIndex={0} role="region" aria-label={label}>
      <table className={cn("w-full text-left", minWidth)}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-border text-xs tracking-wider text-muted uppercase">
            {columns.map((column) => (
              <th key={column.header} scope="col" className={cn("py-3 pr-4 font-semibold last:pr-0", aligned(column))}>
                {column.hideHeader ? <span className="sr-only">{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-b border-border align-top last:border-0">
              {columns.map((column) => (
                <td key={column.header} className={cn("py-3 pr-4 text-sm last:pr-0", aligned(column), column.className)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <LoadMore list={list} className="py-4" />
    </div>
  );
}
