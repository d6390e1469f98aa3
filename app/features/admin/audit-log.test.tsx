import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditEntryRow } from '../../../common/schemas/audit';
import { renderRoute } from '../../../tests/support/render-route';
import { AuditLog, formatAuditValue } from './audit-log';

const row = (over: Partial<AuditEntryRow>): AuditEntryRow => ({
  id: 1,
  at: '2026-11-20T18:05:00.000Z',
  actorId: '3f0c6a52-5b8e-4a8e-9d57-2f3a0c1b9e77',
  actorName: 'maria',
  action: 'car.update',
  entityType: 'car',
  entityId: '7',
  summary: '2019 Honda Civic (FC-000007)',
  changes: { price: [18995, 17995], trim: [null, 'EX'] },
  address: '203.0.113.9',
  ...over,
});

const render = (
  items: AuditEntryRow[],
  values = { actorId: '', entityType: '', from: '', to: '' },
) =>
  renderRoute(
    <AuditLog
      result={{ items, total: items.length, page: 1, pageSize: 24 }}
      options={{
        people: [{ id: '3f0c6a52-5b8e-4a8e-9d57-2f3a0c1b9e77', name: 'Maria Lopez (maria)' }],
        entityTypes: ['car', 'post'],
      }}
      values={values}
    />,
  );

// docs/product.md#audit-log
describe('the audit log page', () => {
  it('shows who, when, the action, the record and each change as before → after', () => {
    render([row({}), row({ id: 2, action: 'car.delete', changes: null })]);
    const table = screen.getByRole('table', { name: 'Audit log' });
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(first!.textContent).toContain('Nov 20, 2026, 18:05 UTC');
    expect(first!.textContent).toContain('maria');
    expect(first!.textContent).toContain('car.update');
    expect(first!.textContent).toContain('price: 18995 → 17995');
    expect(first!.textContent).toContain('trim: — → EX');
    expect(
      within(first!)
        .getByRole('link', { name: '2019 Honda Civic (FC-000007)' })
        .getAttribute('href'),
    ).toBe('/admin/cars/7/edit');
    // A deleted record has no page to link to.
    expect(within(second!).queryByRole('link')).toBeNull();
    expect(screen.getByTestId('audit-count').textContent).toBe('2 entries');
  });

  it('offers the people and types, showing the filters the URL holds', () => {
    render([], {
      actorId: '3f0c6a52-5b8e-4a8e-9d57-2f3a0c1b9e77',
      entityType: 'post',
      from: '2026-11-01',
      to: '',
    });
    expect((screen.getByLabelText('Person') as HTMLSelectElement).value).toBe(
      '3f0c6a52-5b8e-4a8e-9d57-2f3a0c1b9e77',
    );
    expect((screen.getByLabelText('Type') as HTMLSelectElement).value).toBe('post');
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-11-01');
    expect(
      screen.getByText('Nothing matches these filters. Widen the dates or clear the filters.'),
    ).toBeTruthy();
  });

  it('says when nothing was recorded yet', () => {
    render([]);
    expect(screen.getByText('Nothing has been recorded yet.')).toBeTruthy();
  });
});

describe('formatAuditValue', () => {
  it('shows a value compactly', () => {
    expect(formatAuditValue(null)).toBe('—');
    expect(formatAuditValue('')).toBe('—');
    expect(formatAuditValue(true)).toBe('yes');
    expect(formatAuditValue(['/images/a', '/images/b'])).toBe('2 items');
    expect(formatAuditValue('x'.repeat(100))).toBe(`${'x'.repeat(39)}…`);
  });
});
