// Business constants (docs/product.md#constants). Isomorphic: used by forms, the API and the seed.

// The vehicles' lists shoppers search by, apart (vehicle-lists.ts) so the search pages load only
// these.
export {
  CAR_MAKES,
  type CarMake,
  TRANSMISSIONS,
  type Transmission,
  TRANSMISSION_LABELS,
  FUEL_TYPES,
  type FuelType,
  FUEL_TYPE_LABELS,
  BODY_TYPES,
  type BodyType,
  BODY_TYPE_LABELS,
  DRIVETRAINS,
  type Drivetrain,
  DRIVETRAIN_LABELS,
  COLOUR_FAMILIES,
  type ColourFamily,
  COLOUR_FAMILY_LABELS,
  OLDEST_LISTED_YEAR,
} from './vehicle-lists';

export { CAR_STATUSES, CAR_STATUS_LABELS, PRICE_REDUCED_DAYS, type CarStatus } from './listing';

export const CAR_CONDITIONS = ['new', 'used', 'certified'] as const;
export type CarCondition = (typeof CAR_CONDITIONS)[number];
export const CAR_CONDITION_LABELS: Record<CarCondition, string> = {
  new: 'New',
  used: 'Used',
  certified: 'Certified Pre-Owned',
};

/**
 * The answers to a used car's disclosures (docs/product.md#disclosures): BC's Motor Dealer Act
 * Regulation wants the buyer told of these. `unknown` is an answer (the dealer could not find
 * out); a question not answered at all (null) keeps the car from being made available.
 */
export const DISCLOSURE_ANSWERS = ['yes', 'no', 'unknown'] as const;
export type DisclosureAnswer = (typeof DISCLOSURE_ANSWERS)[number];
export const DISCLOSURE_ANSWER_LABELS: Record<DisclosureAnswer, string> = {
  yes: 'Yes',
  no: 'No',
  unknown: 'Unknown',
};

/** The disclosures: the car's field, the question staff answer, and the words shoppers read for each answer. */
export const DISCLOSURES = [
  {
    field: 'priorTaxiPoliceRacing',
    question: 'Used as a taxi, police or emergency vehicle, or for racing?',
    shown: {
      yes: 'Previously used as a taxi, police or emergency vehicle, or for racing',
      no: 'Not used as a taxi, police or emergency vehicle, or for racing',
      unknown: 'Unknown whether used as a taxi, police or emergency vehicle, or for racing',
    },
  },
  {
    field: 'priorLeaseRental',
    question: 'Previously leased or a daily rental?',
    shown: {
      yes: 'Previously leased or used as a daily rental',
      no: 'Not previously leased or used as a daily rental',
      unknown: 'Unknown whether previously leased or used as a daily rental',
    },
  },
  {
    field: 'damageOver2000',
    question: 'Damage costing more than $2,000 to repair?',
    shown: {
      yes: 'Has had damage costing more than $2,000 to repair',
      no: 'No damage costing more than $2,000 to repair',
      unknown: 'Unknown whether it has had damage costing more than $2,000',
    },
  },
  {
    field: 'fromOutsideBc',
    question: 'Brought into BC from another province, territory or country?',
    shown: {
      yes: 'Brought into BC from elsewhere',
      no: 'Not brought in from outside BC',
      unknown: 'Unknown whether brought in from outside BC',
    },
  },
] as const satisfies readonly {
  field: string;
  question: string;
  shown: Record<DisclosureAnswer, string>;
}[];
export type DisclosureField = (typeof DISCLOSURES)[number]['field'];
// Pure: a page that imports this module for a type or a constant it doesn't keep leaves it out.
export const DISCLOSURE_FIELDS = /* @__PURE__ */ DISCLOSURES.map(
  (d) => d.field,
) as DisclosureField[];
/** Where a car came from when brought in from outside BC (e.g. "Alberta", "Japan"). */
export const IMPORTED_FROM_MAX_LENGTH = 60;

// Shopper tools (docs/product.md#favourites, #compare, #similar-cars).
export {
  MAX_FAVOURITES,
  MAX_CARS_BY_IDS,
  COMPARE_MIN_CARS,
  COMPARE_MAX_CARS,
  SIMILAR_CARS_COUNT,
  SIMILAR_PRICE_BAND_PERCENT,
} from './shopper-tools';

export const APPRAISAL_CONDITIONS = ['excellent', 'good', 'fair', 'poor'] as const;
export type AppraisalCondition = (typeof APPRAISAL_CONDITIONS)[number];
export const APPRAISAL_CONDITION_LABELS: Record<AppraisalCondition, string> = {
  excellent: 'Excellent',
  good: 'Good',
  fair: 'Fair',
  poor: 'Poor',
};

export const REQUEST_STATUSES = ['new', 'contacted', 'closed'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** The three kinds of shoppers' requests, as the outbox names them. */
export const REQUEST_TYPES = ['lead', 'contact', 'appraisal'] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];

/** The mails each request may cause: staff notification, ADF/XML to the CRM, shopper's confirmation. */
export const OUTBOX_KINDS = ['staff', 'adf', 'confirmation'] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/** An outgoing mail's delivery state (docs/product.md#lead-delivery). */
export const OUTBOX_STATUSES = ['queued', 'retrying', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** What a request's history holds: its status changes and staff's internal notes. */
export const REQUEST_EVENT_KINDS = ['status', 'note'] as const;
export type RequestEventKind = (typeof REQUEST_EVENT_KINDS)[number];
/** An internal note's length (docs/product.md#request-details). */
export const REQUEST_NOTE_MAX_LENGTH = 2000;
/** Weeks the dashboard's charts cover, this week included. */
export const DASHBOARD_CHART_WEEKS = 12;

export const BLOG_CATEGORIES = [
  'Maintenance',
  'Financing',
  'Buying Guide',
  'Industry News',
  'Tips & Tricks',
  'Car Reviews',
] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export const CONTACT_INTERESTS = [
  'General Inquiry',
  'Schedule Test Drive',
  'Financing Information',
  'Trade-In Evaluation',
  'Service Department',
] as const;
export type ContactInterest = (typeof CONTACT_INTERESTS)[number];

/** The interest every test-drive lead carries. */
export const TEST_DRIVE_INTEREST: ContactInterest = 'Schedule Test Drive';

export const MIN_VEHICLE_YEAR = 1990;
/**
 * Latest model year accepted: next calendar year, evaluated when the value is checked. Here, not
 * with the zod field builders, so a form that only shows the year does not load zod.
 */
export const maxVehicleYear = () => new Date().getFullYear() + 1;

/**
 * The `Idempotency-Key` header of the public POSTs: one per submission attempt (a UUID from the
 * forms), so a retry of the same attempt is answered from the first one. Here, not with its
 * schema in schemas/requests.ts, so the public forms send it without loading zod on arrival.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** The dealership's own stock number (docs/product.md#vehicle-form). */
export const STOCK_NUMBER_MAX_LENGTH = 20;
/**
 * A stock number's characters, as a regular expression without anchors: letters and digits, with
 * hyphens between them, upper case (the schema upper-cases input). The schema's rule and the
 * database CHECK are both built from it.
 */
export const STOCK_NUMBER_PATTERN = '[A-Z0-9](?:[A-Z0-9-]*[A-Z0-9])?';
/**
 * A car saved without a stock number gets `FC-` and its id, zero-padded to 6 digits (FC-000123).
 * The database does it (trigger set_car_stock_number, drizzle/0003_vehicle_details.sql).
 */
export const STOCK_NUMBER_PREFIX = 'FC-';
export const COLOUR_MAX_LENGTH = 30;
export const ENGINE_MAX_LENGTH = 60;
export const MAX_DOORS = 6;
export const MAX_SEATS = 15;
export const MAX_FEATURES_PER_VEHICLE = 40;
export const FEATURE_MAX_LENGTH = 60;

export const MAX_UPLOAD_BYTES = 10_485_760;
export const MAX_PHOTOS_PER_VEHICLE = 15;

/**
 * The inventory's CSV file (docs/product.md#csv-import-export): its columns, in the export's order.
 * Each is the API's name of the field; lists (features, photos) are joined with CSV_LIST_SEPARATOR.
 */
export const CAR_CSV_COLUMNS = [
  'stockNumber',
  'vin',
  'year',
  'make',
  'model',
  'trim',
  'price',
  'originalPrice',
  'discountedPrice',
  'mileage',
  'condition',
  'transmission',
  'fuelType',
  'bodyType',
  'drivetrain',
  'exteriorColour',
  'interiorColour',
  'doors',
  'seats',
  'engine',
  'features',
  'location',
  'status',
  'featured',
  'inStockSince',
  'priorTaxiPoliceRacing',
  'priorLeaseRental',
  'damageOver2000',
  'damageAmount',
  'fromOutsideBc',
  'importedFrom',
  'description',
  'photos',
] as const;
export type CarCsvColumn = (typeof CAR_CSV_COLUMNS)[number];
/** Columns an import file must have: what a new car needs and has no default for. */
export const CAR_CSV_REQUIRED_COLUMNS = [
  'year',
  'make',
  'model',
  'price',
  'mileage',
] as const satisfies readonly CarCsvColumn[];
export const CSV_LIST_SEPARATOR = '|';
/** An import file's limits: 10 MB and 10,000 rows under the header. */
export const CSV_IMPORT_MAX_BYTES = 10_485_760;
export const CSV_IMPORT_MAX_ROWS = 10_000;

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;
// The highest page number a list's ?page= may name.
export { MAX_PAGE } from './paging';

// Carousels and lists of the public pages (docs/product.md#constants).
export {
  AUTO_ADVANCE_MS,
  FEATURED_CARS_PER_PAGE,
  CAR_SKELETON_COUNT,
  HOME_POST_COUNT,
} from './public-lists';
