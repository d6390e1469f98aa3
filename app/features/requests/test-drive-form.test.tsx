import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectRefusal, expectRequired, PERSON_RULES } from '../../../tests/support/form-rules';
import { renderRoute } from '../../../tests/support/render-route';
import { TestDriveForm } from './test-drive-form';

// docs/product.md#test-drive-form
const fetchSpy = vi.spyOn(globalThis, 'fetch');
afterEach(() => fetchSpy.mockClear());

function renderForm() {
  const view = renderRoute(<TestDriveForm carId={12} />);
  const submit = () => view.user.click(screen.getByRole('button', { name: 'Request Test Drive' }));
  return { ...view, submit };
}

describe('the test-drive form', () => {
  it('names every missing required field', async () => {
    const { submit } = renderForm();
    await submit();
    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(screen.getByText('Last name is required')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
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
    expectRequired(['First Name', 'Last Name', 'Email Address'], ['Phone Number', 'Message']);
  });
});
