import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../tests/support/render-route';
import { FailedMailWarning } from './failed-mail-warning';

// docs/product.md#dashboard
describe('the failed-mail warning', () => {
  it('says how many mails were given up and links to the request of the oldest', () => {
    renderRoute(<FailedMailWarning failed={{ count: 3, oldest: { type: 'contact', id: 42 } }} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('3 e-mails could not be sent and were given up.');
    expect(
      screen
        .getByRole('link', { name: 'Open the request with the oldest failed e-mail' })
        .getAttribute('href'),
    ).toBe('/admin/contacts/42');
  });

  it('words one mail in the singular', () => {
    renderRoute(<FailedMailWarning failed={{ count: 1, oldest: { type: 'lead', id: 7 } }} />);
    expect(screen.getByRole('alert').textContent).toContain('1 e-mail could not be sent and was');
  });

  it('shows nothing when no mail failed', () => {
    renderRoute(<FailedMailWarning failed={{ count: 0, oldest: null }} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
