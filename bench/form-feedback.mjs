// First-submit feedback of a public form: a shopper opens /contact, leaves the form untouched
// and presses "Send Message". Measured in the page, from the click to the first field message
// on screen, in the system Chromium; median of 5 fresh visits (each a new browser context, so
// nothing is cached between them). Run also with the CPU slowed down 4× (DevTools throttling),
// as on a slow phone or host.
//
// Usage: node bench/form-feedback.mjs [runs]   (builds the app first when the sources changed)
import { chromium } from '@playwright/test';
import { startBenchServer } from './lib/bench-server.mjs';
import { median } from './lib/stats.mjs';

const runs = Number(process.argv[2] ?? 5);
const server = await startBenchServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});

/** One visit: milliseconds from the click to the first message, measured by the page itself. */
async function measure(path, buttonName, cpuSlowdown) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  if (cpuSlowdown > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  }
  // The shopper reads the page for a moment first: load, then the network goes quiet.
  await page.goto(server.url + path, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.evaluate(() => {
    const form = document.querySelector('form[aria-label="Contact form"]');
    window.__feedback = new Promise((resolve) => {
      let clickedAt = 0;
      form.addEventListener('click', () => (clickedAt = performance.now()), { capture: true });
      new MutationObserver((_, observer) => {
        if (clickedAt && form.querySelector('[data-slot="form-message"]')) {
          observer.disconnect();
          // The next frame: the message is painted.
          requestAnimationFrame(() => resolve(performance.now() - clickedAt));
        }
      }).observe(form, { childList: true, subtree: true });
    });
  });
  await page.getByRole('button', { name: buttonName }).click();
  const ms = await page.evaluate(() => window.__feedback);
  await context.close();
  return ms;
}

const rows = [];
try {
  for (const cpuSlowdown of [1, 4]) {
    const times = [];
    for (let run = 0; run < runs; run++) {
      times.push(await measure('/contact', 'Send Message', cpuSlowdown));
    }
    rows.push({
      form: 'contact (/contact)',
      cpu: cpuSlowdown === 1 ? 'as is' : `${cpuSlowdown}× slower`,
      'median ms': Math.round(median(times)),
      'min ms': Math.round(Math.min(...times)),
      'max ms': Math.round(Math.max(...times)),
      runs,
    });
  }
} finally {
  await browser.close();
  await server.stop();
}
console.table(rows);
