import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Drags `source` onto `target` with the mouse as a person would: once the page holds still, press,
 * a few small moves (the photo list starts a drag after 5 px), on to the target in steps, and
 * release once the list's live region says `over` (e.g. "Photo 3 is over position 1 of 3.").
 * Playwright's own dragTo moves once, which a pointer-driven sortable list does not follow; and
 * released at once, a busy page may not yet have measured where the pointer is, so the drop lands
 * where the drag began (seen under load once traces stopped slowing each step).
 */
export async function dragWithMouse(
  page: Page,
  source: Locator,
  target: Locator,
  over: string,
): Promise<void> {
  // Where both ends are once the page holds still: a box read while the layout still moves (seen
  // under load after a keyboard move) sends the press elsewhere, and it selects text instead.
  await source.scrollIntoViewIfNeeded();
  let from = await source.boundingBox();
  let to = await target.boundingBox();
  for (let reads = 0; reads < 50; reads++) {
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    const [fromNow, toNow] = [await source.boundingBox(), await target.boundingBox()];
    const still = JSON.stringify([fromNow, toNow]) === JSON.stringify([from, to]);
    [from, to] = [fromNow, toNow];
    if (still) break;
  }
  if (!from || !to) throw new Error('Both ends of the drag must be visible');
  const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
  const end = { x: to.x + to.width / 2, y: to.y + to.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + (end.x > start.x ? 10 : -10), start.y, { steps: 3 });
  await page.mouse.move(end.x, end.y, { steps: 12 });
  // dnd-kit's announcements (the photo list's words), in its live region.
  await expect(page.locator('[id^="DndLiveRegion"]')).toHaveText(over);
  await page.mouse.up();
}
