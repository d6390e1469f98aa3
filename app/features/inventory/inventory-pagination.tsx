import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { Link } from 'react-router';
import { inventoryHref } from '../../../common/search-options';
import { cn } from '~/lib/cn';

/** Page numbers to show: the first, the last and two around the current one; null is a gap. */
export function pageWindow(current: number, last: number): (number | null)[] {
  const pages = new Set([1, last, current - 1, current, current + 1]);
  const sorted = [...pages].filter((page) => page >= 1 && page <= last).sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous > 1) out.push(null);
    out.push(page);
  });
  return out;
}

const itemClass =
  'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-md border px-3 text-sm font-semibold outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** Page links of the inventory; every link keeps the filters and the sort order. */
export function InventoryPagination({
  search,
  page,
  pageCount,
}: {
  search: URLSearchParams;
  page: number;
  pageCount: number;
}) {
  if (pageCount <= 1) return null;
  const hrefOf = (target: number) => {
    const params = new URLSearchParams(search);
    params.set('page', String(target));
    return inventoryHref(params);
  };
  return (
    <nav aria-label="Pages" className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <Link
          to={hrefOf(page - 1)}
          rel="prev"
          className={cn(itemClass, 'border-slate-300 bg-white hover:bg-slate-50')}
        >
          <ChevronLeft className="size-4" aria-hidden="true" />
          Previous
        </Link>
      )}
      {pageWindow(page, pageCount).map((target, index) =>
        target === null ? (
          <span key={`gap-${index}`} className="px-1 text-slate-500" aria-hidden="true">
            …
          </span>
        ) : (
          <Link
            key={target}
            to={hrefOf(target)}
            aria-label={`Page ${target}`}
            aria-current={target === page ? 'page' : undefined}
            className={cn(
              itemClass,
              target === page
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
            )}
          >
            {target}
          </Link>
        ),
      )}
      {page < pageCount && (
        <Link
          to={hrefOf(page + 1)}
          rel="next"
          className={cn(itemClass, 'border-slate-300 bg-white hover:bg-slate-50')}
        >
          Next
          <ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      )}
    </nav>
  );
}
