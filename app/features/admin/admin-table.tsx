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
}

export function AdminTable<T>({
  label,
  columns,
  rows,
  rowKey,
  empty,
  highlight,
}: {
  /** Accessible name of the table. */
  label: string;
  columns: AdminColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  empty: string;
  /** Rows to emphasise (the 'new' requests: docs/product.md#inboxes). */
  highlight?: (row: T) => boolean;
}) {
  if (rows.length === 0) {
    return <p className="px-4 py-8 text-center text-sm text-slate-600 sm:px-6">{empty}</p>;
  }
  return (
    <table aria-label={label} className="w-full text-left text-sm max-[699px]:block">
      <thead className="border-b border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-600 uppercase max-[699px]:sr-only">
        <tr>
          {columns.map((column) => (
            <th
              key={column.header}
              scope="col"
              className={cn('px-4 py-3 font-semibold', column.className)}
            >
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200 max-[699px]:grid max-[699px]:gap-3 max-[699px]:divide-y-0 max-[699px]:p-3">
        {rows.map((row) => {
          const highlighted = highlight?.(row) ?? false;
          return (
            <tr
              key={rowKey(row)}
              data-highlighted={highlighted || undefined}
              className={cn(
                'align-middle max-[699px]:grid max-[699px]:gap-1.5 max-[699px]:rounded-lg max-[699px]:border max-[699px]:border-slate-200 max-[699px]:p-4',
                highlighted ? 'bg-amber-50' : 'bg-white',
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
