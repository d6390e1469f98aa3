import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Car } from '../../../common/schemas/car';
import { expectRefusal, expectRequired } from '../../../tests/support/form-rules';
import { fieldByLabel, renderRoute } from '../../../tests/support/render-route';
import { CarForm } from './car-form';

// docs/product.md#vehicle-form: the defaults of a new car, and every rule with its message.
const fetchSpy = vi.spyOn(globalThis, 'fetch');
afterEach(() => fetchSpy.mockClear());

function renderForm(car?: Car) {
  const view = renderRoute(<CarForm car={car} />, { path: '/admin/cars/new' });
  const name = car ? 'Update Vehicle' : 'Create Vehicle';
  const submit = () => view.user.click(screen.getByRole('button', { name }));
  return { ...view, submit };
}

const year = new Date().getFullYear();
const price = () => screen.getByRole('spinbutton', { name: /^Price\*?$/ });

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
  version: 2,
  createdAt: '2026-01-02T03:04:05.000Z',
  updatedAt: '2026-01-02T03:04:05.000Z',
};

describe('the vehicle form', () => {
  it('starts a new car with the defaults', () => {
    renderForm();
    expect(fieldByLabel('Year')).toHaveProperty('value', String(year));
    expect(fieldByLabel('Make')).toHaveProperty('value', '');
    expect(price()).toHaveProperty('value', '0');
    expect(fieldByLabel('Mileage (km)')).toHaveProperty('value', '0');
    expect(fieldByLabel('Condition')).toHaveProperty('value', 'used');
    expect(fieldByLabel('Transmission')).toHaveProperty('value', 'automatic');
    expect(fieldByLabel('Fuel Type')).toHaveProperty('value', 'gasoline');
    expect(fieldByLabel('Status')).toHaveProperty('value', 'available');
    expect(
      screen.getByRole('switch', { name: 'Featured vehicle' }).getAttribute('aria-checked'),
    ).toBe('false');
    expect(price().getAttribute('step')).toBe('0.01');
  });

  it('shows a stored car as it is', () => {
    renderForm(stored);
    expect(fieldByLabel('Year')).toHaveProperty('value', '2018');
    expect(fieldByLabel('Make')).toHaveProperty('value', 'Mazda');
    expect(fieldByLabel('Model')).toHaveProperty('value', 'CX-5');
    expect(fieldByLabel('Original Price')).toHaveProperty('value', '23900');
    expect(fieldByLabel('Discounted Price')).toHaveProperty('value', '21900');
    expect(fieldByLabel('Condition')).toHaveProperty('value', 'certified');
    expect(fieldByLabel('Status')).toHaveProperty('value', 'pending');
    expect(fieldByLabel('VIN')).toHaveProperty('value', 'JM3KFBCM1J0000001');
    expect(
      screen.getByRole('switch', { name: 'Featured vehicle' }).getAttribute('aria-checked'),
    ).toBe('true');
  });

  it('names the missing make and model', async () => {
    const { submit } = renderForm();
    await submit();
    expect(await screen.findByText('Please select a make from the list')).toBeTruthy();
    expect(screen.getByText('Model is required')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it.each([
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
  ])('refuses a bad $label: "$message"', async (rule) => {
    const { user, submit } = renderForm();
    await user.selectOptions(fieldByLabel('Make'), 'Honda');
    if (rule.label !== 'Model') await user.type(fieldByLabel('Model'), 'Civic');
    await expectRefusal(user, submit, rule);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('takes a mileage that is not a number as 0', async () => {
    const { user } = renderForm();
    await user.clear(fieldByLabel('Mileage (km)'));
    await user.type(fieldByLabel('Mileage (km)'), 'abc');
    // The field keeps what was typed; the form's value (sent on save) is 0.
    expect(fieldByLabel('Mileage (km)')).toHaveProperty('value', 'abc');
  });

  it('marks the required fields for assistive technology', () => {
    renderForm();
    expectRequired(
      ['Year', 'Make', 'Model', 'Price', 'Mileage (km)', 'Condition', 'Transmission', 'Fuel Type'],
      ['Trim', 'Original Price', 'Discounted Price', 'Location', 'VIN', 'Description'],
    );
  });
});
