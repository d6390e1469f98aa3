import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectRefusal, expectRequired } from '../../../tests/support/form-rules';
import { fieldByLabel, renderRoute } from '../../../tests/support/render-route';
import { AppraisalForm } from './appraisal-form';

// docs/product.md#appraisal-form
const fetchSpy = vi.spyOn(globalThis, 'fetch');
afterEach(() => fetchSpy.mockClear());

function renderForm() {
  const view = renderRoute(<AppraisalForm />);
  const submit = () =>
    view.user.click(screen.getByRole('button', { name: 'Get My Free Appraisal' }));
  return { ...view, submit };
}

const nextYear = new Date().getFullYear() + 1;

describe('the appraisal form', () => {
  it('names every missing required field', async () => {
    const { submit } = renderForm();
    await submit();
    for (const message of [
      'Make is required',
      'Model is required',
      'Year must be a number',
      'Mileage must be a number',
      'Please select vehicle condition',
      'Name is required',
      'Phone number is required',
      'Please enter a valid email address',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it.each([
    { label: 'Make', value: 'M'.repeat(51), message: 'Must be at most 50 characters' },
    { label: 'Model', value: 'M'.repeat(51), message: 'Must be at most 50 characters' },
    { label: 'Year', value: '1989', message: 'Year must be 1990 or later' },
    { label: 'Year', value: String(nextYear + 1), message: `Year must be ${nextYear} or earlier` },
    { label: 'Year', value: '2019.5', message: 'Year must be a whole number' },
    { label: 'Mileage (km)', value: '-5', message: 'Mileage must be 0 or more' },
    {
      label: 'Mileage (km)',
      value: '1200.5',
      message: 'Mileage must be a whole number of kilometres',
    },
    { label: 'Mileage (km)', value: '2000001', message: 'Mileage is too large' },
    { label: 'Asking Price (optional)', value: '-1', message: 'Asking price must be 0 or more' },
    {
      label: 'Asking Price (optional)',
      value: '18500.555',
      message: 'Asking price can have at most two decimals',
    },
    {
      label: 'Asking Price (optional)',
      value: '100000000',
      message: 'Asking price is too large',
    },
    {
      label: 'Additional Details',
      value: 'd'.repeat(5001),
      message: 'Must be at most 5000 characters',
    },
    { label: 'Full Name', value: 'N'.repeat(101), message: 'Must be at most 100 characters' },
    { label: 'Phone Number', value: 'call me', message: 'Please enter a valid phone number' },
    { label: 'Email Address', value: 'sam@', message: 'Please enter a valid email address' },
  ])('refuses a bad $label: "$message"', async (rule) => {
    const { user, submit } = renderForm();
    await expectRefusal(user, submit, rule);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('offers the four conditions by name and bounds the year input', () => {
    renderForm();
    const options = [...fieldByLabel('Condition').querySelectorAll('option')];
    expect(options.map((option) => option.textContent)).toEqual([
      'Select condition',
      'Excellent',
      'Good',
      'Fair',
      'Poor',
    ]);
    expect(fieldByLabel('Year').getAttribute('min')).toBe('1990');
    expect(fieldByLabel('Year').getAttribute('max')).toBe(String(nextYear));
  });

  it('marks the required fields for assistive technology', () => {
    renderForm();
    expectRequired(
      ['Make', 'Model', 'Year', 'Mileage (km)', 'Condition', 'Full Name', 'Phone Number'],
      ['Asking Price (optional)', 'Additional Details'],
    );
  });
});
