// The axe check of our pages: WCAG 2.2 AA and axe's best practices, no violation.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './test';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** No axe violation on the page, or only within `include` (a selector) when given. */
export async function expectNoAxeViolations(
  page: Page,
  { include, label }: { include?: string; label?: string } = {},
): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  expect(
    results.violations.map((violation) => ({
      id: violation.id,
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    })),
    label,
  ).toEqual([]);
}
