// A browser's first Intl formatter (or toLocaleString, localeCompare) loads its locale data: 45-60
// ms of main thread on a fast machine, four times that on a phone, on every page that used one
// (docs/product.md#performance). Public pages write prices, numbers and dates themselves
// (common/format.ts, common/dates.ts); this holds every public page to it while it loads and
// hydrates.
import { waitForHydration } from './support/console-problems';
import { newestCar } from './support/data';
import { expect, test } from './support/test';

/** Counts, in window.intlCalls, each Intl formatter made and each locale-aware method called. */
function countIntlCalls() {
  const calls: string[] = [];
  (window as unknown as { intlCalls: string[] }).intlCalls = calls;
  const note = (name: string) => calls.push(`${name} at ${location.pathname}`);
  const intl = Intl as unknown as Record<string, unknown>;
  for (const name of ['NumberFormat', 'DateTimeFormat', 'Collator', 'PluralRules']) {
    const original = intl[name] as new (...args: unknown[]) => unknown;
    intl[name] = new Proxy(original, {
      construct: (target, args) => (note(name), Reflect.construct(target, args) as object),
      apply: (target, self, args) => (note(name), Reflect.apply(target, self, args)),
    });
  }
  const prototypes: [Record<string, unknown>, string][] = [
    [String.prototype as unknown as Record<string, unknown>, 'localeCompare'],
    [Number.prototype as unknown as Record<string, unknown>, 'toLocaleString'],
    [Date.prototype as unknown as Record<string, unknown>, 'toLocaleString'],
    [Date.prototype as unknown as Record<string, unknown>, 'toLocaleDateString'],
    [Date.prototype as unknown as Record<string, unknown>, 'toLocaleTimeString'],
  ];
  for (const [prototype, name] of prototypes) {
    const original = prototype[name] as (...args: unknown[]) => unknown;
    prototype[name] = function (this: unknown, ...args: unknown[]) {
      note(name);
      return original.apply(this, args);
    };
  }
}

test.describe('[PUBLIC][SPEED] no Intl while a public page loads', () => {
  for (const page of [
    '/',
    '/inventory',
    'a car',
    '/blog',
    'an article',
    '/contact',
    '/sell',
    '/about',
    '/favourites',
    '/compare',
  ]) {
    test(`${page} calls no Intl`, async ({ page: tab }) => {
      let path = page;
      if (page === 'a car') path = `/cars/${(await newestCar(tab.request)).id}`;
      if (page === 'an article') {
        const blog = await (await tab.request.get('/blog')).text();
        path = /href="(\/blog\/[a-z0-9-]+)"/.exec(blog)?.[1] ?? '';
        expect(path).not.toBe('');
      }
      await tab.addInitScript(countIntlCalls);
      await tab.goto(path, { waitUntil: 'networkidle' });
      await waitForHydration(tab);
      expect(
        await tab.evaluate(() => (window as unknown as { intlCalls: string[] }).intlCalls),
      ).toEqual([]);
    });
  }
});
