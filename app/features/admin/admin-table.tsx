// The dashboard and list tables. On screens under 700 px (docs/product.md#dashboard) each row becomes a
// card whose cells carry their column name, so nothing needs sideways scrolling on a phone.
import type { ReactNode } from 'react';
import { cn } from '~/lib/cn';

export interface AdminColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  className?: string;
  /** Hide the column name in card mode (e.g. the row's title or its actions). */
  bare?: boolean;
  /** What the header cell shows instead of `header` (e.g. a "select all" checkbox). */
  headerContent?: ReactNode;
  /** The list is sorted by this column (aria-sort on its header). */
  sorted?: 'ascending' | 'descending';
}

export function AdminTable<T extends { id: number | string }>({
  label,
  columns,
  rows,
  empty,
  highlight,
  selected,
  cardColumns = 1,
}: {
  /** Accessible name of the table. */
  label: string;
  columns: AdminColumn<T>[];
  /** Keyed by their id. */
  rows: T[];
  /** What shows instead of an empty table: a sentence, or a block of its own. */
  empty: ReactNode;
  /** Rows to emphasise (the 'new' requests: docs/product.md#inboxes). */
  highlight?: (row: T) => boolean;
  /** Rows chosen for a bulk action (docs/product.md#admin-inventory). */
  selected?: (row: T) => boolean;
  /** Cells side by side in card mode (the bare ones span the card). */
  cardColumns?: 1 | 2;
}) {
  if (rows.length === 0) {
    return typeof empty === 'string' ? (
      <p className="px-4 py-8 text-center text-sm text-slate-600 sm:px-6">{empty}</p>
    ) : (
      empty
    );
  }
  return (
    <table aria-label={label} className="w-full text-left text-sm max-[699px]:block">
      <thead className="border-b border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-600 uppercase max-[699px]:sr-only">
        <tr>
          {columns.map((column) => (
            <th
              key={column.header}
              scope="col"
              aria-sort={column.sorted}
              className={cn('px-4 py-3 font-semibold', column.className)}
            >
              {column.headerContent ?? column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200 max-[699px]:grid max-[699px]:gap-3 max-[699px]:divide-y-0 max-[699px]:p-3">
        {rows.map((row) => {
          const highlighted = highlight?.(row) ?? false;
          const chosen = selected?.(row) ?? false;
          return (
            <tr
              key={row.id}
              data-highlighted={highlighted || undefined}
              data-selected={chosen || undefined}
              className={cn(
                'align-middle max-[699px]:relative max-[699px]:grid max-[699px]:gap-1.5 max-[699px]:rounded-lg max-[699px]:border max-[699px]:border-slate-200 max-[699px]:p-4',
                cardColumns === 2 && 'max-[699px]:grid-cols-2 max-[699px]:gap-x-5',
                // Cards keep white (their grey column names need it) and get a blue frame.
                chosen
                  ? 'bg-brand-50 max-[699px]:border-brand-600 max-[699px]:bg-white max-[699px]:ring-1 max-[699px]:ring-brand-600'
                  : highlighted
                    ? 'bg-amber-50'
                    : 'bg-white',
              )}
            >
              {columns.map((column) => (
                <td
                  key={column.header}
                  data-label={column.bare ? undefined : column.header}
                  className={cn(
                    'px-4 py-3 max-[699px]:flex max-[699px]:items-center max-[699px]:justify-between max-[699px]:gap-3 max-[699px]:p-0',
                    !column.bare &&
                      'max-[699px]:before:text-xs max-[699px]:before:font-semibold max-[699px]:before:text-slate-500 max-[699px]:before:uppercase max-[699px]:before:content-[attr(data-label)]',
                    column.bare && cardColumns === 2 && 'max-[699px]:col-span-2',
                    column.className,
                  )}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
