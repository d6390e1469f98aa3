import type { Page } from '@playwright/test';

/**
 * Collects console errors and warnings (hydration mismatches included) and uncaught page errors,
 * so a test can assert there were none.
 */
export function collectPageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}
