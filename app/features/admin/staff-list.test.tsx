import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StaffMember } from '../../../common/schemas/staff';
import { testFormRules, type FormUnderTest } from '../../../tests/support/form-rules';
import { renderRoute } from '../../../tests/support/render-route';
import { AdminTable } from './admin-table';
import { InviteStaffCard } from './invite-staff-card';
import { staffColumns } from './staff-list';

const member = (overrides: Partial<StaffMember>): StaffMember => ({
  id: '00000000-0000-4000-8000-000000000001',
  username: 'manager',
  displayName: null,
  disabledAt: null,
  lastSignInAt: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  secondFactor: false,
  ...overrides,
});

const you = member({ lastSignInAt: '2026-11-27T10:18:00.000Z', secondFactor: true });
const jo = member({
  id: '00000000-0000-4000-8000-000000000002',
  username: 'jo.smith',
  displayName: 'Jo Smith',
});
const pat = member({
  id: '00000000-0000-4000-8000-000000000003',
  username: 'pat.kim',
  displayName: 'Pat Kim',
  disabledAt: '2026-11-26T00:00:00.000Z',
});

// docs/product.md#staff-accounts
describe('the staff list', () => {
  it('shows status, last sign-in and second factor; Disable, Enable, and nothing for oneself', async () => {
    const { user } = renderRoute(
      <AdminTable label="Staff" columns={staffColumns(you.id)} rows={[you, jo, pat]} empty="" />,
      { path: '/admin/staff' },
    );
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Signed in as you')).toBeTruthy();
    expect(within(rows[0]!).getByText('Nov 27, 2026, 10:18 UTC')).toBeTruthy();
    expect(within(rows[0]!).getByText('On')).toBeTruthy();
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    expect(within(rows[1]!).getByText('Active')).toBeTruthy();
    expect(within(rows[1]!).getByText('Never')).toBeTruthy();
    expect(within(rows[2]!).getByText('Disabled')).toBeTruthy();
    expect(within(rows[2]!).getByRole('button', { name: 'Enable' })).toBeTruthy();

    await user.click(within(rows[1]!).getByRole('button', { name: 'Disable Jo Smith' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Disable Jo Smith?')).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Cancel');
  });
});

const inviteForm: FormUnderTest = {
  element: <InviteStaffCard />,
  path: '/admin/staff',
  submitLabel: 'Create invitation link',
  missing: ['Display name is required', 'Username is required'],
  rules: [
    {
      label: 'Username',
      value: 'no spaces!',
      message: 'Username must be 3-50 letters, digits, dots, dashes or underscores',
    },
    {
      label: 'Display name',
      value: 'x'.repeat(101),
      message: 'Display name must be at most 100 characters',
    },
  ],
  required: ['Display name', 'Username'],
  optional: [],
};

describe('the invite form', () => {
  testFormRules(inviteForm);
});
