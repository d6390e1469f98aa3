import { expectNoAxeViolations } from './support/axe';
import {
  waitForElementHydration,
  waitForHydration,
  watchConsole,
} from './support/console-problems';
import {
  apiTotal,
  cardTitles,
  chip,
  choiceCount,
  countLine,
  facetChoice,
  filterSheet,
  keywordBox,
  showAll,
  sidebar,
} from './support/facets';
import { expect, shopTest as test } from './support/inventory-server';
import { openPhonePage, PHONE } from './support/phone';

// Issue 16's keyword search and facets on /inventory (docs/product.md#search-panel,
// #facets-ui), with 2,000 synthetic cars on each worker's server: a typo finds the car, facet
// counts leave out their own facet's filter, several values of a facet at once, chips, the
// phones' sheet, zero-count values, and the URL as the one state (reload, back and forward).

const showing = (total: number) => `Showing ${total} ${total === 1 ? 'vehicle' : 'vehicles'}`;

test.describe('[PUBLIC][SHOP] keyword search and facets with 2,000 cars', () => {
  test('typing "civc" finds the Civics, best match first; Best match is offered only with keywords', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await page.goto('/inventory');
    await waitForHydration(page);
    const sort = page.getByLabel('Sort by');
    await expect(sort.locator('option', { hasText: 'Best match' })).toHaveCount(0);

    await keywordBox(page).fill('civc');
    await keywordBox(page).press('Enter');
    await expect(page).toHaveURL(/\/inventory\?q=civc$/);
    const total = await apiTotal(page, 'q=civc');
    expect(total).toBeGreaterThan(0);
    await expect(countLine(page)).toHaveText(showing(total));
    const titles = await cardTitles(page);
    expect(titles.length).toBe(Math.min(total, 24));
    for (const title of titles) expect(title).toMatch(/^\d{4} Honda Civic\b/);
    await expect(sort).toHaveValue('relevance');
    await expect(sort.locator('option:checked')).toHaveText('Best match');
    await expect(chip(page, 'Keywords', '“civc”')).toBeVisible();
    await expect(keywordBox(page)).toHaveValue('civc');
    expect(problems).toEqual([]);
  });

  test('choosing SUV still shows how many sedans there are; the other facets count SUVs only', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await page.goto('/inventory');
    await waitForHydration(page);
    const side = sidebar(page);
    const sedan = facetChoice(side, 'Body type', 'Sedan');
    const sedans = await apiTotal(page, 'bodyType=sedan');
    expect(await choiceCount(sedan)).toBe(sedans);

    await facetChoice(side, 'Body type', 'SUV').check();
    await expect(page).toHaveURL(/\/inventory\?bodyType=suv$/);
    await expect(countLine(page)).toHaveText(showing(await apiTotal(page, 'bodyType=suv')));
    await expect(facetChoice(side, 'Body type', 'SUV')).toBeChecked();
    // Its own facet's counts leave its own filter out.
    await expect(sedan).toBeEnabled();
    await expect(sedan).not.toBeChecked();
    expect(await choiceCount(sedan)).toBe(sedans);
    // Every other facet counts the SUVs only, and its counts add up to them.
    const awd = facetChoice(side, 'Drivetrain', 'AWD');
    const suvAwd = await apiTotal(page, 'bodyType=suv&drivetrain=awd');
    await expect.poll(() => choiceCount(awd)).toBe(suvAwd);
    let fuelSum = 0;
    for (const fuel of ['Gasoline', 'Diesel', 'Hybrid', 'Electric']) {
      fuelSum += await choiceCount(facetChoice(side, 'Fuel type', fuel));
    }
    expect(fuelSum).toBe(await apiTotal(page, 'bodyType=suv'));
    expect(problems).toEqual([]);
  });

  test('two makes at once: the cars of either, and the counts of both', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/inventory');
    await waitForHydration(page);
    const side = sidebar(page);
    await showAll(side, 'Make');
    await facetChoice(side, 'Make', 'Honda').check();
    await expect(page).toHaveURL(/\/inventory\?make=Honda$/);
    await facetChoice(side, 'Make', 'Toyota').check();
    await expect(page).toHaveURL(/\/inventory\?make=Honda&make=Toyota$/);

    const hondas = await apiTotal(page, 'make=Honda');
    const toyotas = await apiTotal(page, 'make=Toyota');
    expect(hondas).toBeGreaterThan(0);
    expect(toyotas).toBeGreaterThan(0);
    expect(await apiTotal(page, 'make=Honda&make=Toyota')).toBe(hondas + toyotas);
    await expect(countLine(page)).toHaveText(showing(hondas + toyotas));
    for (const title of await cardTitles(page)) expect(title).toMatch(/^\d{4} (Honda|Toyota) /);
    await expect(facetChoice(side, 'Make', 'Honda')).toBeChecked();
    await expect(facetChoice(side, 'Make', 'Toyota')).toBeChecked();
    expect(await choiceCount(facetChoice(side, 'Make', 'Honda'))).toBe(hondas);
    await expect
      .poll(() => choiceCount(facetChoice(side, 'Body type', 'SUV')))
      .toBe(await apiTotal(page, 'make=Honda&make=Toyota&bodyType=suv'));
    await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden();
    expect(problems).toEqual([]);
  });

  test('a chip removes its filter with one tap; the focus moves to the next chip; Clear all keeps the sort', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await page.goto(
      '/inventory?make=Honda&make=Toyota&bodyType=sedan&minPrice=15000.01&maxPrice=25000&sort=price-asc',
    );
    await waitForHydration(page);
    const chips = page.locator('a[data-chip]');
    await expect(chips).toHaveText(['Sedan', 'Honda', 'Toyota', '$15,000 - $25,000']);
    // The chips hydrate once their code has come, after the page's: a tap before that is a plain
    // link, a full page load, which moves no focus.
    await waitForElementHydration(chip(page, 'Make', 'Honda'));

    await chip(page, 'Make', 'Honda').click();
    await expect(page).toHaveURL(
      /\/inventory\?make=Toyota&bodyType=sedan&minPrice=15000\.01&maxPrice=25000&sort=price-asc$/,
    );
    await expect(countLine(page)).toHaveText(
      showing(await apiTotal(page, 'make=Toyota&bodyType=sedan&minPrice=15000.01&maxPrice=25000')),
    );
    await expect(facetChoice(sidebar(page), 'Make', 'Honda')).not.toBeChecked();
    await expect(chip(page, 'Make', 'Toyota')).toBeFocused();

    // From the keyboard: Enter removes the focused chip, the next takes the focus.
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(
      /\/inventory\?bodyType=sedan&minPrice=15000\.01&maxPrice=25000&sort=price-asc$/,
    );
    await expect(chip(page, 'Price', '$15,000 - $25,000')).toBeFocused();

    await page.getByRole('link', { name: 'Clear all', exact: true }).click();
    await expect(page).toHaveURL(/\/inventory\?sort=price-asc$/);
    await expect(chips).toHaveCount(0);
    await expect(countLine(page)).toHaveText(showing(await apiTotal(page, '')));
    await expect(page.locator('#inventory-count')).toBeFocused();
    expect(problems).toEqual([]);
  });

  test('zero-count values are shown disabled, never as dead ends', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/inventory?make=Tesla');
    await waitForHydration(page);
    const side = sidebar(page);
    const gasoline = side
      .getByRole('group', { name: 'Fuel type' })
      .getByRole('checkbox', { name: 'Gasoline, 0 cars' });
    await expect(gasoline).toBeVisible();
    await expect(gasoline).toBeDisabled();
    const electric = facetChoice(side, 'Fuel type', 'Electric');
    await expect(electric).toBeEnabled();
    expect(await choiceCount(electric)).toBe(await apiTotal(page, 'make=Tesla&fuelType=electric'));
    await gasoline.click({ force: true });
    await expect(page).toHaveURL(/\/inventory\?make=Tesla$/);
    // A chosen value keeps its box enabled, whatever its count, so it can be unchosen.
    await page.goto('/inventory?make=Tesla&fuelType=gasoline');
    await waitForHydration(page);
    await expect(countLine(page)).toHaveText('Showing 0 vehicles');
    await expect(page.getByText('No vehicles found matching your criteria.')).toBeVisible();
    const chosen = side
      .getByRole('group', { name: 'Fuel type' })
      .getByRole('checkbox', { name: 'Gasoline, 0 cars' });
    await expect(chosen).toBeChecked();
    await expect(chosen).toBeEnabled();
    await chosen.uncheck();
    await expect(page).toHaveURL(/\/inventory\?make=Tesla$/);
    expect(problems).toEqual([]);
  });

  test('the URL holds the whole search: a reload, a shared link, Back and Forward give it again', async ({
    page,
    browser,
  }) => {
    // Eleven searches, three of them loaded in full: more than 30 s on a busy machine.
    test.setTimeout(90_000);
    const problems = watchConsole(page);
    await page.goto('/inventory');
    await waitForHydration(page);
    const side = sidebar(page);
    await facetChoice(side, 'Body type', 'SUV').check();
    await expect(page).toHaveURL(/\/inventory\?bodyType=suv$/);
    await facetChoice(side, 'Drivetrain', 'AWD').check();
    await expect(page).toHaveURL(/\/inventory\?bodyType=suv&drivetrain=awd$/);
    await facetChoice(side, 'Price', '$25,000 - $35,000', 'radio').check();
    const full = 'bodyType=suv&drivetrain=awd&minPrice=25000.01&maxPrice=35000';
    await expect(page).toHaveURL(new RegExp(`/inventory\\?${full}$`));
    await keywordBox(page).fill('leather');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const withKeywords = `q=leather&${full}`;
    await expect(page).toHaveURL(new RegExp(`/inventory\\?${withKeywords}$`));
    const total = await apiTotal(page, withKeywords);
    await expect(countLine(page)).toHaveText(showing(total));

    const expectState = async (target: typeof page, query: string, price: string) => {
      await expect(countLine(target)).toHaveText(showing(await apiTotal(target, query)));
      const panel = sidebar(target);
      await expect(facetChoice(panel, 'Body type', 'SUV')).toBeChecked();
      await expect(facetChoice(panel, 'Drivetrain', 'AWD')).toBeChecked();
      await expect(facetChoice(panel, 'Drivetrain', 'FWD')).not.toBeChecked();
      await expect(
        panel.getByRole('group', { name: 'Price' }).getByRole('radio', { checked: true }),
      ).toHaveAccessibleName(new RegExp(`^${price.replace(/\$/g, '\\$')}`));
    };

    await page.reload();
    await waitForHydration(page);
    await expectState(page, withKeywords, '$25,000 - $35,000');
    await expect(keywordBox(page)).toHaveValue('leather');

    // The same address in another browser shows the same search.
    const other = await browser.newPage();
    await other.goto(page.url());
    await waitForHydration(other);
    await expectState(other, withKeywords, '$25,000 - $35,000');
    await expect(other.locator('a[data-chip]')).toHaveText([
      '“leather”',
      'SUV',
      '$25,000 - $35,000',
      'AWD',
    ]);
    await other.close();

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/inventory\\?${full}$`));
    await expectState(page, full, '$25,000 - $35,000');
    await expect(keywordBox(page)).toHaveValue('');
    await page.goBack();
    await expect(page).toHaveURL(/\/inventory\?bodyType=suv&drivetrain=awd$/);
    await expectState(page, 'bodyType=suv&drivetrain=awd', 'Any price');
    await page.goBack();
    await expect(page).toHaveURL(/\/inventory\?bodyType=suv$/);
    await expect(facetChoice(side, 'Drivetrain', 'AWD')).not.toBeChecked();
    await page.goForward();
    await expect(page).toHaveURL(/\/inventory\?bodyType=suv&drivetrain=awd$/);
    await expectState(page, 'bodyType=suv&drivetrain=awd', 'Any price');
    expect(problems).toEqual([]);
  });

  test('on a phone, Filters opens a sheet with the same facets; Show N cars closes it on the results', async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const { context, page, problems } = await openPhonePage(browser);
    await page.goto('/inventory');
    await waitForHydration(page);
    await expect(sidebar(page)).toBeHidden();
    const trigger = page.getByRole('button', { name: 'Filters', exact: true });
    await trigger.tap();
    const sheet = filterSheet(page);
    await expect(sheet).toBeVisible();
    await expect(sheet).toBeFocused();

    await facetChoice(sheet, 'Body type', 'SUV').tap();
    await expect(page).toHaveURL(/\/inventory\?bodyType=suv$/);
    // Past the short list, a make shows after "Show all".
    const rare = sheet.getByRole('group', { name: 'Make' }).locator('li[data-more] input').first();
    await expect(rare).toBeHidden();
    await sheet.getByText('Show all 27 makes').tap();
    await expect(rare).toBeVisible();
    await facetChoice(sheet, 'Make', 'Toyota').tap();
    await expect(page).toHaveURL(/\/inventory\?make=Toyota&bodyType=suv$/);
    const total = await apiTotal(page, 'make=Toyota&bodyType=suv');
    const show = sheet.getByRole('button', {
      name: `Show ${total} ${total === 1 ? 'car' : 'cars'}`,
    });
    await expect(show).toBeVisible();
    // The sheet holds the focus: Tab from its last control comes back inside.
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Tab');
      expect(await sheet.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await expectNoAxeViolations(page, { label: 'filter sheet open' });

    await show.tap();
    await expect(sheet).toBeHidden();
    await expect(countLine(page)).toHaveText(showing(total));
    const after = page.getByRole('button', { name: 'Filters (2)' });
    await expect(after).toBeFocused();
    await expect(page.locator('a[data-chip]')).toHaveText(['SUV', 'Toyota']);
    for (const title of await cardTitles(page)) expect(title).toMatch(/^\d{4} Toyota /);

    // Escape closes it too, focus back on the button.
    await after.tap();
    await expect(sheet).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(after).toBeFocused();
    expect(problems).toEqual([]);
    await context.close();
  });

  test('axe finds no violation with keywords, filters and chips at 1280×800 and 390×844', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const url = '/inventory?q=civic&make=Honda&bodyType=sedan&minPrice=15000.01&maxPrice=35000';
    for (const options of [{ viewport: { width: 1280, height: 800 } }, PHONE]) {
      const context = await browser.newContext(options);
      const page = await context.newPage();
      await page.goto(url);
      await waitForHydration(page);
      await expect(page.locator('a[data-chip]')).toHaveCount(4);
      await expectNoAxeViolations(page, { label: `${options.viewport?.width ?? 390} px` });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
      await context.close();
    }
  });

  test('the header searches from any page on a desktop', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/about');
    await waitForHydration(page);
    const header = page.getByRole('banner');
    const box = header.getByRole('searchbox', { name: 'Keyword search' });
    await box.click();
    await box.fill('civc');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/inventory\?q=civc$/);
    await expect(countLine(page)).toHaveText(showing(await apiTotal(page, 'q=civc')));
    // /inventory has its own box; the header's stands aside.
    await expect(header.getByRole('search')).toHaveCount(0);
    await expect(keywordBox(page)).toHaveValue('civc');
    expect(problems).toEqual([]);
  });

  test('without JavaScript: the facets apply with their button, the keyword box and chips work', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/inventory');
    const side = sidebar(page);
    await facetChoice(side, 'Body type', 'SUV').check();
    await showAll(side, 'Make');
    await facetChoice(side, 'Make', 'Toyota').check();
    await side.getByRole('button', { name: 'Apply filters' }).click();
    // The loader redirects the form's raw fields to the canonical address.
    await expect(page).toHaveURL(/\/inventory\?make=Toyota&bodyType=suv$/);
    await expect(countLine(page)).toHaveText(
      showing(await apiTotal(page, 'make=Toyota&bodyType=suv')),
    );
    await keywordBox(page).fill('awd');
    await keywordBox(page).press('Enter');
    await expect(page).toHaveURL(/\/inventory\?q=awd&make=Toyota&bodyType=suv$/);
    await chip(page, 'Make', 'Toyota').click();
    await expect(page).toHaveURL(/\/inventory\?q=awd&bodyType=suv$/);
    await page.getByRole('link', { name: 'Clear keywords' }).click();
    await expect(page).toHaveURL(/\/inventory\?bodyType=suv$/);
    await context.close();
  });
});
