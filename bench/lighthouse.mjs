// Lighthouse 12 (mobile: emulated phone, simulated slow 4G and CPU slowdown) against the public
// pages that matter most, in the system Chromium. Prints the four category scores and LCP, CLS
// and TBT, each the median of 3 runs.
//
// Usage: node bench/lighthouse.mjs [runs=3]   (builds the app first when the sources changed)
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startBenchServer } from './lib/bench-server.mjs';
import { median } from './lib/stats.mjs';

const RUNS = Number(process.argv[2] ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const server = await startBenchServer();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
const rows = [];
try {
  const { home, inventory, car, article } = server.pages;
  for (const [name, path] of Object.entries({ home, inventory, car, article })) {
    const runs = [];
    // A run Lighthouse itself could not record (e.g. NO_NAVSTART) is retried, not counted.
    for (let attempt = 0; runs.length < RUNS && attempt < RUNS * 2; attempt++) {
      const result = await lighthouse(server.url + path, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      const { categories, audits, runtimeError } = result.lhr;
      if (runtimeError) {
        console.log(`${name}: run not recorded (${runtimeError.code}), retrying`);
        continue;
      }
      runs.push({
        scores: CATEGORIES.map((id) => Math.round((categories[id]?.score ?? 0) * 100)),
        lcp: audits['largest-contentful-paint'].numericValue ?? NaN,
        cls: audits['cumulative-layout-shift'].numericValue ?? NaN,
        tbt: audits['total-blocking-time'].numericValue ?? NaN,
        failing: Object.values(audits)
          .filter(
            (audit) =>
              audit.score !== null &&
              audit.score < 0.9 &&
              audit.scoreDisplayMode !== 'informative' &&
              audit.scoreDisplayMode !== 'manual' &&
              audit.scoreDisplayMode !== 'notApplicable',
          )
          .map((audit) => audit.id),
      });
    }
    const row = { page: name, path };
    CATEGORIES.forEach((id, index) => {
      row[id] = median(runs.map((run) => run.scores[index]));
    });
    row['LCP (ms)'] = Math.round(median(runs.map((run) => run.lcp)));
    row.CLS = Number(median(runs.map((run) => run.cls)).toFixed(3));
    row['TBT (ms)'] = Math.round(median(runs.map((run) => run.tbt)));
    rows.push(row);
    console.log(JSON.stringify(row));
    const failing = [...new Set(runs.flatMap((run) => run.failing))];
    if (failing.length) console.log(`${name}: audits below 0.9 in some run: ${failing.join(', ')}`);
  }
} finally {
  await chrome.kill();
  await server.stop();
}
console.table(rows);
