import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  BLOG_CATEGORIES,
  CAR_CONDITIONS,
  CAR_MAKES,
  CAR_STATUSES,
  CONTACT_INTERESTS,
  DRIVETRAINS,
  FUEL_TYPES,
  REQUEST_STATUSES,
  TRANSMISSIONS,
  APPRAISAL_CONDITIONS,
} from '../../common/constants';
import { BODY_STYLES, CAR_VIEWS, renderBlogCoverSvg, renderCarSvg } from './car-illustration';
import { DEMO_SEED, demoCars, type DemoCar } from './demo-cars';
import { demoPosts } from './demo-posts';
import { demoAppraisals, demoContacts, demoLeads } from './demo-requests';
import { generateSyntheticCars } from './synthetic-cars';
import { demoDisclosures } from './inputs';
import { CarInputSchema } from '../../common/schemas/car';
import { decodeVin, isValidVin, modelYearCode, vinCheckDigit } from '../../common/vin';

const MONEY = /^\d{1,8}\.\d{2}$/;

/** Independent re-implementation of the 49 CFR 565.4 check digit, to cross-check vin.ts. */
function referenceCheckDigit(vin: string): string {
  const values: Record<string, number> = {};
  'ABCDEFGH'.split('').forEach((c, i) => (values[c] = i + 1));
  'JKLMN'.split('').forEach((c, i) => (values[c] = i + 1));
  values.P = 7;
  values.R = 9;
  'STUVWXYZ'.split('').forEach((c, i) => (values[c] = i + 2));
  const weights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const c = vin[i] as string;
    const v = /\d/.test(c) ? Number(c) : values[c];
    if (v === undefined) throw new Error(`bad VIN char ${c}`);
    sum += v * (weights[i] as number);
  }
  const r = sum % 11;
  return r === 10 ? 'X' : String(r);
}

function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function wordCount(html: string): number {
  return html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter((w) => /[A-Za-z0-9]/.test(w)).length;
}

function checkCarFields(car: DemoCar) {
  expect(CAR_MAKES).toContain(car.make);
  expect(car.model.length).toBeGreaterThan(0);
  expect(car.model.length).toBeLessThanOrEqual(50);
  expect(car.trim.length).toBeLessThanOrEqual(50);
  expect(car.location.length).toBeLessThanOrEqual(100);
  expect(car.price).toMatch(MONEY);
  expect(CAR_STATUSES).toContain(car.status);
  expect(CAR_CONDITIONS).toContain(car.condition);
  expect(TRANSMISSIONS).toContain(car.transmission);
  expect(FUEL_TYPES).toContain(car.fuelType);
  expect(BODY_STYLES).toContain(car.bodyStyle);
  expect(car.colour).toMatch(/^#[0-9a-f]{6}$/i);
  expect(Number.isInteger(car.mileage)).toBe(true);
  expect(car.mileage).toBeGreaterThanOrEqual(0);
  if (car.originalPrice !== null || car.discountedPrice !== null) {
    expect(car.originalPrice).toMatch(MONEY);
    expect(car.discountedPrice).toMatch(MONEY);
    expect(Number(car.originalPrice)).toBeGreaterThan(Number(car.discountedPrice));
    expect(car.price).toBe(car.discountedPrice);
  }
  expect(car.vin).toHaveLength(17);
  expect(car.vin).not.toMatch(/[IOQ]/);
  expect(isValidVin(car.vin)).toBe(true);
  expect(car.vin[8]).toBe(referenceCheckDigit(car.vin));
  expect(car.vin[9]).toBe(modelYearCode(car.year));
  // The vehicle form's decoder reads the same car from the VIN (Nissan shares JN1, JN8 and 5N1
  // with Infiniti: no make then).
  const decoded = decodeVin(car.vin);
  expect(decoded.year, car.vin).toBe(car.year);
  expect(decoded.make, car.vin).toBe(SHARED_MAKER_CODES.has(car.vin.slice(0, 3)) ? null : car.make);

  // The specifications pass the vehicle rules and agree with the drawn body.
  const { colour: _colour, colourName, bodyStyle: _style, ...fields } = car;
  const input = CarInputSchema.safeParse({
    ...fields,
    price: Number(car.price),
    originalPrice: car.originalPrice && Number(car.originalPrice),
    discountedPrice: car.discountedPrice && Number(car.discountedPrice),
    exteriorColour: colourName,
    ...demoDisclosures(car.vin),
  });
  expect(input.error?.issues ?? []).toEqual([]);
  expect(input.data?.features, 'features are unique and trimmed').toEqual(car.features);
  expect(car.features.length).toBeGreaterThanOrEqual(4);
  expect(car.features.length).toBeLessThanOrEqual(8);
  expect(BODY_TYPES_OF_STYLE[car.bodyStyle]).toContain(car.bodyType);
  if (car.bodyType === 'coupe') expect(car.doors).toBe(2);
  if (car.fuelType === 'electric') expect(car.engine).toMatch(/electric motor/i);
}

const SHARED_MAKER_CODES = new Set(['JN1', 'JN8', '5N1']);
const BODY_TYPES_OF_STYLE: Record<DemoCar['bodyStyle'], DemoCar['bodyType'][]> = {
  sedan: ['sedan'],
  suv: ['suv'],
  truck: ['pickup'],
  hatchback: ['hatchback'],
  coupe: ['coupe', 'convertible'],
  van: ['minivan', 'van'],
  wagon: ['wagon'],
};

describe('vin helpers', () => {
  it('compute check digits of known VINs', () => {
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
    expect(vinCheckDigit('1HGCM82633A004352')).toBe('3');
    expect(isValidVin('1HGCM82633A004352')).toBe(true);
    expect(isValidVin('1HGCM82643A004352')).toBe(false);
    expect(isValidVin('1HGCM8263OA004352')).toBe(false);
    expect(modelYearCode(2010)).toBe('A');
    expect(modelYearCode(2018)).toBe('J');
    expect(modelYearCode(2026)).toBe('T');
    expect(modelYearCode(2009)).toBe('9');
  });
});

describe('demo cars', () => {
  it('has a varied inventory of at least 44 cars', () => {
    expect(demoCars.length).toBeGreaterThanOrEqual(44);
    expect(DEMO_SEED).toBeTypeOf('number');
    const makes = new Set(demoCars.map((c) => c.make));
    expect(makes.size).toBeGreaterThanOrEqual(20);
    for (const s of CAR_STATUSES) expect(demoCars.some((c) => c.status === s)).toBe(true);
    for (const s of CAR_CONDITIONS) expect(demoCars.some((c) => c.condition === s)).toBe(true);
    for (const s of TRANSMISSIONS) expect(demoCars.some((c) => c.transmission === s)).toBe(true);
    for (const s of FUEL_TYPES) expect(demoCars.some((c) => c.fuelType === s)).toBe(true);
    for (const s of BODY_STYLES) expect(demoCars.some((c) => c.bodyStyle === s)).toBe(true);
    for (const d of DRIVETRAINS) expect(demoCars.some((c) => c.drivetrain === d)).toBe(true);
    const automatic = demoCars.filter((c) => c.transmission === 'automatic').length;
    expect(automatic).toBeGreaterThan(demoCars.length / 2);
  });

  it('has the expected status, featured and discount counts', () => {
    const count = (f: (c: DemoCar) => boolean) => demoCars.filter(f).length;
    expect(count((c) => c.status === 'sold')).toBeGreaterThanOrEqual(5);
    expect(count((c) => c.status === 'pending')).toBeGreaterThanOrEqual(3);
    expect(count((c) => c.status === 'available')).toBeGreaterThan(demoCars.length / 2);
    const featured = demoCars.filter((c) => c.featured);
    expect(featured.length).toBeGreaterThanOrEqual(7);
    expect(featured.length).toBeLessThanOrEqual(8);
    for (const c of featured) expect(c.status).toBe('available');
    expect(count((c) => c.originalPrice !== null)).toBeGreaterThanOrEqual(8);
  });

  it('spreads years, prices and kilometres across the filter ranges', () => {
    const years = new Set(demoCars.map((c) => c.year));
    for (let y = 2016; y <= 2025; y++) expect(years.has(y)).toBe(true);
    expect(demoCars.some((c) => c.year <= 2015)).toBe(true);
    const price = demoCars.map((c) => Number(c.price));
    expect(price.filter((p) => p < 15000).length).toBeGreaterThanOrEqual(3);
    expect(price.filter((p) => p >= 15000 && p < 25000).length).toBeGreaterThanOrEqual(3);
    expect(price.filter((p) => p >= 25000 && p < 35000).length).toBeGreaterThanOrEqual(3);
    expect(price.filter((p) => p >= 35000 && p < 50000).length).toBeGreaterThanOrEqual(3);
    expect(price.filter((p) => p >= 50000).length).toBeGreaterThanOrEqual(3);
    for (const p of price) {
      expect(p).toBeGreaterThanOrEqual(8000);
      expect(p).toBeLessThanOrEqual(85000);
    }
    const km = demoCars.map((c) => c.mileage);
    expect(km.filter((k) => k < 25000).length).toBeGreaterThanOrEqual(3);
    expect(km.filter((k) => k >= 25000 && k < 50000).length).toBeGreaterThanOrEqual(3);
    expect(km.filter((k) => k >= 50000 && k < 75000).length).toBeGreaterThanOrEqual(3);
    expect(km.filter((k) => k >= 75000 && k < 100000).length).toBeGreaterThanOrEqual(3);
    expect(km.filter((k) => k >= 100000).length).toBeGreaterThanOrEqual(3);
    for (const k of km) {
      expect(k).toBeGreaterThanOrEqual(5000);
      expect(k).toBeLessThanOrEqual(220000);
    }
  });

  it('has valid fields, money strings and VINs', () => {
    for (const car of demoCars) checkCarFields(car);
    expect(new Set(demoCars.map((c) => c.vin)).size).toBe(demoCars.length);
    for (const car of demoCars) {
      const sentences = car.description.split(/(?<=[.!?])\s+/).filter(Boolean);
      expect(sentences.length).toBeGreaterThanOrEqual(2);
      expect(sentences.length).toBeLessThanOrEqual(4);
    }
    expect(new Set(demoCars.map((c) => c.description)).size).toBe(demoCars.length);
  });
});

describe('demo posts', () => {
  const published = demoPosts.filter((p) => p.published);
  const drafts = demoPosts.filter((p) => !p.published);

  it('has at least 7 published posts across every category and one draft', () => {
    expect(published.length).toBeGreaterThanOrEqual(7);
    expect(drafts).toHaveLength(1);
    for (const c of BLOG_CATEGORIES) expect(published.some((p) => p.category === c)).toBe(true);
  });

  it('has rule-conforming, unique slugs and sane metadata', () => {
    for (const p of demoPosts) {
      expect(p.slug).toBe(slugify(p.title));
      expect(p.metaDescription.length).toBeLessThanOrEqual(160);
      expect(p.excerpt.length).toBeGreaterThan(0);
      expect(BLOG_CATEGORIES).toContain(p.category);
      expect(p.daysAgo).toBeGreaterThanOrEqual(1);
      expect(p.daysAgo).toBeLessThanOrEqual(120);
    }
    expect(new Set(demoPosts.map((p) => p.slug)).size).toBe(demoPosts.length);
    expect(new Set(demoPosts.map((p) => p.daysAgo)).size).toBe(demoPosts.length);
  });

  it('uses only the allowed HTML and a sensible length', () => {
    const allowed = new Set([
      'h2',
      'h3',
      'p',
      'ul',
      'ol',
      'li',
      'a',
      'strong',
      'em',
      'blockquote',
      'code',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
    ]);
    for (const p of demoPosts) {
      expect(p.content).not.toMatch(/<script/i);
      for (const m of p.content.matchAll(/<\/?([a-z0-9]+)([^>]*)>/gi)) {
        expect(allowed.has((m[1] as string).toLowerCase())).toBe(true);
      }
      for (const m of p.content.matchAll(/href="([^"]*)"/g)) {
        expect(m[1]).toMatch(/^https:\/\//);
      }
      const words = wordCount(p.content);
      expect(words).toBeGreaterThanOrEqual(350);
      expect(words).toBeLessThanOrEqual(700);
    }
  });
});

describe('demo requests', () => {
  const phoneOk = (p: string | null) => p === null || /^604-555-01\d\d$/.test(p);
  const emailOk = (e: string) => /^[^@\s]+@example\.(com|ca)$/.test(e) && e.length <= 100;

  it('has leads that point at existing cars and stay within caps', () => {
    expect(demoLeads).toHaveLength(6);
    expect(demoLeads.filter((l) => l.status === 'new')).toHaveLength(4);
    const testDrives = demoLeads.filter((l) => l.interest === 'Schedule Test Drive');
    expect(testDrives.length).toBeGreaterThan(demoLeads.length / 2);
    for (const l of demoLeads) {
      if (l.carIndex !== null) {
        const car = demoCars[l.carIndex];
        expect(car).toBeDefined();
        expect(car?.status).toBe('available');
      }
      expect(l.firstName.length).toBeLessThanOrEqual(50);
      expect(l.lastName.length).toBeLessThanOrEqual(50);
      expect(emailOk(l.email)).toBe(true);
      expect(phoneOk(l.phone)).toBe(true);
      expect(l.interest.length).toBeLessThanOrEqual(100);
      expect(REQUEST_STATUSES).toContain(l.status);
    }
  });

  it('has contacts and appraisals within caps', () => {
    expect(demoContacts).toHaveLength(5);
    for (const c of demoContacts) {
      expect(c.firstName.length).toBeLessThanOrEqual(50);
      expect(c.lastName.length).toBeLessThanOrEqual(50);
      expect(emailOk(c.email)).toBe(true);
      expect(phoneOk(c.phone)).toBe(true);
      expect(CONTACT_INTERESTS).toContain(c.interest);
      expect(REQUEST_STATUSES).toContain(c.status);
    }
    expect(demoAppraisals).toHaveLength(4);
    for (const a of demoAppraisals) {
      expect(CAR_MAKES).toContain(a.make);
      expect(a.model.length).toBeLessThanOrEqual(50);
      expect(APPRAISAL_CONDITIONS).toContain(a.condition);
      if (a.askingPrice !== null) expect(a.askingPrice).toMatch(MONEY);
      expect(a.contactName.length).toBeLessThanOrEqual(50);
      expect(a.contactPhone.length).toBeLessThanOrEqual(20);
      expect(phoneOk(a.contactPhone)).toBe(true);
      expect(emailOk(a.contactEmail)).toBe(true);
      expect(REQUEST_STATUSES).toContain(a.status);
    }
  });
});

describe('synthetic cars', () => {
  // How fast it is: bench/synthetic-cars.mjs (no timings in tests).
  it('is deterministic and produces valid unique VINs', () => {
    const a = generateSyntheticCars(10000, 7);
    const b = generateSyntheticCars(10000, 7);
    expect(a).toHaveLength(10000);
    expect(a[0]?.vin).toBe(b[0]?.vin);
    expect(a[9999]).toEqual(b[9999]);
    expect(generateSyntheticCars(5, 8)[0]?.vin).not.toBe(a[0]?.vin);
    expect(new Set(a.map((c) => c.vin)).size).toBe(10000);
    for (const car of a) {
      expect(isValidVin(car.vin)).toBe(true);
      expect(car.vin[9]).toBe(modelYearCode(car.year));
      expect(car.year).toBeGreaterThanOrEqual(2008);
      expect(car.year).toBeLessThanOrEqual(2026);
    }
    for (const car of a.slice(0, 500)) checkCarFields(car);
    const share = (f: (c: DemoCar) => boolean) => a.filter(f).length / a.length;
    expect(share((c) => c.status === 'available')).toBeGreaterThan(0.75);
    expect(share((c) => c.status === 'sold')).toBeGreaterThan(0.08);
    expect(share((c) => c.status === 'pending')).toBeGreaterThan(0.05);
    expect(share((c) => c.featured)).toBeGreaterThan(0.015);
    expect(share((c) => c.featured)).toBeLessThan(0.05);
    expect(share((c) => c.originalPrice !== null)).toBeGreaterThan(0.07);
    expect(share((c) => c.originalPrice !== null)).toBeLessThan(0.13);
    expect(new Set(a.map((c) => c.make)).size).toBe(CAR_MAKES.length);
  });
});

describe('illustrations', () => {
  const render = async (svg: string) => {
    const out = await sharp(Buffer.from(svg)).resize(320).webp().toBuffer();
    return sharp(out).metadata();
  };

  it('renders every body style and view to WebP', async () => {
    for (const bodyStyle of BODY_STYLES) {
      for (const view of CAR_VIEWS) {
        const svg = renderCarSvg({ colour: '#1f4e8c', bodyStyle, view });
        expect(svg.startsWith('<svg')).toBe(true);
        expect(svg.length).toBeLessThan(15 * 1024);
        expect(svg).not.toMatch(/<script|<image|<text|https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
        const meta = await render(svg);
        expect(meta.format).toBe('webp');
        expect(meta.width).toBe(320);
        expect(meta.height).toBe(200);
      }
    }
  });

  it('handles odd colours and sizes', async () => {
    const svg = renderCarSvg({
      colour: 'not-a-colour',
      bodyStyle: 'sedan',
      view: 'side',
      width: 640,
      height: 400,
    });
    expect(svg).toContain('width="640"');
    const out = await sharp(Buffer.from(svg)).resize(640).webp().toBuffer();
    expect((await sharp(out).metadata()).width).toBe(640);
  });

  it('renders a blog cover for every category', async () => {
    for (const [i, category] of BLOG_CATEGORIES.entries()) {
      const svg = renderBlogCoverSvg({ category, seed: i + 1 });
      expect(svg).not.toMatch(/<script|<image|<text/);
      expect(svg.length).toBeLessThan(15 * 1024);
      const meta = await render(svg);
      expect(meta.width).toBe(320);
      expect(meta.height).toBe(180);
    }
    expect(renderBlogCoverSvg({ category: 'Maintenance', seed: 1 })).toBe(
      renderBlogCoverSvg({ category: 'Maintenance', seed: 1 }),
    );
  });
});
