// The whole data model (docs/product.md#entities). Column names are snake_case in the database (casing option),
// camelCase in TypeScript. Money is numeric(10,2): Drizzle hands it over as a string, never a float.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  json,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  APPRAISAL_CONDITIONS,
  BODY_TYPES,
  CAR_CONDITIONS,
  CAR_STATUSES,
  COLOUR_MAX_LENGTH,
  DISCLOSURE_ANSWERS,
  DRIVETRAINS,
  ENGINE_MAX_LENGTH,
  FUEL_TYPES,
  IMPORTED_FROM_MAX_LENGTH,
  MAX_DOORS,
  MAX_FEATURES_PER_VEHICLE,
  MAX_SEATS,
  MIN_VEHICLE_YEAR,
  OUTBOX_KINDS,
  OUTBOX_STATUSES,
  REQUEST_EVENT_KINDS,
  REQUEST_NOTE_MAX_LENGTH,
  REQUEST_STATUSES,
  REQUEST_TYPES,
  STOCK_NUMBER_MAX_LENGTH,
  STOCK_NUMBER_PATTERN,
  TRANSMISSIONS,
} from '../../common/constants';
import { SITE } from '../../common/site';
import { USERNAME_MAX_LENGTH } from '../../common/schemas/auth';

/**
 * `column IN ('a', 'b', ...)` with the values of one of the lists of common/constants.ts, so a CHECK
 * constraint and the zod enums of the API cannot drift apart. The values are inlined as quoted
 * literals (DDL takes no parameters).
 */
export const oneOf = (column: AnyPgColumn, values: readonly string[]) =>
  sql`${column} IN (${sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '))})`;

const money = () => numeric({ precision: 10, scale: 2 });
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
// Kept current by the set_updated_at trigger (drizzle/0001_updated_at_triggers.sql).
const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

// Staff accounts, one role (docs/product.md#staff-accounts). A disabled account signs in no more
// and its sessions end at once. The TOTP secret and the recovery codes never leave the server and
// are never written to the audit log or the logs.
export const users = pgTable('users', {
  id: uuid().primaryKey().defaultRandom(),
  username: varchar({ length: USERNAME_MAX_LENGTH }).notNull().unique(),
  passwordHash: text().notNull(),
  displayName: varchar({ length: 100 }),
  email: varchar({ length: 100 }).unique(),
  firstName: varchar({ length: 50 }),
  lastName: varchar({ length: 50 }),
  profileImageUrl: text(),
  disabledAt: timestamp({ withTimezone: true }),
  lastSignInAt: timestamp({ withTimezone: true }),
  // Base32 secret of the authenticator app; confirmed (totpEnabledAt) once a first code matched.
  totpSecret: text(),
  totpEnabledAt: timestamp({ withTimezone: true }),
  // The 30-second step of the last code accepted: a code of that step or an earlier one is refused
  // (no replay within its window).
  totpLastStep: bigint({ mode: 'number' }),
  createdBy: uuid().references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// Single-use recovery codes of the second factor: argon2id hashes, 10 per setup.
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

// An invitation to become staff: the link holds a random token, only its SHA-256 is kept; good
// for 48 hours and once.
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: uuid().primaryKey().defaultRandom(),
    tokenHash: varchar({ length: 64 }).notNull().unique(),
    username: varchar({ length: USERNAME_MAX_LENGTH }).notNull(),
    displayName: varchar({ length: 100 }).notNull(),
    invitedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    acceptedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('staff_invitations_expires_at_idx').on(t.expiresAt)],
);

// Who did what (docs/product.md#audit-log): every staff write, sign-ins and their failures. The
// actor's username is kept as text so the row outlives the account; `changes` holds the changed
// fields as { field: [before, after] } and never a password, hash or TOTP secret. Kept 2 years.
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    actorId: uuid(),
    actorName: varchar({ length: USERNAME_MAX_LENGTH }),
    action: varchar({ length: 50 }).notNull(),
    entityType: varchar({ length: 30 }).notNull(),
    entityId: varchar({ length: 64 }),
    summary: varchar({ length: 300 }),
    changes: jsonb(),
    address: varchar({ length: 64 }),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_actor_at_idx').on(t.actorId, t.at),
    index('audit_log_entity_at_idx').on(t.entityType, t.at),
  ],
);
export type AuditLogRow = typeof auditLog.$inferSelect;

export const cars = pgTable(
  'cars',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    year: integer().notNull(),
    make: varchar({ length: 50 }).notNull(),
    model: varchar({ length: 50 }).notNull(),
    trim: varchar({ length: 50 }),
    price: money().notNull(),
    originalPrice: money(),
    discountedPrice: money(),
    // The price a shopper sees, as displayPrice in common/format.ts says it (pinned by
    // tests/integration/shown-price.int.test.ts); filters and sorting use it.
    displayPrice: money()
      .notNull()
      .generatedAlwaysAs(sql`CASE WHEN discounted_price > 0 THEN discounted_price ELSE price END`),
    mileage: integer().notNull(),
    condition: varchar({ length: 20 }).notNull(),
    transmission: varchar({ length: 20 }).notNull(),
    fuelType: varchar({ length: 20 }).notNull(),
    location: varchar({ length: 100 }),
    description: text(),
    photos: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    vin: varchar({ length: 17 }),
    status: varchar({ length: 20 }).notNull().default('available'),
    featured: boolean().notNull().default(false),
    // Always set: left empty ('') on insert, the set_car_stock_number trigger writes FC-000123
    // from the id (drizzle/0003_vehicle_details.sql), so it is unique without a max+1 race.
    stockNumber: varchar({ length: STOCK_NUMBER_MAX_LENGTH })
      .notNull()
      .unique('cars_stock_number_unique')
      .default(''),
    bodyType: varchar({ length: 20 }),
    drivetrain: varchar({ length: 10 }),
    exteriorColour: varchar({ length: COLOUR_MAX_LENGTH }),
    interiorColour: varchar({ length: COLOUR_MAX_LENGTH }),
    doors: integer(),
    seats: integer(),
    engine: varchar({ length: ENGINE_MAX_LENGTH }),
    features: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // The day the car came on the lot, on the dealership's calendar.
    inStockSince: date({ mode: 'string' })
      .notNull()
      .default(sql`(now() AT TIME ZONE ${sql.raw(`'${SITE.timeZone}'`)})::date`),
    // Bumped on every update; a PUT with a stale If-Match is refused (409) instead of overwriting.
    version: integer().notNull().default(1),
    // What the inventory desk's keyword search looks in (docs/product.md#admin-inventory): one
    // lower-case text, trigram-indexed, so a VIN fragment or a model word is found without
    // reading every row. Computed after the stock-number trigger, so it holds FC-000123 too.
    searchText: text()
      .notNull()
      .generatedAlwaysAs(
        sql`lower("stock_number" || ' ' || coalesce("vin", '') || ' ' || "make" || ' ' || "model" || ' ' || coalesce("trim", ''))`,
      ),
    // The disclosures of BC's dealer rules (docs/product.md#disclosures): 'yes', 'no' or
    // 'unknown'; null is "not answered yet", which keeps a car from being made available.
    priorTaxiPoliceRacing: varchar({ length: 7 }),
    priorLeaseRental: varchar({ length: 7 }),
    damageOver2000: varchar({ length: 7 }),
    damageAmount: money(),
    fromOutsideBc: varchar({ length: 7 }),
    importedFrom: varchar({ length: IMPORTED_FROM_MAX_LENGTH }),
    // The shoppers' keyword search (docs/product.md#keyword-search): every word a shopper may type
    // for this car, lower case, written by the set_car_keywords trigger (drizzle/0008) after the
    // stock number's, trigram-indexed for fragments and typos.
    keywords: text().notNull().default(''),
    // The exterior colour's family (COLOUR_FAMILIES) for the colour facet, from the paint name by
    // the SQL function colour_family (drizzle/0008): "Soul Red Crystal" is red.
    colourFamily: varchar({ length: 10 }).generatedAlwaysAs(sql`colour_family("exterior_colour")`),
    // The last cut of the shown price: the price before it and when (the track_car_price_cut
    // trigger, drizzle/0008); cleared when the price goes up again. Cards say "Price reduced".
    priceReducedFrom: money(),
    priceReducedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('cars_status_idx').on(t.status),
    index('cars_make_idx').on(t.make),
    index('cars_price_idx').on(t.price),
    index('cars_display_price_idx').on(t.displayPrice),
    index('cars_year_idx').on(t.year),
    index('cars_mileage_idx').on(t.mileage),
    index('cars_featured_idx')
      .on(t.featured)
      .where(sql`${t.featured}`),
    index('cars_created_at_idx').on(t.createdAt),
    index('cars_in_stock_since_idx').on(t.inStockSince),
    index('cars_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('cars_colour_family_idx').on(t.colourFamily),
    index('cars_body_type_idx').on(t.bodyType),
    index('cars_keywords_trgm_idx').using('gin', t.keywords.op('gin_trgm_ops')),
    // The facet counts (docs/product.md#facets) read only these columns: a narrow copy of the
    // table, so their passes over it are index-only scans (make first: its filter is the commonest).
    index('cars_facets_idx').on(
      t.make,
      t.bodyType,
      t.fuelType,
      t.transmission,
      t.drivetrain,
      t.colourFamily,
      t.year,
      t.displayPrice,
      t.mileage,
      t.status,
    ),
    check('cars_status_check', oneOf(t.status, CAR_STATUSES)),
    check('cars_condition_check', oneOf(t.condition, CAR_CONDITIONS)),
    check('cars_transmission_check', oneOf(t.transmission, TRANSMISSIONS)),
    check('cars_fuel_type_check', oneOf(t.fuelType, FUEL_TYPES)),
    check('cars_year_check', sql`${t.year} >= ${sql.raw(String(MIN_VEHICLE_YEAR))}`),
    check('cars_body_type_check', oneOf(t.bodyType, BODY_TYPES)),
    check('cars_drivetrain_check', oneOf(t.drivetrain, DRIVETRAINS)),
    check(
      'cars_stock_number_check',
      sql`${t.stockNumber} ~ ${sql.raw(`'^(?:${STOCK_NUMBER_PATTERN})$'`)}`,
    ),
    check('cars_doors_check', sql`${t.doors} BETWEEN 1 AND ${sql.raw(String(MAX_DOORS))}`),
    check('cars_seats_check', sql`${t.seats} BETWEEN 1 AND ${sql.raw(String(MAX_SEATS))}`),
    check(
      'cars_features_check',
      sql`cardinality(${t.features}) <= ${sql.raw(String(MAX_FEATURES_PER_VEHICLE))}`,
    ),
    check('cars_mileage_check', sql`${t.mileage} >= 0`),
    check(
      'cars_prior_taxi_police_racing_check',
      oneOf(t.priorTaxiPoliceRacing, DISCLOSURE_ANSWERS),
    ),
    check('cars_prior_lease_rental_check', oneOf(t.priorLeaseRental, DISCLOSURE_ANSWERS)),
    check('cars_damage_over_2000_check', oneOf(t.damageOver2000, DISCLOSURE_ANSWERS)),
    check('cars_from_outside_bc_check', oneOf(t.fromOutsideBc, DISCLOSURE_ANSWERS)),
    check(
      'cars_money_check',
      sql`${t.price} >= 0 AND coalesce(${t.originalPrice}, 0) >= 0 AND coalesce(${t.discountedPrice}, 0) >= 0 AND coalesce(${t.damageAmount}, 0) >= 0`,
    ),
  ],
);

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    title: varchar({ length: 200 }).notNull(),
    slug: varchar({ length: 200 }).notNull().unique(),
    content: text().notNull(),
    excerpt: text(),
    featuredImage: text(),
    metaDescription: varchar({ length: 160 }),
    category: varchar({ length: 50 }).notNull(),
    published: boolean().notNull().default(false),
    authorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('blog_posts_published_created_at_idx').on(t.published, t.createdAt)],
);

const requestStatusCheck = (name: string, column: AnyPgColumn) =>
  check(name, oneOf(column, REQUEST_STATUSES));

/**
 * The marketing consent of a request (CASL: express consent kept with its words and time):
 * consent_text and consent_at are null unless the box was ticked.
 */
const consentColumns = () => ({
  marketingConsent: boolean().notNull().default(false),
  consentText: text(),
  consentAt: timestamp({ withTimezone: true }),
});

const consentCheck = (
  name: string,
  t: { marketingConsent: AnyPgColumn; consentText: AnyPgColumn; consentAt: AnyPgColumn },
) =>
  check(
    name,
    sql`${t.marketingConsent} = (${t.consentText} IS NOT NULL AND ${t.consentAt} IS NOT NULL)`,
  );

export const leads = pgTable(
  'leads',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    firstName: varchar({ length: 50 }).notNull(),
    lastName: varchar({ length: 50 }).notNull(),
    email: varchar({ length: 100 }).notNull(),
    phone: varchar({ length: 20 }),
    interest: varchar({ length: 100 }),
    message: text(),
    carId: integer().references(() => cars.id, { onDelete: 'set null' }),
    status: varchar({ length: 20 }).notNull().default('new'),
    ...consentColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    index('leads_created_at_idx').on(t.createdAt),
    index('leads_status_idx').on(t.status),
    index('leads_car_id_idx').on(t.carId),
    requestStatusCheck('leads_status_check', t.status),
    consentCheck('leads_consent_check', t),
  ],
);

export const contacts = pgTable(
  'contacts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    firstName: varchar({ length: 50 }).notNull(),
    lastName: varchar({ length: 50 }).notNull(),
    email: varchar({ length: 100 }).notNull(),
    phone: varchar({ length: 20 }),
    interest: varchar({ length: 100 }),
    message: text(),
    status: varchar({ length: 20 }).notNull().default('new'),
    ...consentColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    index('contacts_created_at_idx').on(t.createdAt),
    index('contacts_status_idx').on(t.status),
    requestStatusCheck('contacts_status_check', t.status),
    consentCheck('contacts_consent_check', t),
  ],
);

export const appraisals = pgTable(
  'appraisals',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    make: varchar({ length: 50 }).notNull(),
    model: varchar({ length: 50 }).notNull(),
    year: integer().notNull(),
    mileage: integer().notNull(),
    condition: varchar({ length: 50 }).notNull(),
    askingPrice: money(),
    description: text(),
    contactName: varchar({ length: 100 }).notNull(),
    contactPhone: varchar({ length: 20 }).notNull(),
    contactEmail: varchar({ length: 100 }).notNull(),
    status: varchar({ length: 20 }).notNull().default('new'),
    ...consentColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    index('appraisals_created_at_idx').on(t.createdAt),
    index('appraisals_status_idx').on(t.status),
    requestStatusCheck('appraisals_status_check', t.status),
    consentCheck('appraisals_consent_check', t),
    check('appraisals_condition_check', oneOf(t.condition, APPRAISAL_CONDITIONS)),
  ],
);

// express-session store table (connect-pg-simple layout, docs/product.md#session-limits).
export const session = pgTable(
  'session',
  {
    sid: varchar().primaryKey(),
    sess: json().notNull(),
    expire: timestamp({ precision: 6 }).notNull(),
  },
  (t) => [index('session_expire_idx').on(t.expire)],
);

// Every price a car was shown at, from when (docs/product.md#price-history). Written by the
// database in the statement that changes the car (triggers in drizzle/0003_vehicle_details.sql):
// a row when the car is added, and one whenever display_price changes.
export const carPriceHistory = pgTable(
  'car_price_history',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    carId: integer()
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    displayPrice: money().notNull(),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('car_price_history_car_id_changed_at_idx').on(t.carId, t.changedAt)],
);

export type CarRow = typeof cars.$inferSelect;
export type NewCarRow = typeof cars.$inferInsert;
export type BlogPostRow = typeof blogPosts.$inferSelect;
// The transactional outbox (docs/product.md#lead-delivery): each mail a request causes, written in
// the request's own transaction and sent by the delivery worker. No foreign key: one column pair
// names a row of any of the three request tables.
export const outbox = pgTable(
  'outbox',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: varchar({ length: 20 }).notNull(),
    requestType: varchar({ length: 20 }).notNull(),
    requestId: integer().notNull(),
    fromAddress: text().notNull(),
    // Comma-separated mailboxes, as in a To header.
    toAddress: text().notNull(),
    replyTo: text(),
    subject: text().notNull(),
    textBody: text().notNull(),
    htmlBody: text(),
    // `<...@domain>`, the same on every attempt, so a receiver can tell a resent copy.
    messageId: varchar({ length: 255 }).notNull().unique('outbox_message_id_unique'),
    status: varchar({ length: 20 }).notNull().default('queued'),
    attempts: integer().notNull().default(0),
    // When the worker may next take the row (pushed ahead while an attempt runs).
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} IN ('queued', 'retrying')`),
    index('outbox_request_idx').on(t.requestType, t.requestId),
    check('outbox_kind_check', oneOf(t.kind, OUTBOX_KINDS)),
    check('outbox_status_check', oneOf(t.status, OUTBOX_STATUSES)),
    check('outbox_request_type_check', oneOf(t.requestType, REQUEST_TYPES)),
  ],
);

export type OutboxRow = typeof outbox.$inferSelect;

// A request's history (docs/product.md#request-details): each status change, written in the
// transaction of the change, and each internal note. Like the outbox, one column pair names a row
// of any of the three request tables (no foreign key). `actor` is the admin's username, kept as
// text so the history outlives the account.
export const requestEvents = pgTable(
  'request_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    requestType: varchar({ length: 20 }).notNull(),
    requestId: integer().notNull(),
    kind: varchar({ length: 20 }).notNull(),
    fromStatus: varchar({ length: 20 }),
    toStatus: varchar({ length: 20 }),
    note: text(),
    actor: varchar({ length: USERNAME_MAX_LENGTH }),
    createdAt: createdAt(),
  },
  (t) => [
    index('request_events_request_idx').on(t.requestType, t.requestId, t.createdAt),
    check('request_events_kind_check', oneOf(t.kind, REQUEST_EVENT_KINDS)),
    check('request_events_request_type_check', oneOf(t.requestType, REQUEST_TYPES)),
    check('request_events_from_status_check', oneOf(t.fromStatus, REQUEST_STATUSES)),
    check('request_events_to_status_check', oneOf(t.toStatus, REQUEST_STATUSES)),
    // A status change names both statuses; a note holds its text.
    check(
      'request_events_shape_check',
      sql`(${t.kind} = 'status' AND ${t.fromStatus} IS NOT NULL AND ${t.toStatus} IS NOT NULL AND ${t.note} IS NULL) OR (${t.kind} = 'note' AND ${t.note} IS NOT NULL AND char_length(${t.note}) <= ${sql.raw(String(REQUEST_NOTE_MAX_LENGTH))})`,
    ),
  ],
);

export type RequestEventRow = typeof requestEvents.$inferSelect;

// The first answer to a public POST sent with an Idempotency-Key (docs/product.md#idempotency),
// written in the request's own transaction: the primary key lets only one of two concurrent
// posts with the same key store anything. Kept 24 hours; the request it made is named (type and
// id, no foreign key) so deleting the request deletes the copy of it held here.
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: varchar({ length: 255 }).notNull(),
    // Which form the key was sent to: one of the request types.
    scope: varchar({ length: 20 }).notNull(),
    requestId: integer().notNull(),
    // A hash of the body, so a different body under a used key is refused, not answered.
    fingerprint: varchar({ length: 64 }).notNull(),
    response: jsonb().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.scope] }),
    index('idempotency_keys_created_at_idx').on(t.createdAt),
    index('idempotency_keys_request_idx').on(t.scope, t.requestId),
    check('idempotency_keys_scope_check', oneOf(t.scope, REQUEST_TYPES)),
  ],
);

export type LeadRow = typeof leads.$inferSelect;
export type ContactRow = typeof contacts.$inferSelect;
export type AppraisalRow = typeof appraisals.$inferSelect;
export type UserRow = typeof users.$inferSelect;

// Facts about this database itself, e.g. when the demo data was seeded (so it never runs twice).
export const appMeta = pgTable('app_meta', {
  key: varchar({ length: 100 }).primaryKey(),
  value: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

// Counters of rate-limiter-flexible's RateLimiterDrizzle (sign-in attempts, public forms). In the
// database so a restart does not reset a lockout.
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: varchar({ length: 255 }).primaryKey(),
    points: integer().notNull().default(0),
    expire: timestamp({ withTimezone: true }),
  },
  (t) => [index('rate_limits_expire_idx').on(t.expire)],
);

// An upload URL we issued: good for one object, until it expires (photo issue).
export const uploads = pgTable(
  'uploads',
  {
    id: varchar({ length: 64 }).primaryKey(),
    objectKey: text().notNull().unique(),
    contentType: varchar({ length: 100 }),
    maxBytes: integer().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_expires_at_idx').on(t.expiresAt)],
);

// A processed photo: its WebP variants live in the object store under images/{id}/.
export const images = pgTable(
  'images',
  {
    id: varchar({ length: 64 }).primaryKey(),
    width: integer().notNull(),
    height: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('images_created_at_idx').on(t.createdAt)],
);

export type ImageRow = typeof images.$inferSelect;
