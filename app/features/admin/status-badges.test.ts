import { describe, expect, it } from 'vitest';
import { formatAdminDate, formatAdminDateTime } from './status-badges';

describe('admin dates', () => {
  it('prints the same text everywhere, from UTC parts', () => {
    expect(formatAdminDate('2026-01-01T03:30:00.000Z')).toBe('Jan 1, 2026');
    expect(formatAdminDateTime('2026-07-04T19:05:00.000Z')).toBe('Jul 4, 2026, 19:05 UTC');
  });
});
