// The inventory feeds' formats (docs/product.md#feeds): the Google vehicle feed (RSS 2.0 with
// the g: namespace, its elements written and escaped by fast-xml-parser's builder, some 20 times
// faster than xmlbuilder2 at a feed's size) and the listing-site CSV (csv-stringify, the
// inventory CSV's writer). Pure: cars in, text out, a batch at a time, so a large inventory is
// never one string.
import { XMLBuilder } from 'fast-xml-parser';
import {
  BODY_TYPE_LABELS,
  CAR_CONDITION_LABELS,
  CSV_LIST_SEPARATOR,
  DRIVETRAIN_LABELS,
  FUEL_TYPE_LABELS,
  TRANSMISSION_LABELS,
  type BodyType,
  type Transmission,
} from '../../common/constants';
import { disclosureStatements } from '../../common/disclosures';
import { formatPrice } from '../../common/format';
import { isOwnImage } from '../../common/images';
import type { Car } from '../../common/schemas/car';
import { formatAddress, SITE } from '../../common/site';
import { carName } from '../mail/request-mail';
import { xmlText } from '../xml-text';
import { CSV_BYTE_ORDER_MARK, csvText, neutraliseCell } from './car-csv';

/** Where the links of a feed point: the site's public address and where photos load from. */
export interface FeedContext {
  /** PUBLIC_URL, else the origin the request came to (no trailing slash). */
  origin: string;
  /** IMAGE_BASE_URL (no trailing slash), when photos load from a CDN or public bucket. */
  imageBaseUrl?: string;
}

/** Google's namespace for product attributes. */
export const GOOGLE_NS = 'http://base.google.com/ns/1.0';
/** Google takes at most 10 additional images per listing. */
const MAX_ADDITIONAL_IMAGES = 10;
const MAX_TITLE = 150;
const MAX_DESCRIPTION = 5000;

/** A price as Google wants it: amount with two decimals and the ISO 4217 currency. */
export const feedPrice = (amount: number) => `${amount.toFixed(2)} CAD`;

/** The car page's absolute address. */
export const carPageUrl = (car: Pick<Car, 'id'>, { origin }: FeedContext) =>
  `${origin}/cars/${car.id}`;

/**
 * A photo's absolute address: our own at 1024 px (what `/images/{id}` answers, docs/product.md#image-variants),
 * from the CDN when there is one; a photo added by address as it is.
 */
export function feedPhotoUrl(photo: string, { origin, imageBaseUrl }: FeedContext): string {
  if (!isOwnImage(photo)) return photo;
  return imageBaseUrl ? `${imageBaseUrl}${photo}/1024.webp` : `${origin}${photo}`;
}

/** Google's body_style values for ours. */
const GOOGLE_BODY_STYLES: Record<BodyType, string> = {
  sedan: 'sedan',
  coupe: 'coupe',
  hatchback: 'hatchback',
  wagon: 'station wagon',
  suv: 'suv',
  pickup: 'truck',
  minivan: 'minivan',
  van: 'full size van',
  convertible: 'convertible',
};

/** Google knows automatic and manual; a CVT is an automatic to a shopper. */
const GOOGLE_TRANSMISSIONS: Record<Transmission, string> = {
  automatic: 'automatic',
  manual: 'manual',
  cvt: 'automatic',
};

/** What BC's advertising rules want in every ad (docs/product.md#bc-advertising), in one line. */
export function advertisingLine(car: Car): string {
  return [
    `Stock #${car.stockNumber}`,
    car.vin ? `VIN ${car.vin}` : null,
    `All-in price ${formatPrice(car.allInPrice)}, plus GST and PST`,
    `${SITE.name}, VSA dealer registration #${SITE.dealerRegistration}`,
  ]
    .filter(Boolean)
    .join('. ');
}

/** The disclosures in plain words (docs/product.md#disclosures), one sentence each. */
export const disclosuresText = (car: Car) =>
  disclosureStatements(car)
    .map((statement) => `${statement.text}.`)
    .join(' ');

/**
 * The listing's description: the car's own text, then the ad's required facts and the
 * disclosures. Those always fit: the car's text is cut (at a word) to leave them room.
 */
export function feedDescription(car: Car): string {
  const facts = `${advertisingLine(car)}. ${disclosuresText(car)}`;
  const own = (car.description ?? '').replace(/\s+/g, ' ').trim();
  const room = MAX_DESCRIPTION - facts.length - 2;
  if (!own || room < 20) return facts.slice(0, MAX_DESCRIPTION);
  const cut = own.length <= room ? own : `${own.slice(0, room - 1).replace(/\s+\S*$/, '')}…`;
  return `${cut} ${facts}`;
}

type Attribute = [name: string, value: string | number];

/** One car's attributes, in Google's names, without the empty ones. */
export function googleVehicleAttributes(car: Car, context: FeedContext): Attribute[] {
  const [cover, ...more] = car.photos.map((photo) => feedPhotoUrl(photo, context));
  const price = feedPrice(car.allInPrice);
  return [
    ['id', car.stockNumber],
    ['title', carName(car).slice(0, MAX_TITLE)],
    ['description', feedDescription(car)],
    ['link', carPageUrl(car, context)],
    ['image_link', cover],
    ...more.slice(0, MAX_ADDITIONAL_IMAGES).map((url) => ['additional_image_link', url] as const),
    // The all-in price is the advertised price (BC's rules, Google's Canadian all-in price).
    ['price', price],
    ['vehicle_all_in_price', price],
    ['vehicle_price_type', 'all_in_price'],
    ['condition', car.condition === 'new' ? 'new' : 'used'],
    ['certified_pre_owned', car.condition === 'certified' ? 'yes' : 'no'],
    ['vin', car.vin],
    ['brand', car.make],
    ['make', car.make],
    ['model', car.model],
    ['trim', car.trim],
    ['year', car.year],
    ['mileage', `${car.mileage} km`],
    ['color', car.exteriorColour],
    ['interior_color', car.interiorColour],
    ['body_style', car.bodyType ? GOOGLE_BODY_STYLES[car.bodyType] : null],
    ['engine', car.fuelType],
    ['transmission', GOOGLE_TRANSMISSIONS[car.transmission]],
    ['date_in_stock', car.inStockSince],
    ['store_code', SITE.storeCode],
    ['dealership_name', SITE.name],
    ['dealership_address', `${formatAddress()}, ${SITE.address.country}`],
  ].filter((entry): entry is Attribute => entry[1] !== null && entry[1] !== undefined);
}

const xmlBuilder = new XMLBuilder({ format: true, indentBy: '  ', processEntities: true });

/** One car as the feed's `<item>`: its attributes as g: elements (repeated ones repeated). */
export function googleVehicleItem(car: Car, context: FeedContext): Record<string, unknown> {
  const item: Record<string, unknown> = {};
  for (const [name, value] of googleVehicleAttributes(car, context)) {
    const key = `g:${name}`;
    const text = xmlText(value);
    const previous = item[key];
    item[key] = previous === undefined ? text : [previous, text].flat();
  }
  // Where the car can be seen and bought: on this lot.
  item['g:vehicle_fulfillment'] = { 'g:option': 'in_store', 'g:store_code': SITE.storeCode };
  return item;
}

/**
 * The Google vehicle feed, in pieces: the channel's head, one piece per batch of cars, then the
 * end. The fixed markup around the items is written here; every value goes through the builder,
 * which escapes it. Cars without a VIN or without a photo are left out: Google requires both of a
 * vehicle listing (docs/product.md#feeds).
 */
export async function* googleVehiclesXml(
  batches: AsyncIterable<Car[]>,
  context: FeedContext,
): AsyncGenerator<string> {
  yield [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<rss version="2.0" xmlns:g="${GOOGLE_NS}">`,
    '<channel>',
    xmlBuilder.build({
      title: `${SITE.name} inventory`,
      link: `${context.origin}/inventory`,
      description:
        `Used vehicles for sale at ${SITE.name}, ${SITE.address.city}, ${SITE.address.region}. ` +
        `All-in prices in Canadian dollars, plus GST and PST. VSA dealer registration #${SITE.dealerRegistration}.`,
    }),
  ].join('\n');
  for await (const cars of batches) {
    const items = cars
      .filter((car) => car.vin && car.photos.length > 0)
      .map((car) => googleVehicleItem(car, context));
    if (items.length > 0) yield xmlBuilder.build({ item: items });
  }
  yield '</channel>\n</rss>\n';
}

/** The listing-site CSV's columns, in order. */
export const INVENTORY_FEED_COLUMNS = [
  'stock_number',
  'vin',
  'year',
  'make',
  'model',
  'trim',
  'all_in_price',
  'currency',
  'price_note',
  'mileage_km',
  'condition',
  'body_type',
  'drivetrain',
  'transmission',
  'fuel_type',
  'exterior_colour',
  'interior_colour',
  'in_stock_since',
  'url',
  'photo_urls',
  'disclosures',
  'dealer',
  'dealer_registration',
] as const;
export type InventoryFeedColumn = (typeof INVENTORY_FEED_COLUMNS)[number];

/** One car as the listing-site CSV's cells, by column. */
export function inventoryFeedRecord(
  car: Car,
  context: FeedContext,
): Record<InventoryFeedColumn, string> {
  return {
    stock_number: car.stockNumber,
    vin: car.vin ?? '',
    year: String(car.year),
    make: car.make,
    model: car.model,
    trim: car.trim ?? '',
    all_in_price: car.allInPrice.toFixed(2),
    currency: 'CAD',
    price_note: 'All-in price, plus GST and PST',
    mileage_km: String(car.mileage),
    condition: CAR_CONDITION_LABELS[car.condition],
    body_type: car.bodyType ? BODY_TYPE_LABELS[car.bodyType] : '',
    drivetrain: car.drivetrain ? DRIVETRAIN_LABELS[car.drivetrain] : '',
    transmission: TRANSMISSION_LABELS[car.transmission],
    fuel_type: FUEL_TYPE_LABELS[car.fuelType],
    exterior_colour: car.exteriorColour ?? '',
    interior_colour: car.interiorColour ?? '',
    in_stock_since: car.inStockSince,
    url: carPageUrl(car, context),
    photo_urls: car.photos.map((photo) => feedPhotoUrl(photo, context)).join(CSV_LIST_SEPARATOR),
    disclosures: disclosuresText(car),
    dealer: SITE.name,
    dealer_registration: SITE.dealerRegistration,
  };
}

/**
 * The listing-site CSV, in pieces: the byte-order mark and header, then one piece per batch.
 * Cells a spreadsheet would run as a formula get the inventory CSV's ' in front.
 */
export async function* inventoryFeedCsv(
  batches: AsyncIterable<Car[]>,
  context: FeedContext,
): AsyncGenerator<string> {
  yield CSV_BYTE_ORDER_MARK + csvText([[...INVENTORY_FEED_COLUMNS]]);
  for await (const cars of batches) {
    if (cars.length === 0) continue;
    yield csvText(
      cars.map((car) => {
        const record = inventoryFeedRecord(car, context);
        return INVENTORY_FEED_COLUMNS.map((column) => neutraliseCell(record[column]));
      }),
    );
  }
}
