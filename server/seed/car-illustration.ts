// Flat, self-contained SVG illustrations used as placeholder photos by the demo seed:
// a car in a studio (side, front or rear view) and abstract blog covers. No text, fonts,
// scripts or external references, so the output can be rasterised by sharp as is.

export type BodyStyle = 'sedan' | 'suv' | 'truck' | 'hatchback' | 'coupe' | 'van' | 'wagon';
export type CarView = 'side' | 'front' | 'rear';

export const BODY_STYLES: readonly BodyStyle[] = [
  'sedan',
  'suv',
  'truck',
  'hatchback',
  'coupe',
  'van',
  'wagon',
];
export const CAR_VIEWS: readonly CarView[] = ['side', 'front', 'rear'];

// ---------------------------------------------------------------------------------------------
// Colour helpers

type Rgb = [number, number, number];

function parseHex(colour: string): Rgb {
  let hex = colour.trim().replace(/^#/, '');
  if (/^[0-9a-f]{3}$/i.test(hex)) hex = hex.replace(/(.)/g, '$1$1');
  if (!/^[0-9a-f]{6}$/i.test(hex)) return [128, 132, 138];
  const n = parseInt(hex, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: Rgb): string {
  const h = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0');
  return `#${h(r)}${h(g)}${h(b)}`;
}

function mix(colour: string, other: string, t: number): string {
  const a = parseHex(colour);
  const b = parseHex(other);
  return toHex([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t]);
}

const lighten = (c: string, t: number) => mix(c, '#ffffff', t);
const darken = (c: string, t: number) => mix(c, '#000000', t);

function luminance(colour: string): number {
  const [r, g, b] = parseHex(colour).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

// ---------------------------------------------------------------------------------------------
// Geometry helpers. Shapes are written in "x,h" pairs: x to the right of an origin, h above the
// ground line. tp() turns every pair of a path into canvas coordinates.

const r1 = (v: number) => String(Math.round(v * 10) / 10);

function tp(path: string, ox: number, ground: number): string {
  return path.replace(
    /(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/g,
    (_m, x: string, h: string) => `${r1(ox + Number(x))},${r1(ground - Number(h))}`,
  );
}

/**
 * Symmetric closed shape from its left half: `half` starts on the axis (x = 0) with "M0,h",
 * runs through L/Q/C segments on the left (negative x) and ends on the axis. The right half is
 * the mirror image, traced backwards.
 */
function sym(half: string): string {
  type Seg = { cmd: string; pts: [number, number][] };
  const segs: Seg[] = [];
  let cur: Seg | null = null;
  for (const m of half.matchAll(/([MLQC])|(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/g)) {
    if (m[1]) {
      cur = { cmd: m[1], pts: [] };
      segs.push(cur);
    } else if (cur) {
      cur.pts.push([Number(m[2]), Number(m[3])]);
    }
  }
  const ends: [number, number][] = segs.map((s) => s.pts[s.pts.length - 1] as [number, number]);
  const out: string[] = [half.trim()];
  for (let i = segs.length - 1; i >= 1; i--) {
    const s = segs[i] as Seg;
    const ctrl = s.pts.slice(0, -1).reverse();
    const end = ends[i - 1] as [number, number];
    const pts = [...ctrl, end].map(([x, h]) => `${r1(-x)},${r1(h)}`);
    out.push(`${s.cmd} ${pts.join(' ')}`);
  }
  return `${out.join(' ')} Z`;
}

// ---------------------------------------------------------------------------------------------
// Shared pieces

const W = 1600;
const H = 1000;
const TRIM = '#16191d';

function svgOpen(width: number, height: number, vw: number, vh: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(width)}" height="${Math.round(
    height,
  )}" viewBox="0 0 ${vw} ${vh}" preserveAspectRatio="xMidYMid slice">`;
}

/** Studio backdrop: wall, floor, a soft spotlight behind the car and a gentle vignette. */
function studio(colour: string, horizon: number): { defs: string; body: string } {
  const light = luminance(colour) > 0.45;
  const wallTop = light ? '#8e9aa8' : '#eef1f5';
  const wallBottom = light ? '#b4bec9' : '#d9dfe6';
  const floorTop = light ? '#a3adb9' : '#cfd5dd';
  const floorBottom = light ? '#7a8592' : '#aab3bd';
  const defs =
    `<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${wallTop}"/><stop offset="1" stop-color="${wallBottom}"/></linearGradient>` +
    `<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${floorTop}"/><stop offset="1" stop-color="${floorBottom}"/></linearGradient>` +
    `<linearGradient id="seam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${wallBottom}" stop-opacity="0"/><stop offset="1" stop-color="#ffffff" stop-opacity=".55"/></linearGradient>` +
    `<radialGradient id="spot" cx=".5" cy=".55" r=".5"><stop offset="0" stop-color="#fff" stop-opacity="${light ? 0.45 : 0.8}"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="vig" cx=".5" cy=".5" r=".75"><stop offset=".6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".22"/></radialGradient>`;
  const body =
    `<rect width="${W}" height="${H}" fill="url(#wall)"/>` +
    `<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#floor)"/>` +
    `<rect y="${horizon - 60}" width="${W}" height="60" fill="url(#seam)"/>` +
    `<ellipse cx="800" cy="${horizon - 40}" rx="760" ry="380" fill="url(#spot)"/>`;
  return { defs, body };
}

/** Panel gaps: darker than the paint, or a faint light edge on near-black paint. */
function seamColour(colour: string): string {
  return luminance(colour) < 0.03 ? lighten(colour, 0.22) : darken(colour, 0.45);
}

const VIGNETTE = `<rect width="${W}" height="${H}" fill="url(#vig)"/>`;

function paintDefs(colour: string, top: number, bottom: number): string {
  const dark = luminance(colour) < 0.04;
  const hi = lighten(colour, dark ? 0.32 : 0.22);
  const lo = darken(colour, dark ? 0.2 : 0.28);
  return (
    `<linearGradient id="paint" gradientUnits="userSpaceOnUse" x1="0" y1="${top}" x2="0" y2="${bottom}">` +
    `<stop offset="0" stop-color="${hi}"/><stop offset=".42" stop-color="${colour}"/><stop offset=".62" stop-color="${darken(colour, 0.06)}"/><stop offset="1" stop-color="${lo}"/></linearGradient>` +
    `<linearGradient id="glass" x1="0" y1="0" x2=".35" y2="1"><stop offset="0" stop-color="#1d2631"/><stop offset=".6" stop-color="#34465a"/><stop offset="1" stop-color="#5b7189"/></linearGradient>` +
    `<linearGradient id="lamp" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#bcc8d3"/></linearGradient>` +
    `<linearGradient id="tail" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ff5a4a"/><stop offset=".55" stop-color="#c81e1a"/><stop offset="1" stop-color="#7c0f0d"/></linearGradient>` +
    `<linearGradient id="metal" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f4f6f8"/><stop offset=".5" stop-color="#c3c9d0"/><stop offset="1" stop-color="#8b939c"/></linearGradient>` +
    `<linearGradient id="gun" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#b4bbc3"/><stop offset="1" stop-color="#5a6067"/></linearGradient>` +
    `<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity=".5"/><stop offset=".6" stop-color="#000" stop-opacity=".22"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`
  );
}

/** Reflection of the #car group in the floor, faded out with a mask. */
function reflection(ground: number, depth: number): { defs: string; body: string } {
  const defs =
    `<linearGradient id="fadeG" gradientUnits="userSpaceOnUse" x1="0" y1="${ground}" x2="0" y2="${ground + depth}"><stop offset="0" stop-color="#fff" stop-opacity=".22"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>` +
    `<mask id="fade" maskUnits="userSpaceOnUse" x="0" y="${ground}" width="${W}" height="${depth}"><rect x="0" y="${ground}" width="${W}" height="${depth}" fill="url(#fadeG)"/></mask>`;
  const body = `<g mask="url(#fade)"><use href="#car" transform="matrix(1 0 0 -1 0 ${2 * ground})"/></g>`;
  return { defs, body };
}

/** A wheel centred on (0,0), referenced with <use>. */
function wheelDef(radius: number, spokes: number, darkRim: boolean): string {
  const R = radius;
  const rim = R * 0.64;
  const spokeW1 = R * 0.1;
  const spokeW2 = R * 0.2;
  const spoke = `M${r1(-spokeW1)},${r1(-R * 0.14)} L${r1(-spokeW2)},${r1(-rim + 3)} L${r1(spokeW2)},${r1(-rim + 3)} L${r1(spokeW1)},${r1(-R * 0.14)} Z`;
  const spokeFill = darkRim ? 'url(#gun)' : 'url(#metal)';
  let spokesSvg = '';
  for (let i = 0; i < spokes; i++) {
    spokesSvg += `<path d="${spoke}" transform="rotate(${r1((360 / spokes) * i)})"/>`;
  }
  return (
    `<g id="wheel">` +
    `<circle r="${r1(R)}" fill="#1a1c20"/>` +
    `<circle r="${r1(R * 0.9)}" fill="none" stroke="#2b2f35" stroke-width="${r1(R * 0.06)}"/>` +
    `<circle r="${r1(rim)}" fill="${darkRim ? '#121417' : '#2c3036'}"/>` +
    `<circle r="${r1(R * 0.46)}" fill="#6d737b"/><circle r="${r1(R * 0.3)}" fill="#4b5057"/>` +
    `<g fill="${spokeFill}">${spokesSvg}</g>` +
    `<circle r="${r1(rim - R * 0.03)}" fill="none" stroke="${darkRim ? '#5b616a' : '#d5dae0'}" stroke-width="${r1(R * 0.06)}"/>` +
    `<circle r="${r1(R * 0.16)}" fill="${darkRim ? '#5b616a' : 'url(#metal)'}"/><circle r="${r1(R * 0.07)}" fill="#30343a"/>` +
    `<path d="M${r1(-R * 0.8)},${r1(-R * 0.45)} A${r1(R * 0.92)},${r1(R * 0.92)} 0 0 1 ${r1(R * 0.2)},${r1(-R * 0.9)}" fill="none" stroke="#fff" stroke-opacity=".08" stroke-width="${r1(R * 0.08)}"/>` +
    `</g>`
  );
}

// ---------------------------------------------------------------------------------------------
// Side view

interface SideSpec {
  len: number;
  R: number;
  fw: number; // nose to front wheel centre
  rw: number; // nose to rear wheel centre
  rocker: number; // body bottom height between the wheels
  body: string; // outline from front-bottom, over the top, to rear-bottom (ending at rocker height)
  dlo: string; // daylight opening (closed)
  pillars: string[]; // dark pillars drawn over the glass
  belt: number;
  frontSeam: [number, number]; // x at the belt line, x at the rocker
  seams: number[]; // further door seams, x at the belt line; the last one wraps the rear arch
  head: string;
  tail: string;
  mirror: number; // x of the mirror foot
  crease: number; // height of the character line
  spokes: number;
  rails?: [number, number, number]; // roof rails: x1, x2, roof height
  cladding?: boolean;
  darkRim?: boolean;
  extra?: string; // extra seam-coloured strokes (open paths)
  shapes?: [string, string][]; // extra closed shapes and their fill
  extraDark?: string; // extra dark shapes (closed)
}

const SIDE: Record<BodyStyle, SideSpec> = {
  sedan: {
    len: 1260,
    R: 95,
    fw: 250,
    rw: 995,
    rocker: 48,
    body: 'M24,48 C6,52 0,84 2,122 C4,156 12,178 44,188 C160,206 300,226 400,240 C470,288 560,360 650,377 C740,392 860,390 930,372 C1000,344 1060,294 1112,280 C1180,273 1236,270 1250,256 C1264,222 1262,122 1250,64 C1246,53 1238,48 1222,48',
    dlo: 'M468,262 C520,300 584,348 634,360 Q646,363 664,364 C760,372 860,370 906,358 Q920,354 930,344 C958,316 990,288 1020,262 Z',
    pillars: ['M742,262 L750,372 L774,372 L768,262 Z', 'M958,262 L952,318 L962,312 L974,262 Z'],
    belt: 262,
    frontSeam: [458, 416],
    seams: [756, 1012],
    head: 'M6,156 C8,172 18,180 40,184 L130,198 C124,184 114,174 98,170 L20,152 C12,150 7,151 6,156 Z',
    tail: 'M1150,274 L1238,268 C1246,266 1251,262 1253,254 L1256,236 L1170,250 C1160,252 1152,262 1150,274 Z',
    mirror: 470,
    crease: 214,
    spokes: 5,
  },
  coupe: {
    len: 1240,
    R: 97,
    fw: 246,
    rw: 985,
    rocker: 44,
    body: 'M22,44 C6,48 0,80 2,114 C4,146 12,166 46,176 C170,196 330,216 440,230 C520,284 610,334 700,346 C770,354 840,352 892,338 C990,306 1080,262 1150,248 C1200,242 1230,242 1240,230 C1254,196 1250,112 1238,58 C1234,48 1226,44 1210,44',
    dlo: 'M492,246 C548,284 622,330 690,336 Q700,337 716,338 C780,342 846,338 876,326 C920,304 960,282 1000,258 Z',
    pillars: ['M904,252 L884,322 L896,318 L924,252 Z'],
    belt: 246,
    frontSeam: [482, 420],
    seams: [930],
    head: 'M6,146 C8,160 18,168 42,172 L140,188 C132,174 120,166 102,162 L20,142 C12,140 7,141 6,146 Z',
    tail: 'M1130,252 L1230,244 C1238,242 1242,238 1244,230 L1247,212 L1150,228 C1140,230 1132,240 1130,252 Z',
    mirror: 494,
    crease: 196,
    spokes: 6,
    darkRim: true,
  },
  hatchback: {
    len: 1100,
    R: 92,
    fw: 222,
    rw: 890,
    rocker: 48,
    body: 'M22,48 C6,52 0,84 2,122 C4,156 12,176 44,186 C140,206 270,230 360,248 C430,300 510,372 590,386 C680,398 820,398 900,386 C960,378 1010,364 1044,336 C1070,312 1090,290 1094,262 C1100,200 1098,120 1088,64 C1084,53 1076,48 1060,48',
    dlo: 'M424,266 C472,306 540,360 590,368 Q600,370 616,370 C700,376 820,376 880,368 Q898,366 910,352 C934,324 952,298 964,272 Z',
    pillars: ['M712,266 L720,376 L744,376 L736,266 Z', 'M858,268 L862,372 L884,370 L882,270 Z'],
    belt: 266,
    frontSeam: [414, 372],
    seams: [726, 916],
    head: 'M6,156 C8,170 18,180 40,184 L124,200 C118,186 108,176 92,172 L20,152 C12,150 7,151 6,156 Z',
    tail: 'M1046,300 C1062,300 1080,298 1092,290 L1096,236 C1080,238 1064,240 1054,246 Z',
    mirror: 428,
    crease: 214,
    spokes: 5,
  },
  wagon: {
    len: 1280,
    R: 97,
    fw: 250,
    rw: 1020,
    rocker: 62,
    body: 'M24,60 C6,64 0,100 2,138 C4,170 12,192 46,202 C160,220 300,240 410,256 C480,304 570,378 660,396 C780,408 1000,406 1190,396 C1226,392 1250,376 1262,346 C1274,316 1278,282 1278,246 C1280,190 1278,130 1268,76 C1264,66 1256,62 1240,62',
    dlo: 'M474,278 C526,318 592,368 656,380 Q668,382 686,382 C800,388 1000,386 1170,378 Q1190,376 1204,364 C1222,344 1236,316 1242,290 Z',
    pillars: ['M760,278 L768,388 L792,388 L784,278 Z', 'M994,280 L998,386 L1030,386 L1026,280 Z'],
    belt: 278,
    frontSeam: [464, 418],
    seams: [772, 1012],
    head: 'M6,172 C8,188 18,196 40,200 L132,214 C126,200 116,190 100,186 L20,168 C12,166 7,167 6,172 Z',
    tail: 'M1228,300 C1246,300 1264,298 1274,290 L1278,230 C1262,232 1246,236 1236,244 Z',
    mirror: 478,
    crease: 230,
    spokes: 6,
    rails: [700, 1180, 404],
    cladding: true,
  },
  suv: {
    len: 1220,
    R: 111,
    fw: 250,
    rw: 965,
    rocker: 72,
    body: 'M24,70 C6,74 0,114 2,160 C4,200 10,228 46,238 C160,258 296,282 388,300 C452,354 530,430 612,450 C740,462 1000,462 1128,452 C1168,448 1194,426 1204,390 C1214,350 1220,310 1218,262 C1222,200 1222,130 1212,86 C1208,76 1200,72 1186,72',
    dlo: 'M448,320 C498,366 560,424 612,434 Q624,436 640,436 C760,442 1000,442 1100,436 Q1124,434 1138,418 C1156,396 1166,360 1170,330 Z',
    pillars: ['M782,320 L788,442 L814,442 L808,320 Z', 'M1010,322 L1014,440 L1048,440 L1044,322 Z'],
    belt: 320,
    frontSeam: [440, 378],
    seams: [796, 1030],
    head: 'M6,206 C8,222 18,232 42,236 L136,250 C128,234 116,224 98,220 L20,202 C12,200 7,201 6,206 Z',
    tail: 'M1164,340 C1184,340 1204,338 1216,330 L1220,262 C1202,264 1184,268 1172,276 Z',
    mirror: 452,
    crease: 262,
    spokes: 5,
    rails: [660, 1120, 460],
    cladding: true,
  },
  van: {
    len: 1300,
    R: 101,
    fw: 236,
    rw: 1045,
    rocker: 58,
    body: 'M24,56 C6,60 0,96 2,132 C4,166 12,188 46,198 C140,220 240,254 320,282 C400,352 490,428 600,444 C760,456 1060,456 1232,446 C1268,442 1286,420 1292,388 C1298,340 1300,280 1298,220 C1300,160 1298,110 1290,72 C1286,62 1278,58 1262,58',
    dlo: 'M380,298 C440,350 520,414 596,428 Q610,430 628,430 C800,438 1060,438 1214,432 Q1240,430 1252,412 C1264,390 1272,350 1274,312 Z',
    pillars: ['M650,298 L656,436 L680,436 L676,298 Z', 'M972,300 L976,436 L1004,436 L1000,300 Z'],
    belt: 298,
    frontSeam: [372, 346],
    seams: [664, 988],
    head: 'M6,168 C8,184 20,194 44,198 L132,216 C124,200 110,190 92,184 L20,162 C12,160 7,162 6,168 Z',
    tail: 'M1262,412 C1276,410 1288,404 1292,392 L1298,300 C1284,302 1274,306 1268,314 Z',
    mirror: 386,
    crease: 246,
    spokes: 5,
    extra: 'M700,272 L960,272',
  },
  truck: {
    len: 1360,
    R: 118,
    fw: 246,
    rw: 1060,
    rocker: 80,
    body: 'M22,78 C4,82 0,130 2,196 L4,268 C6,290 18,298 52,300 C200,308 340,316 432,324 C486,380 540,448 610,462 C700,472 840,472 890,466 C906,464 912,452 912,436 L912,316 C912,306 916,302 926,302 L1346,302 C1354,302 1358,298 1358,290 L1358,98 C1358,86 1350,80 1336,80',
    dlo: 'M484,340 C528,386 570,440 612,448 Q624,450 640,450 C740,456 830,456 872,452 Q888,450 890,436 L892,340 Z',
    pillars: ['M708,340 L712,456 L736,456 L732,340 Z'],
    belt: 340,
    frontSeam: [474, 402],
    seams: [722, 896],
    head: 'M6,252 L100,260 C110,261 114,268 112,276 L108,292 L56,292 C24,290 10,284 6,270 Z',
    tail: 'M1334,292 L1356,292 L1356,180 L1334,180 Z',
    mirror: 488,
    crease: 288,
    spokes: 6,
    cladding: true,
    darkRim: false,
    extra: 'M926,294 L1348,294 M922,296 L922,96 M1340,294 L1340,152',
    shapes: [
      [
        'M-4,156 L76,156 C88,156 94,148 94,136 L94,98 C94,86 88,80 76,80 L18,80 C2,82 -4,98 -4,112 Z',
        '#353a40',
      ],
      ['M1280,150 L1366,150 L1366,80 L1296,80 C1286,80 1280,88 1280,98 Z', '#353a40'],
      ['M0,170 L10,170 L10,244 L2,244 Z', '#1b1e23'],
    ],
  },
};

function renderSide(colour: string, style: BodyStyle, width: number, height: number): string {
  const s = SIDE[style];
  const ground = 800;
  const ox = Math.round(800 - s.len / 2);
  const P = (path: string) => tp(path, ox, ground);
  const archR = s.R + 11;
  const cy = s.R;
  const a = Math.sqrt(archR * archR - (cy - s.rocker) ** 2);
  const arches = `L${r1(s.rw + a)},${s.rocker} A${archR},${archR} 0 1 0 ${r1(s.rw - a)},${s.rocker} L${r1(s.fw + a)},${s.rocker} A${archR},${archR} 0 1 0 ${r1(s.fw - a)},${s.rocker} Z`;
  const bodyD = P(`${s.body} ${arches}`.replace(/A(\d+),(\d+) /g, 'A$1_$2 ')).replace(
    /A(\d+)_(\d+) /g,
    'A$1,$2 ',
  );
  const top = ground - 470;
  const seamCol = seamColour(colour);
  const lightPaint = luminance(colour) > 0.45;

  // Door seams: front edge, middle seams, and the last seam wrapping round the rear arch.
  const doorLow = s.rocker + 20;
  const seamParts: string[] = [
    `M${s.frontSeam[0]},${s.belt} C${s.frontSeam[0] - 6},${s.belt - 80} ${s.frontSeam[1] + 6},${doorLow + 60} ${s.frontSeam[1]},${doorLow}`,
  ];
  const ro = archR + 16;
  s.seams.forEach((x, i) => {
    const last = i === s.seams.length - 1;
    const dx = x - s.rw;
    if (last && Math.abs(dx) < ro) {
      const hI = cy + Math.sqrt(ro * ro - dx * dx);
      const xEnd = s.rw - Math.sqrt(Math.max(0, ro * ro - (cy - doorLow) ** 2));
      seamParts.push(`M${x},${s.belt} L${x},${r1(hI)}`);
      seamParts.push(`ARC${r1(xEnd)},${doorLow}`);
    } else {
      seamParts.push(`M${x},${s.belt} L${x},${doorLow}`);
    }
  });
  const lastSeam = s.seams[s.seams.length - 1] ?? s.frontSeam[0];
  const lastX =
    Math.abs(lastSeam - s.rw) < ro
      ? s.rw - Math.sqrt(Math.max(0, ro * ro - (cy - doorLow) ** 2))
      : lastSeam;
  seamParts.push(`M${s.frontSeam[1]},${doorLow} L${r1(lastX)},${doorLow}`);
  const seamD = seamParts
    .map((part) => {
      if (part.startsWith('ARC')) {
        const [x, h] = part.slice(3).split(',').map(Number) as [number, number];
        return `A${ro} ${ro} 0 0 0 ${r1(ox + x)},${r1(ground - h)}`;
      }
      return P(part);
    })
    .join(' ');

  // Handles near the rear edge of each door.
  const doorEnds = [...s.seams];
  const handles = doorEnds
    .map((x) => {
      const hx = ox + x - 78;
      const hy = ground - s.belt + 32;
      return `<rect x="${hx}" y="${hy}" width="46" height="11" rx="5.5" fill="${darken(colour, 0.3)}"/><rect x="${hx + 3}" y="${hy + 1}" width="40" height="4" rx="2" fill="#fff" fill-opacity=".35"/>`;
    })
    .join('');

  const m = s.mirror;
  const mb = s.belt;
  const mirror = P(
    `M${m},${mb - 2} L${m + 6},${mb + 24} C${m + 10},${mb + 38} ${m + 56},${mb + 40} ${m + 66},${mb + 26} C${m + 70},${mb + 18} ${m + 68},${mb + 6} ${m + 60},${mb + 2} C${m + 40},${mb - 6} ${m + 14},${mb - 8} ${m},${mb - 2} Z`,
  );

  const wheelUse = (x: number) => `<use href="#wheel" x="${ox + x}" y="${ground - s.R}"/>`;
  const well = (x: number) => `<circle cx="${ox + x}" cy="${ground - cy}" r="${archR - 1}"/>`;
  const rockerY = ground - s.rocker + 4;

  const clad = s.cladding
    ? `<g clip-path="url(#bodyClip)" fill="none" stroke="#2a2d32" stroke-width="22"><circle cx="${ox + s.fw}" cy="${ground - cy}" r="${archR + 8}"/><circle cx="${ox + s.rw}" cy="${ground - cy}" r="${archR + 8}"/></g>` +
      `<rect x="${ox + s.fw}" y="${ground - s.rocker - 22}" width="${s.rw - s.fw}" height="24" fill="#2a2d32" clip-path="url(#bodyClip)"/>`
    : `<rect x="${ox + s.fw}" y="${ground - s.rocker - 16}" width="${s.rw - s.fw}" height="18" fill="#000" fill-opacity=".28" clip-path="url(#bodyClip)"/>`;

  const rails = s.rails
    ? `<path d="${P(`M${s.rails[0]},${s.rails[2] + 6} L${s.rails[0] + 20},${s.rails[2] + 16} L${s.rails[1]},${s.rails[2] + 12} L${s.rails[1] + 16},${s.rails[2]} Z`)}" fill="${TRIM}"/>`
    : '';

  const studioBg = studio(colour, 610);
  const refl = reflection(ground, 190);

  const defs =
    `<defs>${studioBg.defs}${paintDefs(colour, top, ground)}${refl.defs}` +
    `<clipPath id="bodyClip"><path d="${bodyD}"/></clipPath>` +
    `<clipPath id="dloClip"><path d="${P(s.dlo)}"/></clipPath>` +
    `<clipPath id="wellClip"><rect width="${W}" height="${rockerY}"/></clipPath>` +
    `<linearGradient id="sheen" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset=".5" stop-color="#fff" stop-opacity="${lightPaint ? 0.35 : 0.22}"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>` +
    wheelDef(s.R, s.spokes, s.darkRim ?? false) +
    `</defs>`;

  const creaseY = ground - s.crease;
  const car =
    `<g id="car">` +
    `<g fill="#101215" clip-path="url(#wellClip)">${well(s.fw)}${well(s.rw)}</g>` +
    wheelUse(s.fw) +
    wheelUse(s.rw) +
    `<path d="${bodyD}" fill="url(#paint)"/>` +
    `<g clip-path="url(#bodyClip)">` +
    `<rect y="${creaseY}" width="${W}" height="${ground - creaseY}" fill="#000" fill-opacity="${lightPaint ? 0.07 : 0.12}"/>` +
    `<rect y="${creaseY - 70}" width="${W}" height="70" fill="url(#sheen)"/>` +
    `<rect y="${creaseY - 1.5}" width="${W}" height="3" fill="#fff" fill-opacity=".35"/>` +
    `<circle cx="${ox + s.fw}" cy="${ground - cy}" r="${archR + 3}" fill="none" stroke="${darken(colour, 0.35)}" stroke-width="6"/>` +
    `<circle cx="${ox + s.rw}" cy="${ground - cy}" r="${archR + 3}" fill="none" stroke="${darken(colour, 0.35)}" stroke-width="6"/>` +
    `</g>` +
    `<g clip-path="url(#bodyClip)" fill="#1d2025"><rect x="${ox - 10}" y="${ground - s.rocker - 22}" width="96" height="32"/><rect x="${ox + s.len - 76}" y="${ground - s.rocker - 20}" width="90" height="30"/></g>` +
    clad +
    (s.shapes ?? []).map(([d, fill]) => `<path d="${P(d)}" fill="${fill}"/>`).join('') +
    `<path d="${P(s.dlo)}" fill="url(#glass)"/>` +
    `<path d="${P(`M${s.frontSeam[0] + 40},0 L${s.frontSeam[0] + 230},0 L${s.frontSeam[0] + 330},600 L${s.frontSeam[0] + 250},600 Z`)}" fill="#fff" fill-opacity=".12" clip-path="url(#dloClip)"/>` +
    `<g fill="${TRIM}">${s.pillars.map((p) => `<path d="${P(p)}"/>`).join('')}</g>` +
    `<path d="${P(s.dlo)}" fill="none" stroke="${TRIM}" stroke-width="6" stroke-linejoin="round"/>` +
    `<path d="${seamD}" fill="none" stroke="${seamCol}" stroke-opacity=".75" stroke-width="2.5"/>` +
    (s.extra
      ? `<path d="${P(s.extra)}" fill="none" stroke="${seamCol}" stroke-opacity=".75" stroke-width="3"/>`
      : '') +
    handles +
    `<path d="${P(s.head)}" fill="url(#lamp)" stroke="${TRIM}" stroke-width="3"/>` +
    `<path d="${P(s.tail)}" fill="url(#tail)" stroke="${darken('#7c0f0d', 0.3)}" stroke-width="2.5"/>` +
    `<path d="${mirror}" fill="url(#paint)" stroke="${TRIM}" stroke-width="3"/>` +
    rails +
    `</g>`;

  const shadow =
    `<ellipse cx="800" cy="${ground + 4}" rx="${s.len / 2 + 60}" ry="30" fill="url(#shadow)"/>` +
    `<ellipse cx="${ox + s.fw}" cy="${ground}" rx="${s.R * 1.05}" ry="10" fill="#000" fill-opacity=".45"/>` +
    `<ellipse cx="${ox + s.rw}" cy="${ground}" rx="${s.R * 1.05}" ry="10" fill="#000" fill-opacity=".45"/>`;

  return (
    svgOpen(width, height, W, H) +
    defs +
    studioBg.body +
    refl.body +
    shadow +
    car +
    VIGNETTE +
    `</svg>`
  );
}

// ---------------------------------------------------------------------------------------------
// Front and rear views. x is measured from the centre line, h above the ground.

interface EndSpec {
  W: number; // half width of the body at its widest
  Hr: number; // roof height
  b: number; // bumper bottom height
  belt: number; // shoulder / base of the glass
  hood: number; // top of the front fascia (hood leading edge)
  gw: number; // half width of the greenhouse at the belt
  roofW: number; // half width of the roof
  lamp: number; // centre height of the lamps
  tireW: number;
  grille: 'slim' | 'tall' | 'wide';
  bed?: boolean; // pickup: rear window sits above the tailgate
}

const END: Record<BodyStyle, EndSpec> = {
  sedan: {
    W: 372,
    Hr: 552,
    b: 66,
    belt: 330,
    hood: 286,
    gw: 318,
    roofW: 238,
    lamp: 252,
    tireW: 104,
    grille: 'slim',
  },
  coupe: {
    W: 384,
    Hr: 500,
    b: 58,
    belt: 304,
    hood: 262,
    gw: 326,
    roofW: 226,
    lamp: 232,
    tireW: 112,
    grille: 'wide',
  },
  hatchback: {
    W: 360,
    Hr: 566,
    b: 66,
    belt: 334,
    hood: 290,
    gw: 306,
    roofW: 240,
    lamp: 256,
    tireW: 100,
    grille: 'slim',
  },
  wagon: {
    W: 368,
    Hr: 584,
    b: 76,
    belt: 346,
    hood: 298,
    gw: 314,
    roofW: 250,
    lamp: 262,
    tireW: 104,
    grille: 'slim',
  },
  suv: {
    W: 374,
    Hr: 640,
    b: 96,
    belt: 400,
    hood: 352,
    gw: 320,
    roofW: 262,
    lamp: 312,
    tireW: 110,
    grille: 'tall',
  },
  van: {
    W: 372,
    Hr: 630,
    b: 76,
    belt: 372,
    hood: 310,
    gw: 322,
    roofW: 282,
    lamp: 272,
    tireW: 104,
    grille: 'slim',
  },
  truck: {
    W: 392,
    Hr: 668,
    b: 110,
    belt: 428,
    hood: 392,
    gw: 330,
    roofW: 268,
    lamp: 338,
    tireW: 120,
    grille: 'wide',
    bed: true,
  },
};

function liftgateLid(style: BodyStyle): boolean {
  return style === 'suv' || style === 'van' || style === 'wagon' || style === 'hatchback';
}

function renderEnd(
  colour: string,
  style: BodyStyle,
  view: 'front' | 'rear',
  width: number,
  height: number,
): string {
  const s = END[style];
  const ground = 820;
  const ox = 800;
  const P = (path: string) => tp(path, ox, ground);
  const { W: w, b, belt, hood, gw, roofW, lamp } = s;
  // The raked glass looks shorter seen head-on than in profile.
  const isFront = view === 'front';
  const Hr = Math.round(belt + (s.Hr - belt) * (isFront ? 0.74 : 0.8));
  const lightPaint = luminance(colour) > 0.45;
  const seamCol = seamColour(colour);

  const bodyHalf = `M0,${b} L${-w + 40},${b} Q${-w + 8},${b} ${-w + 6},${b + 30} C${-w - 4},${lamp - 70} ${-w - 6},${lamp + 20} ${-w + 2},${hood} Q${-w + 10},${belt + 4} ${-gw},${belt} C${-gw + 12},${belt + 80} ${-roofW - 14},${Hr - 70} ${-roofW},${Hr - 22} Q${-roofW + 6},${Hr} ${-roofW + 44},${Hr + 2} Q${-roofW * 0.4},${Hr + 8} 0,${Hr + 8}`;
  const bodyD = P(sym(bodyHalf));

  // Glass: the windscreen from the front, a smaller rear window from the back.
  const gBase = isFront ? belt + 12 : s.bed ? belt + 60 : belt + 26;
  const gTop = isFront ? Hr - 16 : Hr - 40;
  const gSide = isFront ? gw - 28 : gw - (s.bed ? 90 : 56);
  const gTopW = isFront ? roofW - 16 : roofW - (s.bed ? 70 : 40);
  const glassHalf = `M0,${gBase} L${-gSide + 20},${gBase} Q${-gSide},${gBase} ${-gSide + 4},${gBase + 18} L${-gTopW - 2},${gTop - 22} Q${-gTopW + 4},${gTop} ${-gTopW + 30},${gTop} Q${-gTopW * 0.4},${gTop + 6} 0,${gTop + 6}`;
  const glassD = P(sym(glassHalf));

  const tireH = b + 40;
  const tire = `<rect x="${ox - w + 22}" y="${ground - tireH}" width="${s.tireW}" height="${tireH}" rx="22" fill="url(#tyre)"/>`;
  const tireR = `<rect x="${ox + w - 22 - s.tireW}" y="${ground - tireH}" width="${s.tireW}" height="${tireH}" rx="22" fill="url(#tyre)"/>`;

  const mirror = `<g id="mir"><path d="${P(`M${-gw + 6},${belt + 4} L${-w - 8},${belt + 16} C${-w - 34},${belt + 18} ${-w - 40},${belt + 34} ${-w - 36},${belt + 50} C${-w - 30},${belt + 62} ${-w + 10},${belt + 62} ${-gw + 2},${belt + 44} Z`)}" fill="url(#paint)" stroke="${TRIM}" stroke-width="3"/><path d="${P(`M${-w - 32},${belt + 26} L${-w + 4},${belt + 24}`)}" stroke="${TRIM}" stroke-opacity=".6" stroke-width="4" fill="none"/></g>`;

  let fascia = '';
  if (isFront) {
    // Hood surface between the fascia and the windscreen, with two soft creases.
    const hoodHalf = `M0,${hood} L${-w + 30},${hood + 2} Q${-w + 16},${hood + 8} ${-w + 24},${hood + 16} L${-gw + 10},${belt + 8} L0,${belt + 8}`;
    fascia += `<path d="${P(sym(hoodHalf))}" fill="#fff" fill-opacity="${lightPaint ? 0.25 : 0.14}"/>`;
    fascia += `<path d="${P(`M${-w * 0.36},${hood + 4} L${-w * 0.3},${belt + 8} M${w * 0.36},${hood + 4} L${w * 0.3},${belt + 8}`)}" stroke="${seamCol}" stroke-opacity=".4" stroke-width="2.5" fill="none"/>`;
    // Grille.
    const gt = hood - 12;
    const gb = s.grille === 'tall' ? b + 110 : s.grille === 'wide' && s.bed ? b + 70 : lamp - 58;
    const gwT = s.grille === 'wide' ? w * 0.5 : w * 0.4;
    const gwB = s.grille === 'tall' ? w * 0.44 : s.grille === 'wide' ? w * 0.46 : w * 0.34;
    const grilleHalf = `M0,${gt} L${-gwT + 16},${gt} Q${-gwT},${gt} ${-gwT + 2},${gt - 14} L${-gwB + 2},${gb + 14} Q${-gwB + 4},${gb} ${-gwB + 20},${gb} L0,${gb}`;
    fascia += `<path d="${P(sym(grilleHalf))}" fill="#1b1e23" stroke="${s.bed ? '#c5cbd2' : '#3a3f46'}" stroke-width="${s.bed ? 8 : 4}"/>`;
    let bars = '';
    const nBars = s.grille === 'tall' ? 6 : s.bed ? 5 : 3;
    for (let i = 1; i <= nBars; i++) {
      const h = gb + ((gt - gb) * i) / (nBars + 1);
      const t = (h - gb) / (gt - gb);
      const half = gwB + (gwT - gwB) * t - 10;
      bars += `M${-half},${r1(h)} L${half},${r1(h)} `;
    }
    fascia += `<path d="${P(bars)}" stroke="${s.bed ? '#9aa2ab' : '#4d535b'}" stroke-width="${s.bed ? 7 : 5}" fill="none"/>`;
    // Lower intake, fog lamps and a blank licence plate.
    const intakeHalf = `M0,${b + 16} L${-w * 0.62},${b + 16} Q${-w * 0.7},${b + 16} ${-w * 0.68},${b + 30} L${-w * 0.6},${b + 64} L0,${b + 64}`;
    fascia += `<path d="${P(sym(intakeHalf))}" fill="#1b1e23"/>`;
    fascia += `<rect x="${ox - 64}" y="${ground - b - 92}" width="128" height="62" rx="6" fill="#eef1f4" stroke="#8a939c" stroke-width="3"/><rect x="${ox - 56}" y="${ground - b - 85}" width="112" height="8" rx="2" fill="#2b5aa8" fill-opacity=".55"/>`;
    // Headlamp (left), mirrored to the right.
    const hl = `M${-w + 18},${lamp + 34} C${-w * 0.7},${lamp + 36} ${-w * 0.5},${lamp + 26} ${-w * 0.4},${lamp + 10} L${-w * 0.43},${lamp - 8} C${-w * 0.55},${lamp - 6} ${-w * 0.75},${lamp - 4} ${-w + 24},${lamp - 10} Q${-w + 10},${lamp + 8} ${-w + 18},${lamp + 34} Z`;
    fascia += `<g id="hl"><path d="${P(hl)}" fill="url(#lamp)" stroke="${TRIM}" stroke-width="4" stroke-linejoin="round"/><path d="${P(`M${-w + 30},${lamp + 26} C${-w * 0.72},${lamp + 28} ${-w * 0.52},${lamp + 20} ${-w * 0.44},${lamp + 6}`)}" stroke="#fff" stroke-width="5" stroke-linecap="round" fill="none"/><circle cx="${r1(ox - w * 0.74)}" cy="${ground - lamp - 8}" r="12" fill="#c9d4de" stroke="#7d8893" stroke-width="3"/><circle cx="${r1(ox - w * 0.6)}" cy="${ground - lamp - 6}" r="10" fill="#c9d4de" stroke="#7d8893" stroke-width="3"/><rect x="${r1(ox - w * 0.8)}" y="${ground - b - 52}" width="46" height="12" rx="6" fill="#e8eef3" stroke="#5d656e" stroke-width="2"/></g>`;
    fascia += `<ellipse cx="${ox}" cy="${r1(ground - (gt + gb) / 2)}" rx="28" ry="17" fill="url(#metal)" stroke="#5d656e" stroke-width="2"/><ellipse cx="${ox}" cy="${r1(ground - (gt + gb) / 2)}" rx="15" ry="8" fill="#3a3f46"/>`;
    fascia += `<use href="#hl" transform="matrix(-1 0 0 1 1600 0)"/>`;
  } else {
    // Boot lid / tailgate cut lines.
    const lidTop = s.bed ? belt - 8 : belt + 12;
    const lidBottom = s.bed ? b + 72 : lamp - 56;
    const lidW = s.bed ? w - 30 : liftgateLid(style) ? w * 0.58 : w * 0.56;
    const liftgate = liftgateLid(style);
    const lidPath = liftgate
      ? `M${-gTopW - 14},${Hr - 8} L${-gSide - 16},${gBase - 4} L${-lidW},${lidBottom + 14} Q${-lidW},${lidBottom} ${-lidW + 14},${lidBottom} L${lidW - 14},${lidBottom} Q${lidW},${lidBottom} ${lidW},${lidBottom + 14} L${gSide + 16},${gBase - 4} L${gTopW + 14},${Hr - 8}`
      : `M${-lidW},${lidTop} L${-lidW},${lidBottom + 14} Q${-lidW},${lidBottom} ${-lidW + 14},${lidBottom} L${lidW - 14},${lidBottom} Q${lidW},${lidBottom} ${lidW},${lidBottom + 14} L${lidW},${lidTop}`;
    fascia += `<path d="${P(lidPath)}" fill="none" stroke="${seamCol}" stroke-opacity=".7" stroke-width="3" stroke-linejoin="round"/>`;
    if (!s.bed) {
      fascia += `<ellipse cx="${ox}" cy="${ground - lamp - 62}" rx="26" ry="15" fill="url(#metal)" stroke="#5d656e" stroke-width="2"/><ellipse cx="${ox}" cy="${ground - lamp - 62}" rx="14" ry="7" fill="#3a3f46"/>`;
    }
    // Licence plate recess with a blank plate.
    const plateH = s.bed ? lidBottom + 96 : liftgateLid(style) ? lidBottom + 74 : lidBottom + 80;
    fascia += `<rect x="${ox - 76}" y="${ground - plateH - 6}" width="152" height="80" rx="10" fill="#000" fill-opacity=".18"/><rect x="${ox - 64}" y="${ground - plateH}" width="128" height="62" rx="6" fill="#eef1f4" stroke="#8a939c" stroke-width="3"/><rect x="${ox - 56}" y="${ground - plateH + 7}" width="112" height="8" rx="2" fill="#2b5aa8" fill-opacity=".55"/>`;
    if (s.bed) {
      fascia += `<rect x="${ox - 70}" y="${ground - lidTop + 22}" width="140" height="22" rx="8" fill="#25292e"/>`;
      fascia += `<path d="${P(`M${-lidW + 20},${lidTop - 40} L${lidW - 20},${lidTop - 40}`)}" stroke="${seamCol}" stroke-opacity=".45" stroke-width="3"/>`;
    }
    // Tail lamps (left, mirrored).
    const tl = s.bed
      ? `M${-w + 4},${belt - 14} L${-w + 46},${belt - 14} L${-w + 46},${belt - 170} L${-w + 8},${belt - 170} Q${-w + 2},${belt - 100} ${-w + 4},${belt - 14} Z`
      : liftgateLid(style)
        ? `M${-w + 8},${lamp + 40} L${-w * 0.58},${lamp + 30} L${-w * 0.58},${lamp - 4} L${-w + 12},${lamp - 20} Q${-w},${lamp} ${-w + 8},${lamp + 40} Z`
        : `M${-w + 8},${lamp + 26} L${-w * 0.52},${lamp + 22} L${-w * 0.52},${lamp - 6} L${-w + 14},${lamp - 16} Q${-w + 2},${lamp} ${-w + 8},${lamp + 26} Z`;
    const tlStrip = s.bed
      ? `M${-w + 26},${belt - 30} L${-w + 26},${belt - 154}`
      : `M${-w + 22},${lamp + 14} L${-w * 0.56},${lamp + 10}`;
    fascia += `<g id="tl"><path d="${P(tl)}" fill="url(#tail)" stroke="#4a0908" stroke-width="3"/><path d="${P(tlStrip)}" stroke="#ffb3a6" stroke-width="5" stroke-linecap="round" fill="none"/><rect x="${ox - w * 0.8}" y="${ground - b - 38}" width="40" height="9" rx="4" fill="#b3231d"/></g>`;
    fascia += `<use href="#tl" transform="matrix(-1 0 0 1 1600 0)"/>`;
    // Diffuser and exhaust tips; third brake light at the top of the rear window.
    const difHalf = `M0,${b + 6} L${-w * 0.7},${b + 6} Q${-w * 0.76},${b + 6} ${-w * 0.74},${b + 18} L${-w * 0.66},${b + 42} L0,${b + 42}`;
    fascia += `<path d="${P(sym(difHalf))}" fill="#1f2227"/>`;
    if (!s.bed && style !== 'van') {
      fascia += `<g fill="#2e3238" stroke="#b9c0c8" stroke-width="5"><ellipse cx="${ox - w * 0.5}" cy="${ground - b - 22}" rx="24" ry="12"/><ellipse cx="${ox + w * 0.5}" cy="${ground - b - 22}" rx="24" ry="12"/></g>`;
    }
    fascia += `<rect x="${ox - 50}" y="${ground - gTop - 16}" width="100" height="9" rx="4" fill="#d32720"/>`;
  }

  const studioBg = studio(colour, 600);
  const refl = reflection(ground, 170);
  const top = ground - Hr - 10;
  const defs =
    `<defs>${studioBg.defs}${paintDefs(colour, top, ground)}${refl.defs}` +
    `<clipPath id="bodyClip"><path d="${bodyD}"/></clipPath>` +
    `<clipPath id="glassClip"><path d="${glassD}"/></clipPath>` +
    `<linearGradient id="tyre" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#0f1012"/><stop offset=".5" stop-color="#2c3035"/><stop offset="1" stop-color="#0f1012"/></linearGradient>` +
    `<linearGradient id="round" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity=".3"/><stop offset=".16" stop-color="#000" stop-opacity="0"/><stop offset=".84" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".3"/></linearGradient>` +
    `</defs>`;

  const car =
    `<g id="car">` +
    tire +
    tireR +
    `<path d="${bodyD}" fill="url(#paint)"/>` +
    `<g clip-path="url(#bodyClip)">` +
    `<rect x="${ox - w - 10}" y="${top}" width="${2 * w + 20}" height="${Hr + 20}" fill="url(#round)"/>` +
    `<rect x="0" y="${ground - b - 80}" width="${W}" height="90" fill="#000" fill-opacity=".16"/>` +
    `<rect x="0" y="${ground - belt - 2}" width="${W}" height="4" fill="#fff" fill-opacity=".3"/>` +
    `</g>` +
    `<path d="${glassD}" fill="url(#glass)" stroke="${TRIM}" stroke-width="8" stroke-linejoin="round"/>` +
    `<path d="${P(`M${-gSide * 0.6},${gBase} L${-gSide * 0.2},${gBase} L${gSide * 0.25},${gTop + 10} L${-gSide * 0.15},${gTop + 10} Z`)}" fill="#fff" fill-opacity=".12" clip-path="url(#glassClip)"/>` +
    fascia +
    mirror +
    `<use href="#mir" transform="matrix(-1 0 0 1 1600 0)"/>` +
    `</g>`;

  const k = Math.round(Math.min(1.12, 700 / Hr) * 1000) / 1000;
  const shadow =
    `<ellipse cx="800" cy="${ground + 2}" rx="${w + 90}" ry="34" fill="url(#shadow)"/>` +
    `<rect x="${ox - w + 16}" y="${ground - 6}" width="${2 * w - 32}" height="12" rx="6" fill="#000" fill-opacity=".35"/>`;

  return (
    svgOpen(width, height, W, H) +
    defs +
    studioBg.body +
    `<g transform="matrix(${k} 0 0 ${k} ${r1(800 - 800 * k)} ${r1(ground - ground * k)})">${refl.body}${shadow}${car}</g>` +
    VIGNETTE +
    `</svg>`
  );
}

/**
 * A placeholder "photo" of a car: flat illustration in a studio, 16:10 (viewBox 1600x1000).
 * `colour` is a hex colour such as "#1f4e8c"; width/height set the rendered size (default
 * 1600x1000; other ratios crop the centre).
 */
export function renderCarSvg(opts: {
  colour: string;
  bodyStyle: BodyStyle;
  view: CarView;
  width?: number;
  height?: number;
}): string {
  const width = opts.width ?? 1600;
  const height = opts.height ?? Math.round((width * 10) / 16);
  const style: BodyStyle = opts.bodyStyle in SIDE ? opts.bodyStyle : 'sedan';
  const colour = toHex(parseHex(opts.colour));
  if (opts.view === 'side') return renderSide(colour, style, width, height);
  return renderEnd(colour, style, opts.view === 'rear' ? 'rear' : 'front', width, height);
}

// ---------------------------------------------------------------------------------------------
// Blog covers

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const COVER_PALETTES: Record<string, [string, string, string]> = {
  Maintenance: ['#0f3b4c', '#1f7a8c', '#f2b134'],
  Financing: ['#14324a', '#2e8b6e', '#f4d35e'],
  'Buying Guide': ['#1d2b53', '#3a6ea5', '#ff8c42'],
  'Industry News': ['#2b2d42', '#5c4d7d', '#4fd1c5'],
  'Tips & Tricks': ['#3d1f4b', '#c8553d', '#ffd166'],
  'Car Reviews': ['#102a43', '#334e68', '#e94f37'],
};

function coverMotif(category: string, accent: string, rnd: () => number): string {
  const ink = '#ffffff';
  switch (category) {
    case 'Maintenance': {
      // A spanner crossing a gear.
      const teeth = Array.from({ length: 10 }, (_, i) => {
        const a = (i * 36 * Math.PI) / 180;
        const x = 1090 + Math.cos(a) * 130;
        const y = 540 + Math.sin(a) * 130;
        return `<rect x="${r1(x - 23)}" y="${r1(y - 23)}" width="46" height="46" rx="8" transform="rotate(${i * 36 + 45} ${r1(x)} ${r1(y)})"/>`;
      }).join('');
      return (
        `<ellipse cx="800" cy="720" rx="380" ry="28" fill="#000" fill-opacity=".18"/>` +
        `<g fill="${ink}">${teeth}<circle cx="1090" cy="540" r="132"/></g><circle cx="1090" cy="540" r="56" fill="${accent}"/><circle cx="1090" cy="540" r="22" fill="${ink}"/>` +
        `<g transform="rotate(-35 780 500)"><mask id="wm" maskUnits="userSpaceOnUse" x="0" y="0" width="1600" height="1000"><rect x="0" y="0" width="1600" height="1000" fill="#fff"/><circle cx="470" cy="500" r="36"/><rect x="1040" y="474" width="120" height="52"/><circle cx="1040" cy="500" r="26"/></mask>` +
        `<g mask="url(#wm)" fill="${accent}"><rect x="470" y="472" width="560" height="56" rx="28"/><circle cx="470" cy="500" r="80"/><circle cx="1040" cy="500" r="86"/></g>` +
        `<rect x="560" y="490" width="380" height="10" rx="5" fill="#fff" fill-opacity=".35"/></g>`
      );
    }
    case 'Financing': {
      // Coin stacks and a rising line.
      let coins = '';
      const stacks = [5, 8, 11];
      stacks.forEach((n, si) => {
        const cx = 620 + si * 210;
        for (let i = 0; i < n; i++) {
          const cy = 720 - i * 30;
          coins += `<ellipse cx="${cx}" cy="${cy + 10}" rx="86" ry="26" fill="${darken(accent, 0.3)}"/><ellipse cx="${cx}" cy="${cy}" rx="86" ry="26" fill="${accent}"/>`;
        }
        coins += `<ellipse cx="${cx}" cy="${720 - (n - 1) * 30}" rx="54" ry="14" fill="none" stroke="${darken(accent, 0.25)}" stroke-width="5"/>`;
      });
      const jitter = () => r1(rnd() * 30);
      return `<ellipse cx="830" cy="742" rx="380" ry="30" fill="#000" fill-opacity=".2"/>${coins}<path d="M420,640 L560,${560 + Number(jitter())} L700,${500 + Number(jitter())} L860,${380 + Number(jitter())} L1000,${300 + Number(jitter())} L1180,190" fill="none" stroke="${ink}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/><path d="M1120,180 L1196,178 L1180,252" fill="none" stroke="${ink}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>`;
    }
    case 'Buying Guide': {
      // A checklist card and a magnifying glass.
      let rows = '';
      for (let i = 0; i < 4; i++) {
        const y = 300 + i * 90;
        rows += `<rect x="600" y="${y}" width="44" height="44" rx="8" fill="none" stroke="${accent}" stroke-width="7"/>`;
        if (i < 3)
          rows += `<path d="M608,${y + 22} L620,${y + 36} L642,${y + 6}" fill="none" stroke="${accent}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`;
        rows += `<rect x="672" y="${y + 12}" width="${180 + Math.round(rnd() * 90)}" height="20" rx="10" fill="#c9d3df"/>`;
      }
      return `<ellipse cx="820" cy="738" rx="400" ry="26" fill="#000" fill-opacity=".2"/><rect x="540" y="220" width="420" height="480" rx="28" fill="${ink}"/>${rows}<circle cx="1030" cy="560" r="110" fill="${ink}" fill-opacity=".25" stroke="${ink}" stroke-width="26"/><rect x="1100" y="640" width="150" height="44" rx="22" fill="${ink}" transform="rotate(45 1110 662)"/>`;
    }
    case 'Industry News': {
      // A charging plug with a lightning bolt and signal rings.
      return (
        `<g fill="none" stroke="${ink}" stroke-opacity=".35" stroke-width="12"><circle cx="800" cy="450" r="250"/><circle cx="800" cy="450" r="330"/></g>` +
        `<circle cx="800" cy="450" r="170" fill="${ink}"/><path d="M820,330 L730,470 L795,470 L770,580 L870,420 L805,420 Z" fill="${accent}"/>`
      );
    }
    case 'Tips & Tricks': {
      // A light bulb.
      return (
        `<g fill="none" stroke="${accent}" stroke-width="14" stroke-linecap="round"><path d="M800,130 L800,180 M590,220 L625,255 M1010,220 L975,255 M520,420 L570,420 M1080,420 L1030,420"/></g>` +
        `<path d="M800,240 C690,240 610,320 610,420 C610,490 650,530 690,575 C712,600 720,630 720,660 L880,660 C880,630 888,600 910,575 C950,530 990,490 990,420 C990,320 910,240 800,240 Z" fill="${ink}"/>` +
        `<rect x="725" y="676" width="150" height="26" rx="13" fill="${accent}"/><rect x="740" y="714" width="120" height="26" rx="13" fill="${accent}"/><path d="M770,580 L770,500 C770,462 830,462 830,500 L830,580" fill="none" stroke="${accent}" stroke-width="10" stroke-linecap="round"/><ellipse cx="800" cy="760" rx="200" ry="22" fill="#000" fill-opacity=".18"/>`
      );
    }
    case 'Car Reviews': {
      // A simple car silhouette under a row of stars.
      const star = (cx: number, cy: number, rr: number) => {
        const pts = Array.from({ length: 10 }, (_, i) => {
          const a = -Math.PI / 2 + (i * Math.PI) / 5;
          const rad = i % 2 === 0 ? rr : rr * 0.45;
          return `${r1(cx + Math.cos(a) * rad)},${r1(cy + Math.sin(a) * rad)}`;
        });
        return `<polygon points="${pts.join(' ')}"/>`;
      };
      const stars = [0, 1, 2, 3, 4].map((i) => star(560 + i * 120, 230, 44)).join('');
      return (
        `<ellipse cx="815" cy="704" rx="440" ry="24" fill="#000" fill-opacity=".25"/><g fill="${accent}">${stars}</g>` +
        `<path d="M420,640 C420,600 440,580 480,574 L600,560 C650,500 720,450 800,446 L960,446 C1030,450 1080,500 1120,556 L1170,566 C1200,574 1210,600 1210,640 Z" fill="${ink}"/>` +
        `<path d="M660,556 C700,506 740,482 790,478 L850,478 L850,556 Z M880,556 L880,478 L950,478 C1000,482 1040,520 1064,556 Z" fill="#2f4257"/>` +
        `<g fill="#1a1c20"><circle cx="560" cy="640" r="62"/><circle cx="1060" cy="640" r="62"/></g><g fill="#c3c9d0"><circle cx="560" cy="640" r="30"/><circle cx="1060" cy="640" r="30"/></g>`
      );
    }
    default: {
      // A road vanishing towards the horizon.
      return `<path d="M700,900 L780,420 L820,420 L900,900 Z" fill="${ink}" fill-opacity=".85"/><path d="M800,880 L800,820 M800,760 L800,700 M800,640 L800,600 M800,560 L800,530" stroke="${accent}" stroke-width="10"/>`;
    }
  }
}

/** An abstract 1600x900 editorial cover whose motif follows the blog category. */
export function renderBlogCoverSvg(opts: { category: string; seed: number }): string {
  const rnd = mulberry32(opts.seed * 2654435761 + 17);
  const palette = COVER_PALETTES[opts.category] ?? (['#1d2b53', '#3a6ea5', '#ff8c42'] as const);
  const [deep, mid, accent] = palette;
  const angle = Math.round(rnd() * 60) - 30;
  let blobs = '';
  for (let i = 0; i < 5; i++) {
    const cx = Math.round(rnd() * 1600);
    const cy = Math.round(rnd() * 900);
    const rr = Math.round(160 + rnd() * 320);
    const op = (0.06 + rnd() * 0.1).toFixed(2);
    blobs += `<circle cx="${cx}" cy="${cy}" r="${rr}" fill="${i % 2 ? accent : '#ffffff'}" fill-opacity="${op}"/>`;
  }
  const stripes = Array.from({ length: 6 }, (_, i) => {
    const x = -200 + i * 340 + Math.round(rnd() * 80);
    return `<rect x="${x}" y="-300" width="${60 + Math.round(rnd() * 60)}" height="1600" fill="#ffffff" fill-opacity=".04"/>`;
  }).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">` +
    `<defs><linearGradient id="bg" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="1600" y2="900"><stop offset="0" stop-color="${deep}"/><stop offset="1" stop-color="${mid}"/></linearGradient>` +
    `<radialGradient id="glow" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#fff" stop-opacity=".22"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="1600" height="900" fill="url(#bg)"/>` +
    `<g transform="rotate(${angle} 800 450)">${stripes}</g>` +
    blobs +
    `<ellipse cx="820" cy="460" rx="560" ry="400" fill="url(#glow)"/>` +
    coverMotif(opts.category, accent, rnd) +
    `</svg>`
  );
}
