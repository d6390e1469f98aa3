import { expect, type Page } from '@playwright/test';
import { E2E_ADMIN } from './test';

/** Signs the page's browser context in through the API (the cookie is shared with the page). */
export async function signInThroughApi(page: Page): Promise<void> {
  const res = await page.request.post('/api/admin/login', { data: E2E_ADMIN });
  expect(res.ok()).toBe(true);
}

/** The notifications region (sonner's toaster). */
export const toastRegion = (page: Page) => page.getByRole('region', { name: /Notifications/ });

/** The toasts on the page, by CSS: while a modal dialog is open the rest is aria-hidden. */
export const toasts = (page: Page) => page.locator('[data-sonner-toast]');

/** Waits for a toast with this title and description (`timeout`: for work that takes a while). */
export async function expectToast(
  page: Page,
  title: string,
  description?: string,
  { timeout }: { timeout?: number } = {},
): Promise<void> {
  const toast = toasts(page).filter({ hasText: title }).first();
  await expect(toast).toBeVisible({ timeout });
  if (description !== undefined) await expect(toast).toContainText(description);
}
