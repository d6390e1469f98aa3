import { type Page } from '@playwright/test';
import { toastRegion, toasts } from './support/admin';
import { waitForHydration } from './support/console-problems';
import { expect, test } from './support/test';

// docs/product.md#toast-behaviour: one toast at a time, shown 5 s, swiped away to the right, F8
// jumps to them. The toasts are raised on the login form with the answers of the sign-in call
// made up by page.route (the real sign-in counts failures per address, which other specs must
// not inherit).

/** Every sign-in call answers 401 with this error text (the toast shows it). */
async function answerLoginWith(page: Page, error: string) {
  await page.unroute('**/api/admin/login');
  await page.route('**/api/admin/login', (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({ error }),
    }),
  );
}

async function openLoginForm(page: Page) {
  await page.goto('/admin/login');
  await waitForHydration(page);
  await page.getByLabel('Username').fill('toast-tester');
  await page.getByLabel('Password').fill('not-a-real-password');
}

/**
 * Stops the page's timers: time moves only by page.clock.runFor, so a busy machine cannot make
 * a toast outlive or miss its 5 seconds.
 */
async function freezeClock(page: Page) {
  const start = new Date('2030-01-07T10:00:00Z').getTime();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
}

const signIn = (page: Page) => page.getByRole('button', { name: 'Sign In' }).click();

/**
 * With the clock paused, lets 1 ms pass at a time until the toast is shown (sonner adds a toast
 * on a zero-delay timer), so the test knows when its 5 seconds started.
 */
async function tickUntilShown(page: Page) {
  // Polled often and long: on a busy machine the sign-in answer and the toast's code arrive late,
  // and each poll moves the paused clock by only 1 ms.
  await expect
    .poll(
      async () => {
        await page.clock.runFor(1);
        return toasts(page).count();
      },
      { timeout: 30_000, intervals: [50] },
    )
    .toBe(1);
}

/** Keeps the pointer off the toast: the timer pauses while the pointer is over it. */
const pointerAway = (page: Page) => page.mouse.move(5, 400);

test.describe('[PUBLIC][TOASTS] notices', () => {
  test('only one toast shows at a time: a second replaces the first', async ({ page }) => {
    await openLoginForm(page);
    await answerLoginWith(page, 'First answer');
    await signIn(page);
    await expect(toasts(page)).toHaveCount(1);
    await expect(toasts(page)).toContainText('First answer');

    await answerLoginWith(page, 'Second answer');
    await signIn(page);
    await expect(toasts(page).filter({ hasText: 'Second answer' })).toBeVisible();
    await expect(toasts(page)).toHaveCount(1);
    await expect(page.getByText('First answer')).toHaveCount(0);
  });

  test('a toast closes by itself after 5 seconds', async ({ page }) => {
    await freezeClock(page);
    await openLoginForm(page);
    await answerLoginWith(page, 'Timed answer');
    await pointerAway(page);
    await signIn(page);
    await tickUntilShown(page);
    await expect(toasts(page)).toContainText('Timed answer');
    await page.clock.runFor(4500);
    await expect(toasts(page)).toBeVisible();
    await page.clock.runFor(1000);
    await expect(toasts(page)).toHaveCount(0);
  });

  test('swiping a toast to the right dismisses it; a short, slow drag does not', async ({
    page,
  }) => {
    // The 5 s timer never runs out here, so only the swipe can close the toast.
    await freezeClock(page);
    await openLoginForm(page);
    await answerLoginWith(page, 'Swipe me');
    await signIn(page);
    await tickUntilShown(page);
    const toast = toasts(page);
    await expect(toast).toContainText('Swipe me');

    /** A drag of `distance` px to the right in 10 moves, `stepMs` of page time apart. */
    const swipe = async (distance: number, { stepMs }: { stepMs: number }) => {
      // hover() waits until the toast has slid into place.
      await toast.hover({ position: { x: 20, y: 20 } });
      const box = (await toast.boundingBox())!;
      const y = box.y + 20;
      const x = box.x + 20;
      await page.mouse.down();
      for (let step = 1; step <= 10; step++) {
        await page.mouse.move(x + (distance * step) / 10, y);
        // Time passes only when the test says so (the page renders between the moves).
        await page.clock.runFor(stepMs);
      }
      await page.mouse.up();
    };
    // A short drag, slowly (30 px in a second): under sonner's distance (45 px) and speed
    // thresholds, it stays.
    await swipe(30, { stepMs: 100 });
    await expect(toast).toHaveAttribute('data-removed', 'false');
    await expect(toast).toBeVisible();
    // A long one closes it at once, as the pointer is released (then it slides out).
    await swipe(150, { stepMs: 16 });
    await expect(toast).toHaveAttribute('data-swipe-out', 'true');
    await page.clock.runFor(500);
    await expect(toast).toHaveCount(0);
  });

  test('F8 moves keyboard focus to the notifications, from where Tab reaches the toast', async ({
    page,
  }) => {
    await openLoginForm(page);
    await answerLoginWith(page, 'Keyboard answer');
    await signIn(page);
    await expect(toasts(page)).toContainText('Keyboard answer');
    await page.getByLabel('Username').focus();

    await page.keyboard.press('F8');
    const list = toastRegion(page).locator('ol');
    await expect(list).toBeFocused();
    // Tab goes to the toast, then to its close button.
    await page.keyboard.press('Tab');
    await expect(toasts(page)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Dismiss notification' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toasts(page)).toHaveCount(0);
  });
});
