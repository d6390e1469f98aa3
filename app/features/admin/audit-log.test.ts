import { describe, expect, it } from 'vitest';
import { formatAuditValue } from './audit-log';

describe('formatAuditValue', () => {
  it('shows a change compactly', () => {
    expect(formatAuditValue(null)).toBe('—');
    expect(formatAuditValue('')).toBe('—');
    expect(formatAuditValue(true)).toBe('yes');
    expect(formatAuditValue(18995)).toBe('18995');
    expect(formatAuditValue(['/images/a', '/images/b'])).toBe('2 items');
    expect(formatAuditValue('x'.repeat(100))).toBe(`${'x'.repeat(39)}…`);
  });
});
