import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUrl, renderInventory } from '../../../tests/support/render-inventory';
import { FilterChips } from './filter-chips';

// docs/product.md#facets-ui: the active filters as chips, each removed with one tap, and Clear all.

function renderChips(url: string) {
  return renderInventory(url, (search) => (
    <>
      <p id="count" tabIndex={-1}>
        Showing the cars
      </p>
      <FilterChips search={search} fallbackFocusId="count" />
    </>
  ));
}

const chipNames = () =>
  screen.queryAllByRole('link').map((link) => link.getAttribute('aria-label') ?? link.textContent);

describe('FilterChips', () => {
  it('shows nothing when no filter is on (the sort is not a filter)', () => {
    renderChips('/inventory?sort=price-asc');
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(screen.queryByRole('heading', { name: 'Active filters' })).toBeNull();
  });

  it('shows a chip per filter, keywords first, then Clear all', () => {
    renderChips(
      '/inventory?q=civic&make=Honda&make=Toyota&bodyType=suv&maxMileage=25000&sort=price-asc',
    );
    expect(screen.getByRole('heading', { name: 'Active filters' })).toBeTruthy();
    expect(chipNames()).toEqual([
      'Remove filter Keywords: “civic”',
      'Remove filter Body type: SUV',
      'Remove filter Make: Honda',
      'Remove filter Make: Toyota',
      'Remove filter Mileage: Under 25,000 km',
      'Clear all',
    ]);
    expect(screen.getByRole('link', { name: 'Remove filter Make: Honda' }).textContent).toBe(
      'Honda',
    );
    expect(screen.getByRole('link', { name: 'Clear all' }).getAttribute('href')).toBe(
      '/inventory?sort=price-asc',
    );
  });

  it('removes one value with one tap, keeping the rest, and focuses the chip that took its place', async () => {
    const { user } = renderChips('/inventory?make=Honda&make=Toyota&bodyType=suv&page=2');
    await user.click(screen.getByRole('link', { name: 'Remove filter Make: Honda' }));
    await waitFor(() => expect(currentUrl()).toBe('/inventory?make=Toyota&bodyType=suv'));
    expect(chipNames()).toEqual([
      'Remove filter Body type: SUV',
      'Remove filter Make: Toyota',
      'Clear all',
    ]);
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('link', { name: 'Remove filter Make: Toyota' }),
      ),
    );
  });

  it('sends the focus to the count when the last chip goes, and Clear all removes every filter', async () => {
    const { user } = renderChips('/inventory?colour=blue');
    await user.click(screen.getByRole('link', { name: 'Remove filter Exterior colour: Blue' }));
    await waitFor(() => expect(currentUrl()).toBe('/inventory'));
    expect(screen.queryAllByRole('link')).toEqual([]);
    await waitFor(() => expect(document.activeElement?.id).toBe('count'));
  });

  it('Clear all keeps only the sort order', async () => {
    const { user } = renderChips('/inventory?q=awd&fuelType=hybrid&year=2021&sort=mileage-asc');
    await user.click(screen.getByRole('link', { name: 'Clear all' }));
    await waitFor(() => expect(currentUrl()).toBe('/inventory?sort=mileage-asc'));
    await waitFor(() => expect(document.activeElement?.id).toBe('count'));
  });
});
