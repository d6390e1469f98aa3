import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminCar } from '../../../common/schemas/admin-cars';
import { buildCarRecord } from '../../../tests/factories';
import { renderRoute } from '../../../tests/support/render-route';
import { bulkDeleteQuestion, bulkDoneMessage } from './bulk-action-bar';
import type { InventorySearchValues } from './inventory-filters';
import { InventoryDesk } from './inventory-desk';

// docs/product.md#admin-inventory: choosing cars for a bulk action, the header checkbox, the
// count read out to screen readers, the sorted column, and the empty states.

const car = (id: number, model: string, stockNumber: string): AdminCar => ({
  ...buildCarRecord({ id, year: 2021, make: 'Honda', model, stockNumber, featured: id === 2 }),
  daysInStock: 40 + id,
  photoCount: 0,
});

const CARS = [car(1, 'Civic', 'U1001'), car(2, 'Accord', 'U1002'), car(3, 'CR-V', 'FC-000003')];
const NO_SEARCH: InventorySearchValues = {
  q: '',
  status: '',
  featured: '',
  make: '',
  minPrice: '',
  maxPrice: '',
  sort: 'newest',
};

function renderDesk(
  items: AdminCar[] = CARS,
  {
    sort = 'newest',
    filtered = false,
  }: { sort?: InventorySearchValues['sort']; filtered?: boolean } = {},
) {
  return renderRoute(
    <InventoryDesk
      result={{ items, page: 1, pageSize: 25, total: items.length }}
      values={{ ...NO_SEARCH, sort }}
      sort={sort as 'newest'}
      filtered={filtered}
    />,
    { path: '/admin/cars' },
  );
}

const rowBox = (name: string) =>
  screen.getByRole('checkbox', { name: `Select ${name}` }) as HTMLInputElement;
const allBox = () =>
  screen.getByRole('checkbox', { name: 'Select all 3 cars on this page' }) as HTMLInputElement;
const announced = () => screen.getByRole('status').textContent;

describe('choosing cars on the inventory desk', () => {
  it('names each row checkbox after its car and starts with nothing chosen', () => {
    renderDesk();
    expect(rowBox('2021 Honda Civic U1001').checked).toBe(false);
    expect(rowBox('2021 Honda CR-V FC-000003').checked).toBe(false);
    expect(allBox().checked).toBe(false);
    expect(allBox().indeterminate).toBe(false);
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull();
    expect(announced()).toBe('');
  });

  it('shows the bar with the count, and the header checkbox as mixed, when some are chosen', async () => {
    const { user } = renderDesk();
    await user.click(rowBox('2021 Honda Civic U1001'));
    await user.click(rowBox('2021 Honda CR-V FC-000003'));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByText('2 selected')).toBeTruthy();
    expect(announced()).toBe('2 selected');
    expect(allBox().checked).toBe(false);
    expect(allBox().indeterminate).toBe(true);
    for (const label of ['Mark Sold', 'Mark Available', 'Mark Pending', 'Feature', 'Unfeature']) {
      expect((within(bar).getByRole('button', { name: label }) as HTMLButtonElement).disabled).toBe(
        false,
      );
    }
    expect(
      (within(bar).getByRole('button', { name: 'Delete' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  it('chooses every car on the page from the header, and none on a second click', async () => {
    const { user } = renderDesk();
    await user.click(rowBox('2021 Honda Accord U1002'));
    await user.click(allBox());
    expect(allBox().checked).toBe(true);
    expect(allBox().indeterminate).toBe(false);
    for (const name of ['2021 Honda Civic U1001', '2021 Honda Accord U1002']) {
      expect(rowBox(name).checked).toBe(true);
    }
    expect(announced()).toBe('3 selected');
    await user.click(allBox());
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull();
    expect(rowBox('2021 Honda Civic U1001').checked).toBe(false);
    expect(announced()).toBe('');
  });

  it('works from the keyboard: Space on a focused checkbox, and Clear selection', async () => {
    const { user } = renderDesk();
    rowBox('2021 Honda Accord U1002').focus();
    await user.keyboard(' ');
    expect(rowBox('2021 Honda Accord U1002').checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(rowBox('2021 Honda Accord U1002').checked).toBe(false);
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull();
  });

  it('asks before deleting the chosen cars', async () => {
    const { user } = renderDesk();
    await user.click(allBox());
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete vehicles' });
    expect(dialog.textContent).toContain(bulkDeleteQuestion(3));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(allBox().checked).toBe(true);
  });
});

describe('the table', () => {
  it('marks the sorted column with aria-sort', () => {
    renderDesk(CARS, { sort: 'price-desc' });
    expect(screen.getByRole('columnheader', { name: 'Price' }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    expect(screen.getByRole('columnheader', { name: 'Mileage' }).hasAttribute('aria-sort')).toBe(
      false,
    );
  });

  it('says when there are no cars at all, and when none match', () => {
    const { unmount } = renderDesk([]);
    expect(screen.getByText('No vehicles yet.')).toBeTruthy();
    unmount();
    renderDesk([], { filtered: true });
    expect(screen.getByText('No vehicles match your search.')).toBeTruthy();
  });
});

describe('the bulk toast', () => {
  it('says how many cars changed', () => {
    expect(bulkDoneMessage('mark-sold', 3, 3)).toBe('3 cars marked sold');
    expect(bulkDoneMessage('feature', 1, 1)).toBe('1 car featured');
    expect(bulkDoneMessage('mark-sold', 2, 3)).toBe('2 cars marked sold; 1 already was');
    expect(bulkDoneMessage('unfeature', 0, 2)).toBe('0 cars removed from featured; 2 already were');
    expect(bulkDoneMessage('delete', 4, 4)).toBe('4 cars deleted');
  });
});
