import type { Locator, Page } from '@playwright/test';

/**
 * Drags `source` onto `target` with the mouse as a person would: press, a few small moves (the
 * photo list starts a drag after 5 px), then on to the target in steps and release. Playwright's
 * own dragTo moves once, which a pointer-driven sortable list does not follow.
 */
export async function dragWithMouse(page: Page, source: Locator, target: Locator): Promise<void> {
  const from = await source.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('Both ends of the drag must be visible');
  const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
  const end = { x: to.x + to.width / 2, y: to.y + to.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + (end.x > start.x ? 10 : -10), start.y, { steps: 3 });
  await page.mouse.move(end.x, end.y, { steps: 12 });
  await page.mouse.up();
}
