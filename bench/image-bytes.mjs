// Image bytes a phone downloads for a car page with 10 photos, measured on the REAL car page
// (/cars/{id}) of the built app: before issue 6 (the JPEGs as staff uploaded them, served as
// they are, in the same gallery) and after (our WebP variants, chosen by the browser through the
// gallery's own srcset/sizes). Counted in the system Chromium with phone emulation, not estimated.
//
// Usage: node bench/image-bytes.mjs [photos=10] [runs=3]
//
// The app starts on a temporary DATA_DIR (bench/lib/bench-server.mjs); the photos go through the
// real upload flow signed in as the admin (POST /api/car-images/upload → PUT → PUT
// /api/car-images) and a car is created with them. "Before" loads the same page with every
// request for one of its photos answered by that photo's original JPEG.
//
// The photos are synthetic but photo-like: 4032×3024 (a 12 MP phone camera), gradients, shapes
// and texture at many scales plus sensor-like noise, JPEG quality 92 — about the size of a real
// phone JPEG. Noise is harder for WebP than real scenes, so the "after" figures lean pessimistic.
import { chromium, devices } from '@playwright/test';
import sharp from 'sharp';
import { startBenchServer } from './lib/bench-server.mjs';
import { median } from './lib/stats.mjs';

const COUNT = Number(process.argv[2] ?? 10);
const RUNS = Number(process.argv[3] ?? 3);
const WIDTH = 4032;
const HEIGHT = 3024;
const ADMIN = { username: 'admin', password: 'bench-staff-password-123' };

// Each context's screen equals its viewport: Chromium's preload scanner reads the screen before
// layout, and a desktop-sized screen would make it pick a desktop variant.
const PROFILES = [
  { name: 'iPhone 12–15 (390×844, DPR 3)', width: 390, height: 844, dpr: 3 },
  { name: 'Mid Android (412×915, DPR 2.625)', width: 412, height: 915, dpr: 2.625 },
  { name: 'Lighthouse mobile (412×823, DPR 1.75)', width: 412, height: 823, dpr: 1.75 },
  { name: 'Moto G4 (360×640, DPR 3)', width: 360, height: 640, dpr: 3 },
];

function photoLike(seed) {
  const hue = (seed * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="hsl(${hue},45%,70%)"/><stop offset="1" stop-color="hsl(${hue},20%,92%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <rect y="${HEIGHT * 0.62}" width="100%" height="${HEIGHT * 0.38}" fill="hsl(${(hue + 90) % 360},12%,38%)"/>
    <rect x="${WIDTH * 0.18}" y="${HEIGHT * 0.4}" rx="160" width="${WIDTH * 0.64}" height="${HEIGHT * 0.3}"
      fill="hsl(${(hue + 180) % 360},60%,35%)"/>
    <circle cx="${WIDTH * 0.3}" cy="${HEIGHT * 0.72}" r="260" fill="#222"/>
    <circle cx="${WIDTH * 0.7}" cy="${HEIGHT * 0.72}" r="260" fill="#222"/>
    <text x="200" y="400" font-size="220" fill="#fff8">FORECOURT ${seed}</text></svg>`;
  return svg;
}

/** Random values on a coarse grid, bilinearly spread over the photo: detail at one scale. */
function octave(seed, cells) {
  const gw = cells + 1;
  const gh = Math.ceil((cells * HEIGHT) / WIDTH) + 1;
  const grid = new Float32Array(gw * gh);
  let state = seed;
  for (let i = 0; i < grid.length; i++) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    grid[i] = (state >> 8) / 0x7fffff - 0.5;
  }
  return { grid, gw, step: WIDTH / cells };
}

async function makePhoto(seed) {
  const base = await sharp(Buffer.from(photoLike(seed)))
    .removeAlpha()
    .raw()
    .toBuffer();
  // Texture at many scales (foliage, asphalt, paint reflections) plus sensor noise: what makes a
  // real photo weigh megabytes, and what survives downscaling, unlike pure per-pixel noise.
  const octaves = [
    [8, 40],
    [32, 30],
    [128, 26],
    [512, 30],
    [1008, 24],
    [2016, 10],
  ].map(([cells, amplitude], i) => ({ ...octave(seed * 31 + i, cells), amplitude }));
  let state = seed * 7919 + 1;
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      let delta = 0;
      for (const { grid, gw, step, amplitude } of octaves) {
        const fx = x / step;
        const fy = y / step;
        const x0 = Math.floor(fx);
        const y0 = Math.floor(fy);
        const tx = fx - x0;
        const ty = fy - y0;
        const a = grid[y0 * gw + x0];
        const b = grid[y0 * gw + x0 + 1];
        const c = grid[(y0 + 1) * gw + x0];
        const d = grid[(y0 + 1) * gw + x0 + 1];
        delta += amplitude * (a + (b - a) * tx + (c - a) * ty + (a - b - c + d) * tx * ty);
      }
      const i = (y * WIDTH + x) * 3;
      for (let ch = 0; ch < 3; ch++) {
        state = (state * 1103515245 + 12345) & 0x7fffffff;
        const grain = ((state >> 16) % 9) - 4;
        base[i + ch] = Math.max(0, Math.min(255, base[i + ch] + delta * (1 + ch * 0.15) + grain));
      }
    }
  }
  return sharp(base, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 92, chromaSubsampling: '4:2:0' })
    .toBuffer();
}

/** Signs in as the admin; the session cookie for the API calls that follow. */
async function signIn(base) {
  const res = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!res.ok) throw new Error(`sign-in: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function api(base, cookie, method, path, body) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { Cookie: cookie, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** The upload flow of the vehicle form's widget: the photo's path (/images/{id}). */
async function uploadPhoto(base, cookie, jpeg) {
  const { uploadURL } = await api(base, cookie, 'POST', '/api/car-images/upload', {
    contentType: 'image/jpeg',
    size: jpeg.length,
  });
  const put = await fetch(uploadURL, {
    method: 'PUT',
    headers: { 'Content-Type': 'image/jpeg' },
    body: jpeg,
  });
  if (!put.ok) throw new Error(`PUT ${uploadURL}: ${put.status} ${await put.text()}`);
  const { imagePath } = await api(base, cookie, 'PUT', '/api/car-images', {
    imageURL: uploadURL.split('?')[0],
  });
  return imagePath;
}

const started = performance.now();
const originals = [];
for (let i = 0; i < COUNT; i++) originals.push(await makePhoto(i + 1));
const originalBytes = originals.reduce((sum, jpeg) => sum + jpeg.length, 0);
const generated = ((performance.now() - started) / 1000).toFixed(1);

const server = await startBenchServer();
const base = server.url;
let browser;
try {
  const cookie = await signIn(base);
  const uploadStarted = performance.now();
  const photos = [];
  for (const jpeg of originals) photos.push(await uploadPhoto(base, cookie, jpeg));
  const uploaded = ((performance.now() - uploadStarted) / 1000).toFixed(1);
  const car = await api(base, cookie, 'POST', '/api/cars', {
    year: 2021,
    make: 'Toyota',
    model: 'Gallery Bench',
    trim: 'XLE AWD',
    price: 31995,
    mileage: 48200,
    condition: 'used',
    transmission: 'automatic',
    fuelType: 'hybrid',
    location: 'Richmond, BC',
    description: 'Photos from a phone camera.',
    photos,
    status: 'available',
    featured: false,
    // An available car has its disclosures answered (docs/product.md#disclosures).
    priorTaxiPoliceRacing: 'no',
    priorLeaseRental: 'no',
    damageOver2000: 'no',
    fromOutsideBc: 'no',
  });
  const carPath = `/cars/${car.id}`;
  /** '/images/{id}/{variant}.webp' of one of this car's photos → its index, else -1. */
  const photoIndex = (url) => {
    const { pathname } = new URL(url);
    return photos.findIndex((photo) => pathname.startsWith(`${photo}/`));
  };

  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });

  /**
   * One visit with an empty cache: bytes of this car's photos after the page settled, then
   * after swiping through every photo. `before` answers each photo request with its original.
   */
  async function visit(profile, kind) {
    const context = await browser.newContext({
      userAgent: devices['Pixel 7'].userAgent,
      viewport: { width: profile.width, height: profile.height },
      screen: { width: profile.width, height: profile.height },
      deviceScaleFactor: profile.dpr,
      isMobile: true,
      hasTouch: true,
    });
    const tab = await context.newPage();
    if (kind === 'before') {
      await tab.route('**/images/**', (route) => {
        const index = photoIndex(route.request().url());
        if (index < 0) return route.continue();
        return route.fulfill({ status: 200, contentType: 'image/jpeg', body: originals[index] });
      });
    }
    let bytes = 0;
    const variants = new Set();
    const pending = new Set();
    tab.on('response', (res) => {
      if (photoIndex(res.url()) < 0) return;
      variants.add(new URL(res.url()).pathname.split('/').pop());
      const counted = res
        .body()
        .then((body) => {
          bytes += body.length;
        })
        .catch(() => undefined)
        .finally(() => pending.delete(counted));
      pending.add(counted);
    });
    /** Every photo request so far answered and counted. */
    async function settle() {
      await tab.waitForLoadState('networkidle');
      while (pending.size > 0) await Promise.all(pending);
    }

    await tab.goto(`${base}${carPath}`, { waitUntil: 'load' });
    const counter = tab.getByText(/^Photo \d+ of \d+$/);
    await counter.waitFor();
    await settle();
    const onLoad = bytes;

    // Swipe right-to-left across the photo, one photo at a time, as a thumb would.
    const gallery = tab.getByRole('region', { name: /^Photos of the / });
    const box = await gallery.locator('img').first().boundingBox();
    const cdp = await context.newCDPSession(tab);
    const y = box.y + box.height / 2;
    async function swipe() {
      // From the middle of the photo, clear of the arrow buttons (a drag never starts on one).
      const from = box.x + box.width * 0.65;
      const to = box.x + box.width * 0.1;
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchStart',
        touchPoints: [{ x: from, y }],
      });
      for (let step = 1; step <= 8; step++) {
        // A frame apart, like a finger: the carousel reads the speed from the move times.
        await tab.waitForTimeout(16);
        await cdp.send('Input.dispatchTouchEvent', {
          type: 'touchMove',
          touchPoints: [{ x: from + ((to - from) * step) / 8, y }],
        });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    }
    for (let shown = 2; shown <= COUNT; shown++) {
      const alt = `2021 Toyota Gallery Bench, photo ${shown} of ${COUNT}`;
      const counted = tab.getByText(`Photo ${shown} of ${COUNT}`);
      // The carousel may not be listening yet (hydration): swipe again until it moves.
      for (let attempt = 1; ; attempt++) {
        await swipe();
        try {
          await counted.waitFor({ timeout: 3_000 });
          break;
        } catch (error) {
          if (attempt === 5) throw error;
        }
      }
      // The photo has come to rest in view and arrived before the next swipe.
      await tab.waitForFunction(
        ({ alt, left }) => {
          const img = document.querySelector(`img[alt="${alt}"]`);
          const rest = Math.abs(img.getBoundingClientRect().left - left) < 1;
          return rest && img.complete && img.naturalWidth > 0;
        },
        { alt, left: box.x },
        { timeout: 30_000 },
      );
    }
    await settle();
    const swiped = bytes;
    await context.close();
    return { onLoad, swiped, variants };
  }

  const mb = (n) => `${(n / 1_048_576).toFixed(2)} MB`;
  const kb = (n) => `${Math.round(n / 1024)} KB`;
  console.log(
    `\n${COUNT} photos, ${WIDTH}×${HEIGHT} JPEG q92, ${mb(originalBytes)} in all (${mb(originalBytes / COUNT)} each); generated in ${generated} s, uploaded and processed through the API in ${uploaded} s`,
  );
  console.log(
    `Page: ${carPath} of the built app; image bytes of this car's photos, median of ${RUNS} visits each, Chromium ${browser.version()}\n`,
  );
  const columns = [
    ['Device profile', 38],
    ['Before, load', 13],
    ['After, load', 12],
    ['Before, all', 12],
    ['After, all', 11],
    ['Saved', 7],
  ];
  console.log(
    columns.map(([title, width], i) => (i ? title.padStart(width) : title.padEnd(width))).join('') +
      '  Variants fetched (after)',
  );
  for (const profile of PROFILES) {
    const runs = { before: [], after: [] };
    for (let run = 0; run < RUNS; run++) {
      // Interleaved, so a busy moment of the machine weighs on both alike.
      runs.before.push(await visit(profile, 'before'));
      runs.after.push(await visit(profile, 'after'));
    }
    const load = (kind) => median(runs[kind].map((r) => r.onLoad));
    const all = (kind) => median(runs[kind].map((r) => r.swiped));
    const saved = `${Math.round((1 - all('after') / all('before')) * 100)}%`;
    const variants = [...new Set(runs.after.flatMap((r) => [...r.variants]))].sort(
      (a, b) => parseInt(a) - parseInt(b),
    );
    console.log(
      [
        profile.name.padEnd(38),
        mb(load('before')).padStart(13),
        kb(load('after')).padStart(12),
        mb(all('before')).padStart(12),
        kb(all('after')).padStart(11),
        saved.padStart(7),
        `  ${variants.join(', ')}`,
      ].join(''),
    );
  }
  console.log(
    `\nload: the page settled (network idle), untouched; all: after swiping to photo ${COUNT}. Saved: of all.`,
  );
} finally {
  await browser?.close();
  await server.stop();
}
