// The page number of a list page's URL (/blog?page=2, /admin/leads?page=3). Without zod, so the
// public pages that read it do not load it; the API's PageQuerySchema takes the same range but
// answers 400 instead of falling back. Without constants.ts either (which re-exports MAX_PAGE):
// the blog list loaded all of its labels for this one number.

/** The highest page number a list's ?page= may name. */
export const MAX_PAGE = 100_000;

/** ?page= as a whole number from 1 to MAX_PAGE; absent or anything else is page 1. */
export function pageNumber(search: URLSearchParams): number {
  const value = search.get('page') ?? '';
  const page = /^\d{1,9}$/.test(value) ? Number(value) : 0;
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}
