import { describe, expect, it } from 'vitest';
import { isPublicApiRead } from './index';

describe('isPublicApiRead', () => {
  it('takes the GETs anyone may make, by the first route a path matches', () => {
    for (const path of ['/cars', '/cars/12', '/cars/facets', '/cars/featured', '/cars/by-ids'])
      expect(isPublicApiRead(path), path).toBe(true);
    expect(isPublicApiRead('/payment-estimate')).toBe(true);
    expect(isPublicApiRead('/openapi.json')).toBe(true);
  });

  it('leaves out admin reads, reads that differ for staff, and what no route answers', () => {
    for (const path of [
      '/admin/cars',
      '/admin/cars/export.csv',
      '/admin/cars/3/price-history',
      '/admin/auth',
      '/blog',
      '/blog/first-post',
      '/leads',
      '/cars/12/extra',
      '/nothing',
    ])
      expect(isPublicApiRead(path), path).toBe(false);
  });
});
