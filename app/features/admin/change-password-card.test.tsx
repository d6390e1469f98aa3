import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderForm, testFormRules, type FormUnderTest } from '../../../tests/support/form-rules';
import { fieldByLabel } from '../../../tests/support/render-route';
import { CHANGE_PASSWORD_PATH, ChangePasswordCard } from './change-password-card';

const CURRENT = 'lantern-orbit-gravel-93';
const NEW = 'gravel-Harbour-kettle-41';

// docs/product.md#passwords
const card: FormUnderTest = {
  element: <ChangePasswordCard username="rita" />,
  path: '/admin/account',
  submitLabel: 'Change password',
  missing: ['Current password is required', 'New password is required'],
  rules: [
    {
      label: 'New password',
      value: 'short-one',
      message: 'New password must be at least 12 characters',
    },
    {
      label: 'Current password',
      value: 'p'.repeat(257),
      message: 'Current password must be at most 256 characters',
    },
    {
      label: 'Confirm new password',
      value: 'something-else-1',
      message: 'The passwords do not match',
    },
  ],
  // The confirmation is checked once the other two are right.
  prepare: async (user, rule) => {
    if (rule.label !== 'Confirm new password') return;
    await user.type(fieldByLabel('Current password'), CURRENT);
    await user.type(fieldByLabel('New password'), NEW);
  },
  required: ['Current password', 'New password', 'Confirm new password'],
  optional: [],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function fillAndSend() {
  const view = renderForm(card);
  await view.user.type(fieldByLabel('Current password'), CURRENT);
  await view.user.type(fieldByLabel('New password'), NEW);
  await view.user.type(fieldByLabel('Confirm new password'), NEW);
  await view.submit();
  return view;
}

describe('the change-password card', () => {
  testFormRules(card);

  afterEach(() => vi.restoreAllMocks());

  it('sends the current and new password only, says how many sessions ended and clears the fields', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(json(200, { otherSessionsEnded: 2 }));
    await fillAndSend();
    expect(await screen.findByText('2 other sessions were signed out.')).toBeTruthy();
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe(CHANGE_PASSWORD_PATH);
    expect(JSON.parse(String(init!.body))).toEqual({ currentPassword: CURRENT, newPassword: NEW });
    await waitFor(() => expect((fieldByLabel('New password') as HTMLInputElement).value).toBe(''));
    expect(fieldByLabel('Current password').getAttribute('autocomplete')).toBe('current-password');
    expect(fieldByLabel('New password').getAttribute('autocomplete')).toBe('new-password');
  });

  it("puts the server's messages under the fields they name", async () => {
    const message =
      'New password is too common: choose one that is not on lists of leaked passwords';
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json(400, {
        error: 'Current password is not right',
        details: {
          currentPassword: ['Current password is not right'],
          newPassword: [message],
        },
      }),
    );
    await fillAndSend();
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByText('Current password is not right')).toBeTruthy();
    expect(fieldByLabel('New password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Password not changed')).toBeTruthy();
    expect(screen.getByText('See the messages under the fields.')).toBeTruthy();
    expect((fieldByLabel('New password') as HTMLInputElement).value).toBe(NEW);
  });

  it('says why when the guesses ran out (no field to put it under)', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json(429, { error: 'Too many wrong passwords. Please try again later.' }),
    );
    await fillAndSend();
    expect(
      await screen.findByText('Too many wrong passwords. Please try again later.'),
    ).toBeTruthy();
  });
});
