// Image bytes a phone downloads for a car page with 10 photos: before issue 6 (the JPEGs as
// staff uploaded them, served as they are) and after (our WebP variants chosen by the browser
// through srcset/sizes). Measured in the system Chromium with device emulation, not estimated.
//
// Usage: node bench/image-bytes.mjs [photos=10]
//
// The photos are synthetic but photo-like: 4032×3024 (a 12 MP phone camera), gradients, shapes
// and sensor-like noise, JPEG quality 92 — about the size of a real phone JPEG. Noise is harder
// for WebP than real scenes, so the "after" figures lean pessimistic.
import { createServer } from 'node:http';
import { register } from 'tsx/esm/api';
import { chromium } from '@playwright/test';
import sharp from 'sharp';

register();
const { encodeImageVariants } = await import('../server/images/image-service.ts');
const { IMAGE_WIDTHS } = await import('../common/images.ts');

const COUNT = Number(process.argv[2] ?? 10);
const WIDTH = 4032;
const HEIGHT = 3024;

// The gallery of /cars/{id}: full width on a phone, two thirds of a wide screen.
const GALLERY_SIZES = '(min-width: 1024px) 66vw, 100vw';

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

const files = new Map(); // path → { body, type }
const started = performance.now();
let originalBytes = 0;
for (let i = 0; i < COUNT; i++) {
  const jpeg = await makePhoto(i + 1);
  originalBytes += jpeg.length;
  files.set(`/original/${i}.jpg`, { body: jpeg, type: 'image/jpeg' });
  const { variants } = await encodeImageVariants(jpeg);
  for (const { variant, body } of variants) {
    files.set(`/images/${i}/${variant}.webp`, { body, type: 'image/webp' });
  }
}
const prepared = ((performance.now() - started) / 1000).toFixed(1);

const page = (kind) => {
  const imgs = Array.from({ length: COUNT }, (_, i) =>
    kind === 'before'
      ? `<img src="/original/${i}.jpg" alt="">`
      : `<img src="/images/${i}/1024.webp" srcset="${IMAGE_WIDTHS.map((w) => `/images/${i}/${w}.webp ${w}w`).join(', ')}" sizes="${GALLERY_SIZES}" alt="">`,
  ).join('\n');
  return `<!doctype html><meta name="viewport" content="width=device-width, initial-scale=1">
    <style>img{display:block;width:100%;height:auto}</style>${imgs}`;
};

const server = createServer((req, res) => {
  const url = new URL(req.url, 'http://x');
  if (url.pathname === '/before' || url.pathname === '/after') {
    res.setHeader('Content-Type', 'text/html');
    return res.end(page(url.pathname.slice(1)));
  }
  const file = files.get(url.pathname);
  if (!file) return res.writeHead(404).end();
  res.writeHead(200, { 'Content-Type': file.type, 'Content-Length': file.body.length });
  res.end(file.body);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});

/** Bytes of images the page downloaded (all 10: a shopper who swipes through the gallery). */
async function measure(profile, kind) {
  const context = await browser.newContext({
    viewport: { width: profile.width, height: profile.height },
    deviceScaleFactor: profile.dpr,
    isMobile: true,
  });
  const tab = await context.newPage();
  let bytes = 0;
  const chosen = new Set();
  tab.on('response', (res) => {
    const path = new URL(res.url()).pathname;
    const file = files.get(path);
    if (!file) return;
    bytes += file.body.length;
    if (kind === 'after') chosen.add(path.split('/').pop());
  });
  await tab.goto(`${base}/${kind}`, { waitUntil: 'networkidle' });
  await context.close();
  return { bytes, chosen: [...chosen].join(', ') || 'original JPEG' };
}

const mb = (bytes) => `${(bytes / 1_048_576).toFixed(2)} MB`;
const kb = (bytes) => `${Math.round(bytes / 1024)} KB`;
console.log(
  `\n${COUNT} photos, 4032×3024 JPEG q92, ${mb(originalBytes)} in all (${mb(originalBytes / COUNT)} each); prepared in ${prepared} s`,
);
console.log(
  `Gallery sizes="${GALLERY_SIZES}"; bytes measured in Chromium (${await browser.version()})\n`,
);
console.log(
  [
    'Device profile'.padEnd(40),
    'Before'.padStart(10),
    'After'.padStart(10),
    'Saved'.padStart(7),
    '  Variant chosen',
  ].join(''),
);
for (const profile of PROFILES) {
  const before = await measure(profile, 'before');
  const after = await measure(profile, 'after');
  const saved = `${Math.round((1 - after.bytes / before.bytes) * 100)}%`;
  console.log(
    [
      profile.name.padEnd(40),
      mb(before.bytes).padStart(10),
      kb(after.bytes).padStart(10),
      saved.padStart(7),
      `  ${after.chosen}`,
    ].join(''),
  );
}
await browser.close();
server.close();
