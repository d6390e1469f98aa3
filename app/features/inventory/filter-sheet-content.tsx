import LoaderCircle from 'lucide-react/icons/loader-circle';
import { useRef } from 'react';
import { Link } from 'react-router';
import type { InventoryFacets } from '../../../common/schemas/inventory-facets';
import { Button } from '~/components/ui/button';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '~/components/ui/sheet';
import { returnFocusTo, type OnDemandDialogProps } from '~/lib/on-demand-dialog';
import { FacetPanel } from './facet-panel';
import { carCount } from './facet-groups';
import { clearAllHref } from './search-state';

/**
 * The filter sheet itself (filter-sheet.tsx loads it when its button is first reached): the same
 * facet panel as the desktop's. Each choice applies at once (the results behind it and the counts
 * follow); "Show N cars" closes it. A Radix dialog: focus moves into it, stays there, Escape
 * closes it and focus goes back to the button.
 */
export function FilterSheetContent({
  search,
  facets,
  updating,
  total,
  open,
  onOpenChange,
  trigger,
  contentId,
}: OnDemandDialogProps & {
  search: URLSearchParams;
  facets?: InventoryFacets;
  updating: boolean;
  /** Cars the search finds; undefined while they load. */
  total?: number;
}) {
  const content = useRef<HTMLDivElement>(null);

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        ref={content}
        id={contentId}
        side="right"
        closeLabel="Close filters"
        // The sheet itself takes the focus: a screen reader hears its title and description
        // first, not the first checkbox.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          content.current?.focus();
        }}
        onCloseAutoFocus={returnFocusTo(trigger)}
        className="w-full max-w-md gap-0 overflow-hidden"
      >
        <SheetHeader className="border-b border-slate-200 py-4">
          <SheetTitle>Filters</SheetTitle>
          <SheetDescription>The results update as you choose.</SheetDescription>
        </SheetHeader>
        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-3 py-4">
          <FacetPanel search={search} facets={facets} updating={updating} />
        </div>
        <div className="flex items-center gap-3 border-t border-slate-200 bg-white p-4">
          <Link
            to={clearAllHref(search)}
            preventScrollReset
            className="inline-flex h-11 items-center rounded-md px-3 text-sm font-semibold text-brand-700 underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            Clear all
          </Link>
          <Button size="lg" className="flex-1" onClick={() => onOpenChange(false)}>
            {updating || total === undefined ? (
              <>
                <LoaderCircle
                  className="animate-spin motion-reduce:animate-none"
                  aria-hidden="true"
                />
                Show cars
              </>
            ) : (
              `Show ${carCount(total)}`
            )}
          </Button>
        </div>
      </SheetContent>
    </Sheet>
  );
}
