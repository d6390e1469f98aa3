// Gzipped JavaScript each public page loads on a first visit, measured in the system Chromium:
// every script the page requests until the network is idle (module preloads and lazy chunks
// included), gzipped at level 9 like a CDN would.
//
// Usage: node bench/js-bytes.mjs   (builds the app first when the sources changed)
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startBenchServer } from './lib/bench-server.mjs';

const server = await startBenchServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const rows = [];
try {
  for (const [name, path] of Object.entries(server.pages)) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const scripts = new Map();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.set(
        response.url(),
        response.body().catch(() => Buffer.alloc(0)),
      );
    });
    const response = await page.goto(server.url + path, { waitUntil: 'networkidle' });
    let raw = 0;
    let gzipped = 0;
    for (const body of await Promise.all(scripts.values())) {
      raw += body.length;
      gzipped += gzipSync(body, { level: 9 }).length;
    }
    rows.push({
      page: name,
      path,
      status: response?.status(),
      scripts: scripts.size,
      raw: kb(raw),
      gzipped: kb(gzipped),
      uppy: [...scripts.keys()].some((url) => /uppy|photo-uploader/i.test(url)),
    });
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
console.table(rows);
