import type { Page } from '@playwright/test';

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
