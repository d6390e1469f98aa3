import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { facetCounts } from '../../../tests/support/facet-counts';
import { currentUrl, renderInventory } from '../../../tests/support/render-inventory';
import { FilterSheet } from './filter-sheet';

// docs/product.md#facets-ui: the phones' filter sheet: "Filters (n)", the same facets, choices
// applied at once, "Show N cars", and the focus handled as a dialog's.

const FACETS = facetCounts({ bodyType: { suv: 12, sedan: 9 }, make: { Honda: 5, Toyota: 7 } });

function renderSheet(
  url: string,
  { total, updating = false }: { total?: number; updating?: boolean },
) {
  return renderInventory(url, (search) => (
    <FilterSheet search={search} facets={FACETS} total={total} updating={updating} />
  ));
}

describe('FilterSheet', () => {
  it('counts the active filters on its button (keywords aside)', () => {
    renderSheet('/inventory?q=civic&make=Honda&bodyType=suv&minPrice=25000.01&maxPrice=35000', {
      total: 3,
    });
    expect(screen.getByRole('button', { name: 'Filters (3)' })).toBeTruthy();
  });

  it('says just Filters when none is on', () => {
    renderSheet('/inventory?q=civic', { total: 3 });
    expect(screen.getByRole('button', { name: 'Filters' })).toBeTruthy();
  });

  it('opens as a dialog holding the focus, applies a choice at once, and Show N cars closes it back to the button', async () => {
    const { user } = renderSheet('/inventory?make=Honda', { total: 5 });
    const trigger = screen.getByRole('button', { name: 'Filters (1)' });
    await user.click(trigger);
    // The sheet's code loads at the first press.
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    expect(document.activeElement).toBe(dialog);
    expect(within(dialog).getByText('The results update as you choose.')).toBeTruthy();
    await user.click(within(dialog).getByRole('checkbox', { name: 'SUV, 12 cars' }));
    await waitFor(() => expect(currentUrl()).toBe('/inventory?make=Honda&bodyType=suv'));
    // Still open after the address changed, with the new choice.
    const still = screen.getByRole('dialog', { name: 'Filters' });
    expect(
      (within(still).getByRole('checkbox', { name: 'SUV, 12 cars' }) as HTMLInputElement).checked,
    ).toBe(true);
    // The page behind is hidden from assistive technology while the sheet is open.
    expect(screen.getByRole('button', { name: 'Filters (2)', hidden: true })).toBe(trigger);
    await user.click(within(still).getByRole('button', { name: 'Show 5 cars' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Filters (2)' }));
  });

  it('says 1 car for one', async () => {
    const { user } = renderSheet('/inventory', { total: 1 });
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    expect(await screen.findByRole('button', { name: 'Show 1 car' })).toBeTruthy();
  });

  it('says Show cars while the count is on its way', async () => {
    const { user } = renderSheet('/inventory', { updating: true });
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    expect(await screen.findByRole('button', { name: 'Show cars' })).toBeTruthy();
  });

  it('closes with Escape, and Clear all removes every filter', async () => {
    const { user } = renderSheet('/inventory?make=Honda&sort=price-asc', { total: 5 });
    await user.click(screen.getByRole('button', { name: 'Filters (1)' }));
    await screen.findByRole('dialog', { name: 'Filters' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Filters (1)' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('link', { name: 'Clear all' }),
    );
    await waitFor(() => expect(currentUrl()).toBe('/inventory?sort=price-asc'));
  });
});
