// Days in stock are counted to the server's date (docs/product.md#listing-badges): a browser whose
// clock or time-zone data put it on another day shows the server's badges and hydrates without a
// mismatch. (Chromium's time-zone data has Vancouver on UTC-7 all year from November 2026, Node
// 20's on UTC-8: for an hour a day the two dates differ. Here the browser's clock is days ahead.)
import { waitForHydration, watchConsole } from './support/console-problems';
import { newestCar } from './support/data';
import { expect, test } from './support/test';

const BADGE = /^(Arrived today|In stock \d+ days?)$/;

test.describe('[PUBLIC][DATES] a browser on another day than the server', () => {
  for (const path of ['/inventory', '/', 'car']) {
    test(`${path === 'car' ? 'a car page' : path} hydrates with the server's days in stock`, async ({
      page,
    }) => {
      const url = path === 'car' ? `/cars/${(await newestCar(page.request)).id}` : path;
      const served = await (await page.request.get(url)).text();
      const serverBadges = [...served.matchAll(/(Arrived today|In stock \d+ days?)</g)].map(
        (match) => match[1],
      );
      expect(serverBadges.length).toBeGreaterThan(0);

      const problems = watchConsole(page);
      await page.clock.setFixedTime(new Date(Date.now() + 3 * 86_400_000));
      await page.goto(url);
      await waitForHydration(page);
      const shown = await page.getByText(BADGE).allTextContents();
      expect(shown.slice(0, serverBadges.length)).toEqual(serverBadges.slice(0, shown.length));
      expect(problems).toEqual([]);
    });
  }
});
