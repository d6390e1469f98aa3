// The feeds' pure parts (docs/product.md#feeds): photo addresses, the description's room for
// what BC's rules want in every ad, and Google's names for our values.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { buildCarRecord } from '../../tests/factories';
import {
  advertisingLine,
  feedDescription,
  feedPhotoUrl,
  googleVehicleAttributes,
  googleVehiclesXml,
} from './feed-format';

const context = { origin: 'https://cars.example' };
const OWN = '/images/0123456789abcdef0123456789abcdef';

async function text(pieces: AsyncIterable<string>) {
  let all = '';
  for await (const piece of pieces) all += piece;
  return all;
}

async function* batches<T>(...lists: T[][]) {
  yield* lists;
}

describe('feedPhotoUrl', () => {
  it('gives our own photo at this site (the 1024 px variant /images/{id} answers)', () => {
    expect(feedPhotoUrl(OWN, context)).toBe(`https://cars.example${OWN}`);
  });
  it('gives our own photo from the CDN when there is one, as the pages load it', () => {
    expect(feedPhotoUrl(OWN, { ...context, imageBaseUrl: 'https://img.example' })).toBe(
      `https://img.example${OWN}/1024.webp`,
    );
  });
  it('keeps a photo added by address as it is', () => {
    expect(feedPhotoUrl('https://a.example/b.jpg', context)).toBe('https://a.example/b.jpg');
  });
});

describe('feedDescription', () => {
  it("says the stock number, VIN, all-in price and registration after the car's text", () => {
    const car = buildCarRecord({ description: 'Clean.', stockNumber: 'U1' });
    expect(advertisingLine(car)).toBe(
      'Stock #U1. VIN 2T3P1RFV8MC123456. All-in price $31,495, plus GST and PST. Forecourt Motors, VSA dealer registration #40123',
    );
    expect(feedDescription(car).startsWith('Clean. Stock #U1.')).toBe(true);
  });

  it("cuts a long text at a word so the ad's facts and disclosures always fit in 5,000 characters", () => {
    const car = buildCarRecord({ description: 'word '.repeat(2000) });
    const description = feedDescription(car);
    expect(description.length).toBeLessThanOrEqual(5000);
    expect(description).toMatch(/word… Stock #/);
    expect(description.endsWith('Not brought in from outside BC.')).toBe(true);
  });
});

describe('googleVehiclesXml', () => {
  it('writes well-formed XML across batches, skipping cars without a VIN or a photo', async () => {
    const xml = await text(
      googleVehiclesXml(
        batches(
          [buildCarRecord({ id: 1, model: 'A & B <C>' })],
          [],
          [
            buildCarRecord({ id: 2, vin: null }),
            buildCarRecord({ id: 3 }),
            buildCarRecord({ id: 4, photos: [] }),
          ],
        ),
        context,
      ),
    );
    expect(XMLValidator.validate(xml)).toBe(true);
    const items = new XMLParser({ isArray: (name) => name === 'item' }).parse(xml).rss.channel
      .item as Record<string, unknown>[];
    expect(items.map((item) => item['g:link'])).toEqual([
      'https://cars.example/cars/1',
      'https://cars.example/cars/3',
    ]);
    expect(items[0]!['g:model']).toBe('A & B <C>');
  });

  it('names body styles and transmissions as Google does', () => {
    const attributes = (overrides: Parameters<typeof buildCarRecord>[0]) =>
      Object.fromEntries(googleVehicleAttributes(buildCarRecord(overrides), context));
    expect(attributes({ bodyType: 'pickup', transmission: 'manual' })).toMatchObject({
      body_style: 'truck',
      transmission: 'manual',
    });
    expect(attributes({ bodyType: 'wagon', condition: 'new' })).toMatchObject({
      body_style: 'station wagon',
      condition: 'new',
      certified_pre_owned: 'no',
    });
  });
});
