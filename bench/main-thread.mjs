// The main thread's work on a phone's first load, observed in the system Chromium with the CPU
// slowed down as Lighthouse models it (4× by default), without Lighthouse's simulation: for each
// public page, the time of the first contentful paint, of hydration (React's props on the
// header), and the long tasks after the first paint (their blocking time, summed as Lighthouse's
// TBT is, and the longest). Lighthouse's own TBT on this host varies 2× from run to run; this
// one moves less, so it shows whether a change made the work after the paint smaller.
//
// Usage: node bench/main-thread.mjs [runs=5] [slowdown=4]   (builds the app first when needed)
import { chromium } from '@playwright/test';
import { startBenchServer } from './lib/bench-server.mjs';
import { median } from './lib/stats.mjs';

const RUNS = Number(process.argv[2] ?? 5);
const SLOWDOWN = Number(process.argv[3] ?? 4);
if (!Number.isInteger(RUNS) || RUNS < 1 || !(SLOWDOWN >= 1)) {
  console.error('usage: node bench/main-thread.mjs [runs=5] [slowdown=4]');
  process.exit(2);
}

// Records the long tasks from the start of the document.
const OBSERVE = () => {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
};

// app/root.tsx marks the document once React has hydrated it.
const hydrated = () => document.documentElement.dataset.hydrated === 'true';

const server = await startBenchServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const rows = [];
try {
  const { home, inventory, car, article } = server.pages;
  for (const [name, path] of Object.entries({ home, inventory, car, article })) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      // Lighthouse's phone: a Moto G Power's screen.
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      await page.addInitScript(OBSERVE);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable');
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
      await page.goto(server.url + path);
      await page.waitForFunction(hydrated, null, { polling: 50, timeout: 30_000 });
      const hydratedAt = await page.evaluate(() => performance.now());
      // What runs after hydration (lazy chunks, the toaster) counts too: wait until it settles.
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1000);
      // Chromium's own totals for the page's main thread since it opened (seconds, throttled):
      // all the work of the load, not only the tasks long enough to block.
      const { metrics } = await cdp.send('Performance.getMetrics');
      const metric = (name) => 1000 * (metrics.find((entry) => entry.name === name)?.value ?? 0);
      const { fcp, tasks } = await page.evaluate(() => ({
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
        tasks: window.__longTasks,
      }));
      const after = tasks.filter((task) => task.start >= fcp);
      if (process.env.BENCH_DETAIL)
        console.log(
          `    ${name} fcp ${Math.round(fcp)} hydrated ${Math.round(hydratedAt)}: ${tasks.map((t) => `${Math.round(t.start)}+${Math.round(t.duration)}`).join(' ')}`,
        );
      runs.push({
        fcp,
        hydratedAt,
        tbt: after.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
        longest: Math.max(0, ...after.map((task) => task.duration)),
        count: after.length,
        busy: metric('TaskDuration'),
        script: metric('ScriptDuration'),
      });
      await context.close();
    }
    const row = { page: name, path };
    for (const key of ['fcp', 'hydratedAt', 'tbt', 'longest', 'count', 'busy', 'script'])
      row[key] = Math.round(median(runs.map((run) => run[key])));
    rows.push(row);
    console.log(
      `  ${name}: TBT ${row.tbt} ms, longest task ${row.longest} ms, main thread busy ${row.busy} ms (scripts ${row.script} ms)`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(
  `\nCPU ${SLOWDOWN}× slower, median of ${RUNS} run(s); times in ms from the navigation; TBT: long tasks after the first paint, as Lighthouse sums them; busy and script: all the main thread's work and its scripts' part until the network is idle`,
);
console.table(rows);
