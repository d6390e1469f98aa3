import { render, screen, within } from '@testing-library/react';
import { Outlet, createRoutesStub } from 'react-router';
import { afterAll, describe, expect, it } from 'vitest';
import type { Car } from '../../../common/schemas/car';
import {
  MILEAGE_RULES,
  moneyRules,
  renderForm,
  testFormRules,
  type FormUnderTest,
} from '../../../tests/support/form-rules';
import { fieldByLabel } from '../../../tests/support/render-route';
import { CarForm } from './car-form';

// docs/product.md#vehicle-form: the defaults of a new car, and every rule with its message.
const year = new Date().getFullYear();
const value = (label: string) => (fieldByLabel(label) as HTMLInputElement).value;
const featured = () =>
  screen.getByRole('switch', { name: 'Featured vehicle' }).getAttribute('aria-checked');

const newCar: FormUnderTest = {
  element: <CarForm />,
  path: '/admin/cars/new',
  submitLabel: 'Create Vehicle',
  missing: ['Please select a make from the list', 'Model is required'],
  rules: [
    { label: 'Year', value: '1989', message: 'Year must be 1990 or later' },
    { label: 'Year', value: String(year + 2), message: `Year must be ${year + 1} or earlier` },
    { label: 'Year', value: '', message: 'Year must be a number' },
    { label: 'Model', value: 'M'.repeat(51), message: 'Must be at most 50 characters' },
    { label: 'Trim', value: 'T'.repeat(51), message: 'Must be at most 50 characters' },
    { label: 'Price', value: '', message: 'Price must be a number' },
    ...moneyRules('Price'),
    {
      label: 'Original Price',
      value: '10.005',
      message: 'Original price can have at most two decimals',
    },
    { label: 'Discounted Price', value: '-3', message: 'Discounted price must be 0 or more' },
    ...MILEAGE_RULES,
    { label: 'Location', value: 'L'.repeat(101), message: 'Must be at most 100 characters' },
    { label: 'VIN', value: '1HGCM82633A0043521', message: 'VIN must be at most 17 characters' },
    { label: 'VIN', value: 'JM3*KF', message: 'VIN can contain only letters, digits and hyphens' },
    {
      label: 'Description',
      value: 'd'.repeat(10_001),
      message: 'Must be at most 10000 characters',
    },
    {
      label: 'Stock Number',
      value: 'S'.repeat(21),
      message: 'Stock number must be at most 20 characters',
    },
    {
      label: 'Stock Number',
      value: 'FC 12',
      message:
        'Stock number can contain only letters, digits and hyphens, and must start and end with a letter or digit',
    },
    { label: 'Engine', value: 'e'.repeat(61), message: 'Must be at most 60 characters' },
    { label: 'Exterior Colour', value: 'c'.repeat(31), message: 'Must be at most 30 characters' },
    { label: 'Interior Colour', value: 'c'.repeat(31), message: 'Must be at most 30 characters' },
    { label: 'Doors', value: '7', message: 'Doors must be a whole number from 1 to 6' },
    { label: 'Doors', value: '2.5', message: 'Doors must be a whole number from 1 to 6' },
    { label: 'Seats', value: '0', message: 'Seats must be a whole number from 1 to 15' },
  ],
  required: [
    'Year',
    'Make',
    'Model',
    'Price',
    'Mileage (km)',
    'Condition',
    'Transmission',
    'Fuel Type',
  ],
  optional: [
    'Trim',
    'Original Price',
    'Discounted Price',
    'Location',
    'VIN',
    'Description',
    'Stock Number',
    'In Stock Since',
    'Body Type',
    'Drivetrain',
    'Engine',
    'Doors',
    'Seats',
    'Exterior Colour',
    'Interior Colour',
  ],
  // A make and model, so that only the rule under test is broken.
  prepare: async (user, rule) => {
    await user.selectOptions(fieldByLabel('Make'), 'Honda');
    if (rule.label !== 'Model') await user.type(fieldByLabel('Model'), 'Civic');
  },
};

const stored: Car = {
  id: 3,
  year: 2018,
  make: 'Mazda',
  model: 'CX-5',
  trim: 'GS',
  price: 21900,
  originalPrice: 23900,
  discountedPrice: 21900,
  mileage: 88000,
  condition: 'certified',
  transmission: 'automatic',
  fuelType: 'gasoline',
  location: 'Richmond, BC',
  description: 'One owner.',
  photos: [],
  vin: 'JM3KFBCM1J0000001',
  status: 'pending',
  featured: true,
  stockNumber: 'U2318',
  bodyType: 'suv',
  drivetrain: 'awd',
  exteriorColour: 'Soul Red Crystal',
  interiorColour: 'Black leather',
  doors: 4,
  seats: 5,
  engine: '2.5L 4-cylinder',
  features: ['Heated seats', 'Blind-spot monitoring'],
  inStockSince: '2026-01-02',
  priorTaxiPoliceRacing: 'no',
  priorLeaseRental: 'yes',
  damageOver2000: 'no',
  damageAmount: null,
  fromOutsideBc: 'yes',
  importedFrom: 'Alberta',
  allInPrice: 22399,
  colourFamily: 'grey',
  priceReducedFrom: null,
  priceReducedAt: null,
  version: 2,
  createdAt: '2026-01-02T03:04:05.000Z',
  updatedAt: '2026-01-02T03:04:05.000Z',
};

// The form's photo widget (Uppy) checks the network status 3 s after it starts, on a timer its
// destroy() leaves running: let the last one fire before the simulated DOM is torn down.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 3100)));

describe('the vehicle form', () => {
  testFormRules(newCar);

  it('starts a new car with the defaults', () => {
    renderForm(newCar);
    expect(value('Year')).toBe(String(year));
    expect(value('Make')).toBe('');
    expect(value('Price')).toBe('0');
    expect(value('Mileage (km)')).toBe('0');
    expect(value('Condition')).toBe('used');
    expect(value('Transmission')).toBe('automatic');
    expect(value('Fuel Type')).toBe('gasoline');
    expect(value('Status')).toBe('available');
    expect(featured()).toBe('false');
    expect(fieldByLabel('Price').getAttribute('step')).toBe('0.01');
  });

  it('shows a stored car as it is', () => {
    renderForm({ ...newCar, element: <CarForm car={stored} />, submitLabel: 'Update Vehicle' });
    expect(value('Year')).toBe('2018');
    expect(value('Make')).toBe('Mazda');
    expect(value('Model')).toBe('CX-5');
    expect(value('Original Price')).toBe('23900');
    expect(value('Discounted Price')).toBe('21900');
    expect(value('Condition')).toBe('certified');
    expect(value('Status')).toBe('pending');
    expect(value('VIN')).toBe('JM3KFBCM1J0000001');
    expect(featured()).toBe('true');
  });

  it("shows a stored car's specifications and features", () => {
    renderForm({ ...newCar, element: <CarForm car={stored} />, submitLabel: 'Update Vehicle' });
    expect(value('Stock Number')).toBe('U2318');
    expect(value('In Stock Since')).toBe('2026-01-02');
    expect(value('Body Type')).toBe('suv');
    expect(value('Drivetrain')).toBe('awd');
    expect(value('Engine')).toBe('2.5L 4-cylinder');
    expect(value('Doors')).toBe('4');
    expect(value('Seats')).toBe('5');
    expect(value('Exterior Colour')).toBe('Soul Red Crystal');
    expect(value('Interior Colour')).toBe('Black leather');
    const list = screen.getByRole('list', { name: 'Features' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Heated seats', 'Blind-spot monitoring']);
  });

  it('shows the price history of a stored car, newest first, with each change', () => {
    renderForm({
      ...newCar,
      element: (
        <CarForm
          car={stored}
          priceHistory={[
            { displayPrice: 23_900, changedAt: '2026-01-02T03:04:05.000Z', day: '2026-01-01' },
            { displayPrice: 21_900, changedAt: '2026-02-10T20:00:00.000Z', day: '2026-02-10' },
            // Dated by a server whose time-zone data has Vancouver on UTC-7 (00:30 on Dec 7); this
            // Node's data reads the instant as 23:30 on Dec 6 (UTC-8): the server's day is shown.
            { displayPrice: 22_400, changedAt: '2026-12-07T07:30:00.000Z', day: '2026-12-07' },
          ]}
        />
      ),
      submitLabel: 'Update Vehicle',
    });
    const table = within(screen.getByRole('region', { name: 'Price History' })).getByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    // The day the server dated each change on the dealership's calendar (03:04 UTC on Jan 2 is
    // still Jan 1 in Richmond), not the browser's reading of the instant.
    expect(rows).toEqual([
      ['Dec 7, 2026', '$22,400', '+$500'],
      ['Feb 10, 2026', '$21,900', '−$2,000'],
      ['Jan 1, 2026', '$23,900', 'First price'],
    ]);
  });

  it("limits the in-stock date to the server's today (root data), not the browser's", async () => {
    // A date no browser clock gives today: the field's limit can only come from the root loader.
    const Stub = createRoutesStub([
      {
        id: 'root',
        path: '/',
        loader: () => ({ isAdmin: true, origin: '', imageBaseUrl: '', today: '2020-01-15' }),
        Component: () => <Outlet />,
        children: [{ path: 'admin/cars/new', Component: () => <CarForm /> }],
      },
    ]);
    render(<Stub initialEntries={['/admin/cars/new']} />);
    const field = await screen.findByLabelText('In Stock Since');
    expect(field.getAttribute('max')).toBe('2020-01-15');
  });

  it('has no price history for a new car', () => {
    renderForm(newCar);
    expect(screen.queryByRole('region', { name: 'Price History' })).toBeNull();
  });

  it('starts a new car with no specifications, the stock number and date left to the server', () => {
    renderForm(newCar);
    for (const label of ['Stock Number', 'In Stock Since', 'Engine', 'Doors', 'Seats']) {
      expect(value(label), label).toBe('');
    }
    for (const label of ['Body Type', 'Drivetrain']) {
      expect(value(label), label).toBe('');
      const select = within(fieldByLabel(label));
      expect(select.getByRole('option', { name: 'Not specified', selected: true })).toBeTruthy();
    }
    expect(screen.getByText('No features yet.')).toBeTruthy();
    expect(fieldByLabel('In Stock Since').getAttribute('type')).toBe('date');
  });

  it('adds features from the keyboard, refuses repeats, and removes them', async () => {
    const { user } = renderForm(newCar);
    const input = fieldByLabel('Add a feature');
    await user.type(input, '  Heated seats {Enter}');
    await user.type(input, 'Backup camera');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const items = () =>
      within(screen.getByRole('list', { name: 'Features' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(items()).toEqual(['Heated seats', 'Backup camera']);
    expect(value('Add a feature')).toBe('');
    // Enter added the feature: the vehicle form was not sent (its rules would show).
    expect(screen.queryByText('Model is required')).toBeNull();

    await user.type(input, 'heated SEATS{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('"heated SEATS" is already in the list');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await user.clear(input);
    await user.type(input, '   {Enter}');
    expect(screen.getByRole('alert').textContent).toBe('Type a feature first');

    // Remove the first one with the keyboard: focus moves to the next entry's Remove button.
    screen.getByRole('button', { name: 'Remove Heated seats' }).focus();
    await user.keyboard('{Enter}');
    expect(items()).toEqual(['Backup camera']);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Remove Backup camera' }),
    );
    await user.keyboard(' ');
    expect(screen.getByText('No features yet.')).toBeTruthy();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(document.activeElement).toBe(input);
  });

  it('fills in year and make from a 17-character VIN in a new car', async () => {
    const { user } = renderForm(newCar);
    await user.type(fieldByLabel('VIN'), '1HGCM82633A00435');
    expect(screen.queryByText(/VIN checked/)).toBeNull();
    await user.type(fieldByLabel('VIN'), '2');
    expect(
      await screen.findByText('VIN checked: 2003 · Honda · built in United States'),
    ).toBeTruthy();
    expect(value('Year')).toBe('2003');
    expect(value('Make')).toBe('Honda');
    // Another VIN fills them again: staff did not choose them.
    await user.clear(fieldByLabel('VIN'));
    await user.type(fieldByLabel('VIN'), '2T1BU4EE9AC123456');
    expect(await screen.findByText('VIN checked: 2010 · Toyota · built in Canada')).toBeTruthy();
    expect(value('Year')).toBe('2010');
    expect(value('Make')).toBe('Toyota');
    expect(screen.queryByRole('button', { name: /from the VIN/ })).toBeNull();
  });

  it('never overwrites a year or make staff chose, and offers the decoded ones', async () => {
    const { user } = renderForm(newCar);
    await user.selectOptions(fieldByLabel('Make'), 'Acura');
    await user.clear(fieldByLabel('Year'));
    await user.type(fieldByLabel('Year'), '2019');
    await user.type(fieldByLabel('VIN'), '1HGCM82633A004352');
    await screen.findByText(/VIN checked: 2003 · Honda/);
    expect(value('Year')).toBe('2019');
    expect(value('Make')).toBe('Acura');
    await user.click(screen.getByRole('button', { name: 'Use 2003 Honda from the VIN' }));
    expect(value('Year')).toBe('2003');
    expect(value('Make')).toBe('Honda');
    expect(screen.queryByRole('button', { name: /from the VIN/ })).toBeNull();
  });

  it("keeps a stored car's year and make when its VIN is changed", async () => {
    const { user } = renderForm({
      ...newCar,
      element: <CarForm car={stored} />,
      submitLabel: 'Update Vehicle',
    });
    await user.clear(fieldByLabel('VIN'));
    await user.type(fieldByLabel('VIN'), '2T1BU4EE9AC123456');
    await screen.findByText(/VIN checked: 2010 · Toyota/);
    expect(value('Year')).toBe('2018');
    expect(value('Make')).toBe('Mazda');
    expect(screen.getByRole('button', { name: 'Use 2010 Toyota from the VIN' })).toBeTruthy();
  });

  it('warns about a wrong check digit and about I, O and Q, still allowing the VIN', async () => {
    const { user } = renderForm(newCar);
    await user.type(fieldByLabel('VIN'), '2T1BURHE0JC014374');
    const status = await screen.findByText(/Check this VIN: 2018 · Toyota/);
    expect(status.closest('[role="status"]')?.textContent).toContain(
      'The check digit (position 9) is 0, but the other characters give 9',
    );
    // A wrong check digit still fills in what the rest of the VIN says.
    expect(value('Year')).toBe('2018');
    await user.clear(fieldByLabel('VIN'));
    await user.type(fieldByLabel('VIN'), '1HGCM8263OA004352');
    expect(await screen.findByText(/This is not a valid VIN/)).toBeTruthy();
    expect(
      screen.getByText(/never use the letters I, O or Q \(found O at position 10\)/),
    ).toBeTruthy();
    expect(fieldByLabel('VIN').getAttribute('aria-invalid')).not.toBe('true');
  });

  it('keeps a mileage as typed, even when it is not a number (it is saved as 0)', async () => {
    const { user } = renderForm(newCar);
    await user.clear(fieldByLabel('Mileage (km)'));
    await user.type(fieldByLabel('Mileage (km)'), 'abc');
    expect(value('Mileage (km)')).toBe('abc');
  });
});
