// The payment estimate (docs/product.md#payment-estimate): the car page's estimator agrees with
// GET /api/payment-estimate to the cent and carries the credit disclosure; cards advertise
// "from $X/month" at the site-wide terms; sold cars advertise no payment.
import type { APIRequestContext, Page } from '@playwright/test';
import { formatMoney, withFees } from '../../common/format';
import type { PaymentEstimate } from '../../common/payment-estimate';
import { SITE } from '../../common/site';
import { signInThroughApi } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import {
  waitForHydration,
  watchConsole,
  waitForElementHydration,
} from './support/console-problems';
import { addCar, removeCars } from './support/data';
import { openPhonePage, PHONE } from './support/phone';
import { figuresOf, figureTestId, readFigures } from '../support/payment-figures';
import { expect, shopTest as test } from './support/inventory-server';

async function apiEstimate(
  request: APIRequestContext,
  query: Record<string, string | number>,
): Promise<PaymentEstimate> {
  const res = await request.get('/api/payment-estimate', {
    params: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as PaymentEstimate;
}

const DEFAULT_TERMS = {
  downPayment: SITE.financing.downPayment,
  tradeIn: SITE.financing.tradeIn,
  apr: SITE.financing.apr,
  termMonths: SITE.financing.termMonths,
};

const shownFigures = (page: Page) =>
  readFigures((testId) => page.getByTestId(testId).textContent());

test.describe('[PUBLIC][SHOP] payment estimate', () => {
  test('the estimator shows the API figures for the same inputs, with the disclosure', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await signInThroughApi(page);
    const car = await addCar(page.request, {
      model: `Estimate ${Date.now().toString(36)}`,
      price: 56_250.5,
      originalPrice: null,
      discountedPrice: null,
      fuelType: 'gasoline',
      status: 'available',
    });
    // The estimate starts from the all-in price: $56,749.50 with the documentation fee, still
    // in the 9 % PST tier (docs/product.md#bc-advertising).
    const allIn = withFees(56_250.5);
    try {
      await page.goto(`/cars/${car.id}`);
      await waitForHydration(page);
      const estimator = page.getByRole('form', { name: 'Payment estimator' });
      await expect(estimator.getByLabel('Vehicle price ($)')).toHaveValue(String(allIn));

      const atDefaults = await apiEstimate(page.request, { price: allIn, ...DEFAULT_TERMS });
      expect(await shownFigures(page)).toEqual(figuresOf(atDefaults));
      // The payment under the price, at the same terms.
      await expect(page.getByTestId('advertised-payment').first()).toContainText(
        `from ${formatMoney(atDefaults.monthly)}/month`,
      );

      await estimator.getByLabel('Down payment ($)').fill('2500');
      await estimator.getByLabel('Trade-in value ($)').fill('4000');
      await estimator.getByLabel('APR (%)').fill('7.49');
      await estimator.getByLabel('Term').selectOption('84');
      const changed = await apiEstimate(page.request, {
        price: allIn,
        downPayment: 2500,
        tradeIn: 4000,
        apr: 7.49,
        termMonths: 84,
      });
      await expect(page.getByTestId(figureTestId('monthly'))).toHaveText(
        formatMoney(changed.monthly),
      );
      expect(await shownFigures(page)).toEqual(figuresOf(changed));

      const disclosure = page.getByTestId('payment-disclosure');
      await expect(disclosure).toContainText('Estimate, on approved credit (OAC).');
      await expect(disclosure).toContainText('7.49% APR, 84 months, $2,500 down, $4,000 trade-in');
      await expect(disclosure).toContainText(
        `total cost of credit ${formatMoney(changed.totalInterest)}`,
      );
      await expect(disclosure).toContainText(
        `total obligation ${formatMoney(changed.totalObligation)}`,
      );
      await expect(disclosure).toContainText(
        `Taxes included: GST ${formatMoney(changed.gst)} and PST ${formatMoney(changed.pst)} (9%)`,
      );

      // A rule broken: its message, and no figures until it is put right.
      await estimator.getByLabel('APR (%)').fill('45');
      await expect(estimator.getByText('APR must be at most 40 %')).toBeVisible();
      await expect(page.getByTestId(figureTestId('monthly'))).toHaveCount(0);
      await estimator.getByLabel('APR (%)').fill('7.49');
      await expect(page.getByTestId(figureTestId('monthly'))).toHaveText(
        formatMoney(changed.monthly),
      );
      expect(problems).toEqual([]);
    } finally {
      await removeCars(page.request, [car.id]);
    }
  });

  test('cards say "from $X/month" with the short disclosure; sold cars leave the list and advertise no payment', async ({
    page,
  }) => {
    await signInThroughApi(page);
    const model = `Monthly ${Date.now().toString(36)}`;
    const available = await addCar(page.request, {
      make: 'Lincoln',
      model,
      price: 31_400,
      originalPrice: null,
      discountedPrice: null,
      fuelType: 'electric',
      status: 'available',
    });
    const sold = await addCar(page.request, { make: 'Lincoln', model, status: 'sold' });
    try {
      const estimate = await apiEstimate(page.request, {
        price: withFees(31_400),
        ...DEFAULT_TERMS,
        zeroEmission: 'true',
      });
      await page.goto('/inventory?make=Lincoln');
      const card = (id: number) =>
        page.getByRole('article').filter({ has: page.locator(`a[href="/cars/${id}"]`) });
      const payment = card(available.id).getByTestId('advertised-payment');
      await expect(payment).toContainText(`from ${formatMoney(estimate.monthly)}/month`);
      await expect(payment).toContainText(
        `Estimate OAC: ${SITE.financing.apr}% APR, ${SITE.financing.termMonths} mo, $0 down, taxes incl.`,
      );
      await expect(payment).toContainText(
        `Cost of credit ${formatMoney(estimate.totalInterest)}, total ${formatMoney(estimate.totalObligation)}`,
      );
      // A sold car leaves the list (docs/product.md#bc-advertising), and its page offers no payment.
      await expect(card(sold.id)).toHaveCount(0);

      await page.goto(`/cars/${sold.id}`);
      await expect(page.getByRole('heading', { name: 'Estimate Your Payment' })).toHaveCount(0);
      // The sold car itself (the similar cars offered below advertise theirs).
      await expect(page.getByTestId('car-price-block')).toBeVisible();
      await expect(
        page.getByTestId('car-price-block').getByTestId('advertised-payment'),
      ).toHaveCount(0);
    } finally {
      await removeCars(page.request, [available.id, sold.id]);
    }
  });

  test("on a phone the estimator's code is fetched only as it nears the screen; figures typed before it hydrated are kept", async ({
    browser,
  }) => {
    const { context, page, problems } = await openPhonePage(browser);
    const estimatorCode: string[] = [];
    let releaseCode = () => {};
    const codeHeld = new Promise<void>((resolve) => (releaseCode = resolve));
    // Its code arrives only once released, so the visitor surely types into the server's HTML (the
    // 8-character hash leaves out payment-estimator-when-visible, which comes with the page).
    await page.route(/\/assets\/payment-estimator-[\w-]{8}\.js$/, async (route) => {
      estimatorCode.push(route.request().url());
      await codeHeld;
      await route.continue();
    });
    const cars = (await (await page.request.get('/api/cars')).json()) as {
      id: number;
      status: string;
    }[];
    const car = cars.find((candidate) => candidate.status === 'available');
    await page.goto(`/cars/${car!.id}`);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    // Hydrated, the specifications' code loaded (the estimator sits in the same Suspense
    // boundary), and still nothing of the estimator's.
    await expect(page.getByRole('heading', { name: 'Specifications' })).toBeVisible();
    expect(estimatorCode).toEqual([]);

    const estimator = page.getByRole('form', { name: 'Payment estimator' });
    await estimator.getByLabel('Down payment ($)').fill('3000');
    await expect.poll(() => estimatorCode.length).toBe(1);
    releaseCode();
    await waitForElementHydration(estimator);
    // The figures follow what was typed before the code ran.
    await expect(estimator.getByLabel('Down payment ($)')).toHaveValue('3000');
    await expect(page.getByTestId('payment-disclosure')).toContainText('$3,000 down');
    expect(problems).toEqual([]);
    await context.close();
  });

  test('axe finds no violation on a car page with its estimator at 1280×800 and 390×844', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    for (const options of [{ viewport: { width: 1280, height: 800 } }, PHONE]) {
      const context = await browser.newContext(options);
      const page = await context.newPage();
      const cars = (await (await page.request.get('/api/cars')).json()) as {
        id: number;
        status: string;
      }[];
      const car = cars.find((candidate) => candidate.status === 'available');
      await page.goto(`/cars/${car!.id}`);
      await waitForHydration(page);
      await page.getByRole('heading', { name: 'Estimate Your Payment' }).scrollIntoViewIfNeeded();
      await expectNoAxeViolations(page);
      // With a message showing too.
      await page.getByLabel('Down payment ($)').fill('99999999');
      await expect(page.getByText("Down payment can't be more than the price")).toBeVisible();
      await expectNoAxeViolations(page);
      await context.close();
    }
  });
});
