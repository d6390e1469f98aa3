import { describe, expect, it } from 'vitest';
import { MAX_PAGE } from './constants';
import { pageNumber } from './paging';

const page = (query: string) => pageNumber(new URLSearchParams(query));

describe('pageNumber', () => {
  it('reads a whole page number from 1 to MAX_PAGE', () => {
    expect(page('page=1')).toBe(1);
    expect(page('page=7')).toBe(7);
    expect(page(`page=${MAX_PAGE}`)).toBe(MAX_PAGE);
  });

  it.each([
    '',
    'page=',
    'page=0',
    'page=-2',
    'page=1.5',
    'page=1e3',
    'page=abc',
    `page=${MAX_PAGE + 1}`,
  ])('falls back to page 1 for %j', (query) => {
    expect(page(query)).toBe(1);
  });
});
