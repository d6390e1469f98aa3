import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Collects console errors and warnings (hydration mismatches are reported there) and uncaught
 * page errors; a test ends with `expect(problems).toEqual([])`.
 */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Resolves once React has hydrated the page (the root sets data-hydrated on <html>). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/**
 * Resolves once React has hydrated this element: parts of a page hydrate after the root when
 * their code comes later (the footer, a Suspense boundary's content), and a link clicked before
 * is followed by the browser as a full page load.
 */
export async function waitForElementHydration(element: Locator): Promise<void> {
  await expect.poll(() => isElementHydrated(element)).toBe(true);
}

/** Whether React has hydrated this element yet (it keeps its props on the element then). */
export function isElementHydrated(element: Locator): Promise<boolean> {
  return element.evaluate((node) =>
    Object.keys(node).some((key) => key.startsWith('__reactProps')),
  );
}
