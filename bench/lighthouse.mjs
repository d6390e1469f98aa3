// Lighthouse 12 (mobile: emulated phone, simulated slow 4G and CPU slowdown) against the public
// pages that matter most, in the system Chromium, at the default throttle and again with
// `cpuSlowdownMultiplier: 8` (the speed issue's table). Prints one table: the four category
// scores, LCP, TBT and CLS, each the median of N runs, and the audits that failed in some run;
// and the host's benchmarkIndex (Lighthouse's measure of this machine's CPU, median of all
// runs), so figures from other machines can be compared.
//
// Usage: node bench/lighthouse.mjs [runs=3] [--floor] [--tasks]   (builds the app first when the sources changed)
//        BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/lighthouse.mjs
// With BENCH_DATABASE_URL the site runs on a scratch database of that server with the demo data
// and 5,000 synthetic cars (dropped afterwards), as the issue measures it; else on the embedded
// database with the demo data. Each page is fetched once before its runs, so the server's caches
// are warm, as they are for a page people visit.
//
// --floor adds what this host can score at all, at each throttle: every page with its scripts
// blocked (the same HTML, stylesheet and photos, none of the site's code run) and a small static
// page. A host whose pages read below the target without their scripts cannot show the target
// whatever the code does (docs/performance.md, "The host's floor").
//
// --tasks prints, under each row, the long tasks of its run with the median TBT as Lighthouse's
// simulation placed them (start + duration in simulated milliseconds, and the script or document
// they are attributed to) beside its first contentful paint: what the TBT is made of
// (docs/performance.md, "Where the 8× CPU figure is lost on a fast host").
import http from 'node:http';
import os from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startBenchServer } from './lib/bench-server.mjs';
import { median } from './lib/stats.mjs';

const FLOOR = process.argv.includes('--floor');
const TASKS = process.argv.includes('--tasks');
const RUNS = Number(process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 3);
const CARS = 5000;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
// Merged into Lighthouse's mobile defaults (simulated slow 4G, 4× CPU slowdown).
const DEFAULT_THROTTLE = 'default (4× CPU)';
const THROTTLES = {
  [DEFAULT_THROTTLE]: null,
  '8× CPU': { throttling: { cpuSlowdownMultiplier: 8 } },
};
/** Lighthouse's own setting: requests whose URL matches are failed, so no module script runs. */
const SCRIPTS_BLOCKED = { blockedUrlPatterns: ['*.js'] };
/** A page with a heading and a paragraph, no stylesheet, photo or script: the host's floor. */
const STATIC_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>A static page</title><meta name="description" content="The host's floor for Lighthouse"></head><body><h1>A static page</h1><p>${'A used car dealership in Richmond, British Columbia. '.repeat(40)}</p></body></html>`;
// The issue's targets, checked after the table.
const TARGETS = { performance: 98, tbtMs: 100, lcpMs: 1500 };

/**
 * Asks for the page once, on a connection of its own: the server keeps idle connections 65 s, so
 * fetch() could reuse one the server is closing after a minute of Lighthouse runs.
 */
function warm(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        res.resume();
        res.on('end', resolve);
      })
      .on('error', reject);
  });
}

if (!Number.isInteger(RUNS) || RUNS < 1) {
  console.error('usage: node bench/lighthouse.mjs [runs=3] [--floor] [--tasks]');
  process.exit(2);
}

const server = await startBenchServer(
  process.env.BENCH_DATABASE_URL ? { serverUrl: process.env.BENCH_DATABASE_URL, cars: CARS } : {},
);
let chrome;
let staticServer;
const rows = [];
const benchmarkIndexes = [];

/**
 * RUNS Lighthouse runs of one URL at one throttle (`extra` merged into the settings), as one row
 * of the table: the medians and the audits that failed in some run.
 */
async function measureRow({ page, path, url, throttle, extra = {}, variant }) {
  const settings = { ...(THROTTLES[throttle] ?? {}), ...extra };
  const runs = [];
  // A run Lighthouse itself could not record (e.g. NO_NAVSTART) is retried, not counted.
  for (let attempt = 0; runs.length < RUNS && attempt < RUNS * 2; attempt++) {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
      Object.keys(settings).length ? { extends: 'lighthouse:default', settings } : undefined,
    );
    const { categories, audits, runtimeError, environment, configSettings } = result.lhr;
    if (runtimeError) {
      console.log(`${page} (${throttle}): run not recorded (${runtimeError.code}), retrying`);
      continue;
    }
    const multiplier = settings.throttling?.cpuSlowdownMultiplier ?? 4;
    if (configSettings.throttling.cpuSlowdownMultiplier !== multiplier) {
      throw new Error(`Lighthouse ran with ${JSON.stringify(configSettings.throttling)}`);
    }
    benchmarkIndexes.push(environment.benchmarkIndex);
    runs.push({
      scores: CATEGORIES.map((id) => Math.round((categories[id]?.score ?? 0) * 100)),
      lcp: audits['largest-contentful-paint'].numericValue ?? NaN,
      tbt: audits['total-blocking-time'].numericValue ?? NaN,
      cls: audits['cumulative-layout-shift'].numericValue ?? NaN,
      fcp: audits['first-contentful-paint'].numericValue ?? NaN,
      longTasks: (audits['long-tasks']?.details?.items ?? [])
        .map((task) => ({
          start: task.startTime,
          duration: task.duration,
          // A script's file name, "document" for the page's own HTML and inline scripts.
          source: String(task.url).startsWith(url) ? 'document' : String(task.url).split('/').pop(),
        }))
        .sort((a, b) => a.start - b.start),
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
  if (runs.length === 0) throw new Error(`${page} (${throttle}): no run recorded`);
  const row = { page, path, throttle, variant, runs: runs.length };
  CATEGORIES.forEach((id, index) => {
    row[id] = median(runs.map((run) => run.scores[index]));
  });
  row.lcp = median(runs.map((run) => run.lcp));
  row.tbt = median(runs.map((run) => run.tbt));
  row.cls = median(runs.map((run) => run.cls));
  row.failing = [...new Set(runs.flatMap((run) => run.failing))].sort();
  rows.push(row);
  console.log(
    `  ${page}${variant ? `, ${variant}` : ''} (${throttle}): performance ${row.performance}, LCP ${Math.round(row.lcp)} ms, TBT ${Math.round(row.tbt)} ms`,
  );
  if (TASKS) {
    const run = [...runs].sort((a, b) => a.tbt - b.tbt)[Math.floor((runs.length - 1) / 2)];
    const tasks = run.longTasks
      .map((task) => `${Math.round(task.start)}+${Math.round(task.duration)} ${task.source}`)
      .join(', ');
    console.log(
      `    long tasks of its median run (TBT ${Math.round(run.tbt)} ms, FCP ${Math.round(run.fcp)} ms): ${tasks || 'none'}`,
    );
  }
}

try {
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  console.log(
    `${server.data}; ${os.cpus().length} CPUs, load ${os.loadavg()[0].toFixed(1)}; median of ${RUNS} run(s)`,
  );
  const { home, inventory, car, article } = server.pages;
  for (const [page, path] of Object.entries({ home, inventory, car, article })) {
    const url = server.url + path;
    await warm(url);
    for (const throttle of Object.keys(THROTTLES)) {
      await measureRow({ page, path, url, throttle });
      if (FLOOR) {
        await measureRow({
          page,
          path,
          url,
          throttle,
          extra: SCRIPTS_BLOCKED,
          variant: 'scripts blocked',
        });
      }
    }
  }
  if (FLOOR) {
    staticServer = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(STATIC_PAGE);
    });
    await new Promise((resolve) => staticServer.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${staticServer.address().port}/`;
    for (const throttle of Object.keys(THROTTLES)) {
      await measureRow({
        page: 'a static page',
        path: '/',
        url,
        throttle,
        variant: 'floor',
      });
    }
  }
} finally {
  await chrome?.kill();
  staticServer?.close();
  await server.stop();
}

console.log(
  `\nbenchmarkIndex of this host: ${Math.round(median(benchmarkIndexes))} (median of ${benchmarkIndexes.length} runs, ${Math.round(Math.min(...benchmarkIndexes))}–${Math.round(Math.max(...benchmarkIndexes))}); load now ${os.loadavg()[0].toFixed(1)}\n`,
);
console.log(
  '| Page | Throttle | Performance | Accessibility | Best practices | SEO | LCP (ms) | TBT (ms) | CLS | Audits below 0.9 in some run |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const row of rows) {
  console.log(
    `| ${row.page} (\`${row.path}\`)${row.variant ? `, ${row.variant}` : ''} | ${row.throttle} | ${row.performance} | ${row.accessibility} | ${row['best-practices']} | ${row.seo} | ${Math.round(row.lcp)} | ${Math.round(row.tbt)} | ${row.cls.toFixed(3)} | ${row.failing.join(', ') || '–'} |`,
  );
}

// The issue's targets: performance ≥ 98 at both throttles; TBT ≤ 100 ms and LCP ≤ 1.5 s at the
// default one.
const missed = rows
  .filter((row) => !row.variant)
  .flatMap((row) => {
    const misses = [];
    if (row.performance < TARGETS.performance) misses.push(`performance ${row.performance}`);
    if (row.throttle === DEFAULT_THROTTLE && row.tbt > TARGETS.tbtMs)
      misses.push(`TBT ${Math.round(row.tbt)} ms`);
    if (row.throttle === DEFAULT_THROTTLE && row.lcp > TARGETS.lcpMs)
      misses.push(`LCP ${Math.round(row.lcp)} ms`);
    return misses.length ? [`${row.page} (${row.throttle}): ${misses.join(', ')}`] : [];
  });
console.log(
  missed.length
    ? `\nTargets not met (performance ≥ ${TARGETS.performance}, TBT ≤ ${TARGETS.tbtMs} ms, LCP ≤ ${TARGETS.lcpMs} ms):\n  ${missed.join('\n  ')}`
    : '\nEvery target met.',
);
