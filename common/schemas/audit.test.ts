import { describe, expect, it } from 'vitest';
import { auditQueryFromUrl } from './audit';

describe('auditQueryFromUrl', () => {
  it('reads the filters and the page of /admin/audit', () => {
    const id = '3f0c6a52-5b8e-4a8e-9d57-2f3a0c1b9e77';
    expect(
      auditQueryFromUrl(
        new URLSearchParams(`actorId=${id}&entityType=car&from=2026-01-01&to=2026-01-31&page=2`),
      ),
    ).toMatchObject({
      actorId: id,
      entityType: 'car',
      from: '2026-01-01',
      to: '2026-01-31',
      page: 2,
    });
  });

  it('leaves out empty and malformed parameters instead of failing the page', () => {
    const query = auditQueryFromUrl(
      new URLSearchParams('actorId=&entityType=Car!&from=2026-02-30&to=2026-03-01'),
    );
    expect(query).toEqual({ to: '2026-03-01', page: 1, pageSize: query.pageSize });
  });
});
