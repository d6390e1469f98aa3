// The /inventory search as a shopper reaches it (docs/product.md#facets-ui): the keyword box, the
// facets (the desktop sidebar or the phones' sheet), the chips and the count line.
import type { Locator, Page } from '@playwright/test';
import { expect } from './test';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The facets of the desktop sidebar. */
export const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Filters' });

/** The facets of the phones' sheet (open). */
export const filterSheet = (page: Page) => page.getByRole('dialog', { name: 'Filters' });

/** The keyword box of /inventory, or of the header elsewhere. */
export const keywordBox = (page: Page) => page.getByRole('searchbox', { name: 'Keyword search' });

/** The count line: 'Showing N vehicles' once the cars are there. */
export const countLine = (page: Page) => page.getByTestId('result-count');

/** The checkbox (or radio button) of `value` in the facet `facet`, whatever its count. */
export function facetChoice(
  scope: Locator,
  facet: string,
  value: string,
  role: 'checkbox' | 'radio' = 'checkbox',
): Locator {
  return scope
    .getByRole('group', { name: facet, exact: true })
    .getByRole(role, { name: new RegExp(`^${escape(value)}, [\\d,]+ cars?$`) });
}

/** Opens a long facet's "Show all" (its values past the most common). */
export async function showAll(scope: Locator, facet: string): Promise<void> {
  await scope
    .getByRole('group', { name: facet, exact: true })
    .getByText(/^Show all \d+ /)
    .click();
}

/** The count a facet choice is named with ("SUV, 120 cars" → 120). */
export async function choiceCount(choice: Locator): Promise<number> {
  const name = (await choice.getAttribute('aria-label')) ?? '';
  const count = /, ([\d,]+) cars?$/.exec(name)?.[1];
  expect(count, name).toBeDefined();
  return Number(count!.replace(/,/g, ''));
}

/** The number of cars GET /api/cars finds for `query` (its X-Total-Count). */
export async function apiTotal(page: Page, query: string): Promise<number> {
  const res = await page.request.get(`/api/cars?${query}`);
  expect(res.status(), query).toBe(200);
  return Number(res.headers()['x-total-count']);
}

/** The chip removing `label` of `facet`. */
export const chip = (page: Page, facet: string, label: string) =>
  page.getByRole('link', { name: `Remove filter ${facet}: ${label}`, exact: true });

/** The titles of the cards shown ('2021 Honda Civic'). */
export const cardTitles = (page: Page) => page.locator('main article h3').allInnerTexts();
