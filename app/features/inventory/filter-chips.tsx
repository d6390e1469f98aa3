import X from 'lucide-react/icons/x';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { activeFilters, clearAllHref } from './search-state';

/**
 * The active filters as chips above the results (docs/product.md#facets-ui): each a link to the
 * search without it (one tap, works without JavaScript), then "Clear all". After a removal the
 * keyboard focus goes to the chip that took its place, or to `fallbackFocusId` when none is left,
 * so it is never lost on the page's body.
 */
export function FilterChips({
  search,
  fallbackFocusId,
  className,
}: {
  search: URLSearchParams;
  fallbackFocusId: string;
  className?: string;
}) {
  const filters = activeFilters(search);
  const list = useRef<HTMLUListElement>(null);
  const removed = useRef<number | null>(null);
  const key = filters.map((filter) => filter.key).join('&');

  useEffect(() => {
    const index = removed.current;
    if (index === null) return;
    removed.current = null;
    const links = list.current?.querySelectorAll<HTMLAnchorElement>('a[data-chip]');
    const next = links?.length ? links[Math.min(index, links.length - 1)] : undefined;
    (next ?? document.getElementById(fallbackFocusId))?.focus();
  }, [key, fallbackFocusId]);

  if (filters.length === 0) return null;
  return (
    <div className={className}>
      <h2 className="sr-only">Active filters</h2>
      {/* On phones one row that scrolls sideways (the results stay near the top), wrapped on
          wider screens. */}
      <ul
        ref={list}
        className="-mx-4 flex [scrollbar-width:none] items-center gap-2 overflow-x-auto px-4 py-0.5 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
      >
        {filters.map((filter, index) => (
          <li key={filter.key} className="shrink-0">
            <Link
              to={filter.href}
              preventScrollReset
              data-chip=""
              aria-label={`Remove filter ${filter.facet}: ${filter.label}`}
              onClick={() => (removed.current = index)}
              className="inline-flex h-9 max-w-64 items-center gap-1.5 rounded-full border border-brand-200 bg-brand-50 pr-2.5 pl-3.5 text-sm font-medium text-brand-900 outline-none hover:border-brand-600 hover:bg-brand-100 focus-visible:ring-2 focus-visible:ring-ring"
            >
              <span className="truncate">{filter.label}</span>
              <X className="size-4 shrink-0" aria-hidden="true" />
            </Link>
          </li>
        ))}
        <li className="shrink-0">
          <Link
            to={clearAllHref(search)}
            preventScrollReset
            onClick={() => (removed.current = 0)}
            className="inline-flex h-9 items-center rounded-md px-2 text-sm font-semibold text-brand-700 underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            Clear all
          </Link>
        </li>
      </ul>
    </div>
  );
}
