// Shared by the component tests of the forms: type a value into a labelled field, submit, and
// expect the rule's message under that field (and nothing sent).
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { fieldByLabel } from './render-route';

export interface RuleCase {
  label: string;
  value: string;
  message: string;
}

/** The rules of the name, e-mail and phone fields of the contact and test-drive forms. */
export const PERSON_RULES: RuleCase[] = [
  { label: 'First Name', value: 'A'.repeat(51), message: 'Must be at most 50 characters' },
  { label: 'Last Name', value: 'B'.repeat(51), message: 'Must be at most 50 characters' },
  { label: 'Email Address', value: 'ada@', message: 'Please enter a valid email address' },
  {
    label: 'Email Address',
    value: `${'a'.repeat(95)}@x.com`,
    message: 'Must be at most 100 characters',
  },
  { label: 'Phone Number', value: 'call me', message: 'Please enter a valid phone number' },
  { label: 'Phone Number', value: '6'.repeat(21), message: 'Must be at most 20 characters' },
];

/** Types `value` into the field (replacing what it held), submits and checks the message. */
export async function expectRefusal(
  user: UserEvent,
  submit: () => Promise<void>,
  { label, value, message }: RuleCase,
) {
  const field = fieldByLabel(label);
  await user.clear(field);
  await user.click(field);
  if (value !== '') await user.paste(value);
  await submit();
  // A busy machine (CI shares its cores) can take more than the default second to render.
  const shown = await screen.findByText(message, undefined, { timeout: 5000 });
  expect(field.getAttribute('aria-invalid')).toBe('true');
  // The message is read with the field.
  expect(field.getAttribute('aria-describedby')).toContain(shown.getAttribute('id'));
}

/** The labels of the required fields carry aria-required; the others don't. */
export function expectRequired(required: string[], optional: string[]) {
  for (const label of required) {
    expect(fieldByLabel(label).getAttribute('aria-required'), label).toBe('true');
  }
  for (const label of optional) {
    expect(fieldByLabel(label).getAttribute('aria-required'), label).toBeNull();
  }
}
