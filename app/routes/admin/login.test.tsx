import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectRefusal } from '../../../tests/support/form-rules';
import { renderRoute } from '../../../tests/support/render-route';
import AdminLogin from './login';

// docs/product.md#admin-login
const fetchSpy = vi.spyOn(globalThis, 'fetch');
afterEach(() => fetchSpy.mockClear());

function renderForm() {
  const view = renderRoute(<AdminLogin />, { path: '/admin/login' });
  const submit = () => view.user.click(screen.getByRole('button', { name: 'Sign In' }));
  return { ...view, submit };
}

describe('the sign-in form', () => {
  it('asks for both the username and the password', async () => {
    const { submit } = renderForm();
    await submit();
    expect(await screen.findByText('Username is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it.each([
    { label: 'Username', value: 'u'.repeat(51), message: 'Username must be at most 50 characters' },
    {
      label: 'Password',
      value: 'p'.repeat(257),
      message: 'Password must be at most 256 characters',
    },
  ])('refuses a bad $label: "$message"', async (rule) => {
    const { user, submit } = renderForm();
    await expectRefusal(user, submit, rule);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
