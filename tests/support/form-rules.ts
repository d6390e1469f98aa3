// Shared by the component tests of the forms: each form's rules as a table, checked the same
// way: type a value into a labelled field, submit, and expect the rule's message under that
// field, read with it, and nothing sent.
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { fieldByLabel, renderRoute } from './render-route';

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

/**
 * The rules of a money field (`money(name)` in common/schemas/fields.ts) typed into the field
 * labelled `label`: at least 0, at most two decimals, within the column.
 */
export function moneyRules(label: string, name = label): RuleCase[] {
  return [
    { label, value: '-1', message: `${name} must be 0 or more` },
    { label, value: '10.001', message: `${name} can have at most two decimals` },
    { label, value: '100000000', message: `${name} is too large` },
  ];
}

/** The rules of a mileage field (`mileage()` in common/schemas/fields.ts): 0 to 2,000,000 km. */
export const MILEAGE_RULES: RuleCase[] = [
  { label: 'Mileage (km)', value: '-5', message: 'Mileage must be 0 or more' },
  { label: 'Mileage (km)', value: '2000001', message: 'Mileage is too large' },
];

export interface FormUnderTest {
  element: ReactElement;
  path?: string;
  submitLabel: string;
  /** The messages of an untouched form sent as it is. */
  missing: string[];
  rules: RuleCase[];
  required: string[];
  optional: string[];
  /** Fills what a rule case needs besides its own field (e.g. the vehicle's make). */
  prepare?: (user: UserEvent, rule: RuleCase) => Promise<void>;
}

export function renderForm({ element, path, submitLabel }: FormUnderTest) {
  const view = renderRoute(element, { path });
  const submit = () => view.user.click(screen.getByRole('button', { name: submitLabel }));
  return { ...view, submit };
}

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

/** The tests every form gets: missing fields, each rule, and which fields say they are required. */
export function testFormRules(form: FormUnderTest) {
  const fetchSpy = vi.spyOn(globalThis, 'fetch');
  afterEach(() => fetchSpy.mockClear());

  it('names every missing required field and sends nothing', async () => {
    const { submit } = renderForm(form);
    await submit();
    for (const message of form.missing) {
      expect(await screen.findByText(message, undefined, { timeout: 5000 })).toBeTruthy();
    }
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it.each(form.rules)('refuses a bad $label: "$message"', async (rule) => {
    const { user, submit } = renderForm(form);
    await form.prepare?.(user, rule);
    await expectRefusal(user, submit, rule);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('marks the required fields for assistive technology', () => {
    renderForm(form);
    for (const label of form.required) {
      expect(fieldByLabel(label).getAttribute('aria-required'), label).toBe('true');
    }
    for (const label of form.optional) {
      expect(fieldByLabel(label).getAttribute('aria-required'), label).toBeNull();
    }
  });
}
