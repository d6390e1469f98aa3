import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal';
import { lazy, Suspense, useState } from 'react';
import type { InventoryFacets } from '../../../common/schemas/inventory-facets';
import { Button } from '~/components/ui/button';
import { useOnDemandDialog } from '~/lib/on-demand-dialog';
import { activeFilterCount } from './search-state';

// The sheet (a Radix dialog) loads when the visitor shows interest in the button (points at,
// focuses or presses it), not with the page.
const loadSheet = () => import('./filter-sheet-content');
const FilterSheetContent = lazy(() =>
  loadSheet().then((module) => ({ default: module.FilterSheetContent })),
);
const preload = () => void loadSheet();

/**
 * The facets on phones and tablets (docs/product.md#facets-ui): a "Filters (n)" button opening a
 * sheet with the same facet panel (filter-sheet-content.tsx).
 */
export function FilterSheet({
  search,
  facets,
  updating,
  total,
  className,
}: {
  search: URLSearchParams;
  facets?: InventoryFacets;
  updating: boolean;
  /** Cars the search finds; undefined while they load. */
  total?: number;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const { mounted, triggerProps, dialogProps } = useOnDemandDialog({
    open,
    onOpenChange: setOpen,
    preload,
  });
  const active = activeFilterCount(search);
  return (
    <>
      <Button {...triggerProps} variant="outline" className={className}>
        <SlidersHorizontal aria-hidden="true" />
        {active ? `Filters (${active})` : 'Filters'}
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <FilterSheetContent
            {...dialogProps}
            search={search}
            facets={facets}
            updating={updating}
            total={total}
          />
        </Suspense>
      )}
    </>
  );
}
