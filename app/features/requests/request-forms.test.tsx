import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MARKETING_CONSENT_TEXT } from '../../../common/privacy';
import {
  MILEAGE_RULES,
  moneyRules,
  PERSON_RULES,
  renderForm,
  testFormRules,
} from '../../../tests/support/form-rules';
import { fieldByLabel, renderRoute } from '../../../tests/support/render-route';
import { AppraisalForm } from './appraisal-form';
import { ContactForm } from './contact-form';
import { TestDriveForm } from './test-drive-form';

// The public request forms (docs/product.md#public-forms): every rule shows its message under
// its field, and nothing is sent while one is broken.
const nextYear = new Date().getFullYear() + 1;
const longMessage = {
  label: 'Message',
  value: 'm'.repeat(5001),
  message: 'Must be at most 5000 characters',
};

describe('the contact form', () =>
  testFormRules({
    element: <ContactForm />,
    submitLabel: 'Send Message',
    missing: [
      'First name is required',
      'Last name is required',
      'Please enter a valid email address',
      'Please select your interest',
    ],
    rules: [...PERSON_RULES, longMessage],
    required: ['First Name', 'Last Name', 'Email Address', "I'm Interested In"],
    optional: ['Phone Number', 'Message'],
  }));

describe('the test-drive form', () =>
  testFormRules({
    element: <TestDriveForm carId={12} />,
    submitLabel: 'Request Test Drive',
    missing: [
      'First name is required',
      'Last name is required',
      'Please enter a valid email address',
    ],
    rules: [...PERSON_RULES, longMessage],
    required: ['First Name', 'Last Name', 'Email Address'],
    optional: ['Phone Number', 'Message'],
  }));

const appraisal = {
  element: <AppraisalForm />,
  submitLabel: 'Get My Free Appraisal',
  missing: [
    'Make is required',
    'Model is required',
    'Year must be a number',
    'Mileage must be a number',
    'Please select vehicle condition',
    'Name is required',
    'Phone number is required',
    'Please enter a valid email address',
  ],
  rules: [
    { label: 'Make', value: 'M'.repeat(51), message: 'Must be at most 50 characters' },
    { label: 'Model', value: 'M'.repeat(51), message: 'Must be at most 50 characters' },
    { label: 'Year', value: '1989', message: 'Year must be 1990 or later' },
    { label: 'Year', value: String(nextYear + 1), message: `Year must be ${nextYear} or earlier` },
    { label: 'Year', value: '2019.5', message: 'Year must be a whole number' },
    ...MILEAGE_RULES,
    {
      label: 'Mileage (km)',
      value: '1200.5',
      message: 'Mileage must be a whole number of kilometres',
    },
    ...moneyRules('Asking Price (optional)', 'Asking price'),
    {
      label: 'Additional Details',
      value: 'd'.repeat(5001),
      message: 'Must be at most 5000 characters',
    },
    { label: 'Full Name', value: 'N'.repeat(101), message: 'Must be at most 100 characters' },
    { label: 'Phone Number', value: 'call me', message: 'Please enter a valid phone number' },
    { label: 'Email Address', value: 'sam@', message: 'Please enter a valid email address' },
  ],
  required: ['Make', 'Model', 'Year', 'Mileage (km)', 'Condition', 'Full Name', 'Phone Number'],
  optional: ['Asking Price (optional)', 'Additional Details'],
};

describe('the appraisal form', () => {
  testFormRules(appraisal);

  it('offers the four conditions by name and bounds the year input', () => {
    renderForm(appraisal);
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
});

// Consent and purpose (docs/product.md#privacy): each form has the unticked, optional marketing
// box with the exact stored words, and one line saying why the details are asked for, linked to
// the privacy page.
describe.each([
  { name: 'contact', element: <ContactForm />, purpose: 'answer your message' },
  { name: 'test-drive', element: <TestDriveForm carId={12} />, purpose: 'arrange your test drive' },
  { name: 'appraisal', element: <AppraisalForm />, purpose: 'prepare your appraisal offer' },
])('the $name form', ({ element, purpose }) => {
  it('has an unticked, optional marketing box with the stored words', async () => {
    const { user } = renderRoute(element);
    const box = screen.getByRole('checkbox', { name: MARKETING_CONSENT_TEXT });
    expect((box as HTMLInputElement).checked).toBe(false);
    expect(box.getAttribute('aria-required')).toBeNull();
    await user.click(box);
    expect((box as HTMLInputElement).checked).toBe(true);
  });

  it('says why the details are asked for, linking to the privacy page', () => {
    renderRoute(element);
    expect(
      screen.getByText(`We use these details only to ${purpose}.`, { exact: false }),
    ).toBeTruthy();
    const link = screen.getByRole('link', { name: /How we handle your information/ });
    expect(link.getAttribute('href')).toBe('/privacy');
  });
});
