import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { facetCounts } from '../../../tests/support/facet-counts';
import { currentUrl, renderInventory } from '../../../tests/support/render-inventory';
import type { InventoryFacets } from '../../../common/schemas/inventory-facets';
import { FacetPanel } from './facet-panel';

// docs/product.md#facets-ui: a fieldset per facet, a checkbox per value named with its count,
// values no car has disabled, long lists shortened, and every change a new canonical address.

const FACETS = facetCounts({
  bodyType: { sedan: 1, suv: 120, pickup: 8 },
  make: {
    Toyota: 40,
    Honda: 30,
    Ford: 20,
    BMW: 10,
    Kia: 9,
    Mazda: 8,
    Subaru: 7,
    Audi: 6,
    Volvo: 5,
    Tesla: 1,
  },
  price: { 'under-15000': 3, '15000-25000': 50, '25000-35000': 60, '35000-50000': 15 },
  fuelType: { gasoline: 100, hybrid: 29 },
  year: { '2022': 40, older: 3 },
});

function renderPanel(url: string, facets: InventoryFacets | null = FACETS) {
  return renderInventory(url, (search) => (
    <FacetPanel search={search} facets={facets ?? undefined} />
  ));
}

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
/** The values of a facet shown before its "Show all". */
const shortList = (group: HTMLElement) =>
  within(group)
    .getAllByRole('checkbox')
    .filter((input) => !input.closest('li')!.hasAttribute('data-more'))
    .map((input) => (input as HTMLInputElement).value);
const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;

describe('FacetPanel', () => {
  it('has a fieldset with a legend for each facet, in the page order', () => {
    renderPanel('/inventory');
    const legends = [...document.querySelectorAll('fieldset > legend')];
    expect(legends.map((legend) => legend.textContent)).toEqual([
      'Body type',
      'Make',
      'Price',
      'Year',
      'Mileage',
      'Fuel type',
      'Transmission',
      'Drivetrain',
      'Exterior colour',
    ]);
  });

  it('names each checkbox with its value and count, and disables the values no car has', () => {
    renderPanel('/inventory');
    const bodies = within(screen.getByRole('group', { name: 'Body type' }));
    expect(bodies.getByRole('checkbox', { name: 'SUV, 120 cars' })).toBeTruthy();
    expect(bodies.getByRole('checkbox', { name: 'Sedan, 1 car' })).toBeTruthy();
    expect(box('SUV, 120 cars').disabled).toBe(false);
    // Shown, not hidden, and not a dead end: it cannot be chosen.
    expect(box('Van, 0 cars').disabled).toBe(true);
    expect(box('Diesel, 0 cars').disabled).toBe(true);
    expect(box('2015 and older, 3 cars').disabled).toBe(false);
  });

  it('checks the values of the URL; a chosen value without cars stays enabled to unchoose', () => {
    renderPanel('/inventory?bodyType=van&make=Honda');
    expect(box('Van, 0 cars').checked).toBe(true);
    expect(box('Van, 0 cars').disabled).toBe(false);
    expect(box('Honda, 30 cars').checked).toBe(true);
    expect(box('Toyota, 40 cars').checked).toBe(false);
  });

  it('adds a second value of a facet to the address (two makes at once), back on page 1, keeping keywords and sort', async () => {
    const { user } = renderPanel('/inventory?q=awd&make=Toyota&sort=price-asc&page=3');
    await user.click(box('Honda, 30 cars'));
    await waitFor(() =>
      expect(currentUrl()).toBe('/inventory?q=awd&make=Honda&make=Toyota&sort=price-asc'),
    );
    expect(box('Honda, 30 cars').checked).toBe(true);
    expect(box('Toyota, 40 cars').checked).toBe(true);
    await user.click(box('Toyota, 40 cars'));
    await waitFor(() => expect(currentUrl()).toBe('/inventory?q=awd&make=Honda&sort=price-asc'));
  });

  it('chooses one price range as its two bounds; Any price, with the count of them all, clears it', async () => {
    const { user } = renderPanel('/inventory?bodyType=suv');
    expect(radio('Any price, 128 cars').checked).toBe(true);
    expect(radio('Over $50,000, 0 cars').disabled).toBe(true);
    await user.click(radio('$15,000 - $25,000, 50 cars'));
    await waitFor(() =>
      expect(currentUrl()).toBe('/inventory?bodyType=suv&minPrice=15000.01&maxPrice=25000'),
    );
    expect(radio('$15,000 - $25,000, 50 cars').checked).toBe(true);
    await user.click(radio('Any price, 128 cars'));
    await waitFor(() => expect(currentUrl()).toBe('/inventory?bodyType=suv'));
  });

  it('keeps a hand-edited price range when another facet changes', async () => {
    const { user } = renderPanel('/inventory?minPrice=20000');
    expect(radio('Any price, 128 cars').checked).toBe(false);
    await user.click(box('Hybrid, 29 cars'));
    await waitFor(() => expect(currentUrl()).toBe('/inventory?fuelType=hybrid&minPrice=20000'));
  });

  it('shows the 8 most common makes, and the rest after "Show all 27 makes"', async () => {
    const { user } = renderPanel('/inventory');
    const makes = screen.getByRole('group', { name: 'Make' });
    expect(shortList(makes)).toEqual([
      'Audi',
      'BMW',
      'Ford',
      'Honda',
      'Kia',
      'Mazda',
      'Subaru',
      'Toyota',
    ]);
    expect(within(makes).getAllByRole('checkbox')).toHaveLength(27);
    const details = makes.querySelector('details')!;
    expect(details.open).toBe(false);
    await user.click(within(makes).getByText('Show all 27 makes'));
    expect(details.open).toBe(true);
    // Short lists have no "Show all".
    expect(screen.getByRole('group', { name: 'Year' }).querySelector('details')).toBeNull();
  });

  it('keeps a chosen make in the short list, and there once unchosen, so the focus stays on it', async () => {
    const { user } = renderPanel('/inventory?make=Volvo&make=Acura');
    const makes = screen.getByRole('group', { name: 'Make' });
    expect(shortList(makes)).toEqual([
      'Acura',
      'Audi',
      'BMW',
      'Ford',
      'Honda',
      'Kia',
      'Mazda',
      'Subaru',
      'Toyota',
      'Volvo',
    ]);
    expect(box('Acura, 0 cars').checked).toBe(true);
    await user.click(box('Volvo, 5 cars'));
    await waitFor(() => expect(currentUrl()).toBe('/inventory?make=Acura'));
    expect(shortList(makes)).toContain('Volvo');
    expect(document.activeElement).toBe(box('Volvo, 5 cars'));
    expect(box('Volvo, 5 cars').checked).toBe(false);
  });

  it('without counts yet, shows every value enabled and unnumbered', () => {
    renderPanel('/inventory?fuelType=diesel', null);
    expect(box('Diesel').checked).toBe(true);
    expect(box('Electric').disabled).toBe(false);
    expect(radio('Any price').checked).toBe(true);
  });

  it('is a GET form to /inventory with the keywords and sort, for a browser without JavaScript', () => {
    renderPanel('/inventory?q=civic&sort=price-asc&make=Honda');
    const form = screen.getByRole('group', { name: 'Make' }).closest('form')!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/inventory');
    const fields = [...new FormData(form)].map(([key, value]) => `${key}=${String(value)}`);
    expect(fields).toEqual(['q=civic', 'sort=price-asc', 'make=Honda', 'price=', 'mileage=']);
  });
});
