import { screen } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import type { Car } from '../../../common/schemas/car';
import { renderForm, testFormRules, type FormUnderTest } from '../../../tests/support/form-rules';
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
    { label: 'Price', value: '-1', message: 'Price must be 0 or more' },
    { label: 'Price', value: '10.001', message: 'Price can have at most two decimals' },
    { label: 'Price', value: '100000000', message: 'Price is too large' },
    {
      label: 'Original Price',
      value: '10.005',
      message: 'Original price can have at most two decimals',
    },
    { label: 'Discounted Price', value: '-3', message: 'Discounted price must be 0 or more' },
    { label: 'Mileage (km)', value: '-5', message: 'Mileage must be 0 or more' },
    { label: 'Mileage (km)', value: '2000001', message: 'Mileage is too large' },
    { label: 'Location', value: 'L'.repeat(101), message: 'Must be at most 100 characters' },
    { label: 'VIN', value: '1HGCM82633A0043521', message: 'VIN must be at most 17 characters' },
    { label: 'VIN', value: 'JM3*KF', message: 'VIN can contain only letters, digits and hyphens' },
    {
      label: 'Description',
      value: 'd'.repeat(10_001),
      message: 'Must be at most 10000 characters',
    },
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
  optional: ['Trim', 'Original Price', 'Discounted Price', 'Location', 'VIN', 'Description'],
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

  it('keeps a mileage as typed, even when it is not a number (it is saved as 0)', async () => {
    const { user } = renderForm(newCar);
    await user.clear(fieldByLabel('Mileage (km)'));
    await user.type(fieldByLabel('Mileage (km)'), 'abc');
    expect(value('Mileage (km)')).toBe('abc');
  });
});
