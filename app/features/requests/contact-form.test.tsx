import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectRefusal, expectRequired, PERSON_RULES } from '../../../tests/support/form-rules';
import { renderRoute } from '../../../tests/support/render-route';
import { ContactForm } from './contact-form';

// docs/product.md#contact-form: every rule shows its message under its field, and nothing is
// sent while one is broken.
const fetchSpy = vi.spyOn(globalThis, 'fetch');
afterEach(() => fetchSpy.mockClear());

function renderForm() {
  const view = renderRoute(<ContactForm />);
  const submit = () => view.user.click(screen.getByRole('button', { name: 'Send Message' }));
  return { ...view, submit };
}

describe('the contact form', () => {
  it('names every missing required field', async () => {
    const { submit } = renderForm();
    await submit();
    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(screen.getByText('Last name is required')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Please select your interest')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it.each([
    ...PERSON_RULES,
    { label: 'Message', value: 'm'.repeat(5001), message: 'Must be at most 5000 characters' },
  ])('refuses a bad $label: "$message"', async (rule) => {
    const { user, submit } = renderForm();
    await expectRefusal(user, submit, rule);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('marks the required fields for assistive technology', () => {
    renderForm();
    expectRequired(
      ['First Name', 'Last Name', 'Email Address', "I'm Interested In"],
      ['Phone Number', 'Message'],
    );
  });
});
