import { z } from 'zod';
import { MAX_CARS_BY_IDS } from '../../common/constants';
import { SHOWN_PRICE_RULE } from '../../common/format';
import { CarIdsQuerySchema } from '../../common/schemas/car-ids';
import {
  CarInputSchema,
  CarSchema,
  CarStatusUpdateSchema,
  PriceChangeSchema,
} from '../../common/schemas/car';
import { InventoryFacetsSchema } from '../../common/schemas/inventory-facets';
import {
  InventoryFilterSchema,
  inventoryFilters,
  InventoryQuerySchema,
  normaliseInventoryQuery,
} from '../../common/schemas/inventory-query';
import { AppError } from '../errors';
import { auditActor } from './audit-actor';
import { defineRoute, IdParams, sendPage, type AnyApiRoute } from './route';

const TAG = 'Cars';
const NOT_FOUND = 'Car not found';

/** If-Match: "v3" (or 3) → 3. Absent → undefined (no stale-edit check). */
function expectedVersion(header: string | undefined): number | undefined {
  if (header === undefined) return undefined;
  const match = /^(?:W\/)?"?v?(\d{1,9})"?$/.exec(header.trim());
  if (!match)
    throw new AppError('bad_request', 'If-Match must be the version of the car, e.g. "v3"');
  return Number(match[1]);
}

export const carRoutes: AnyApiRoute[] = [
  defineRoute({
    method: 'get',
    path: '/cars',
    access: 'public',
    tag: TAG,
    summary: 'Search the inventory',
    description:
      `Price filters and sorts use the all-in price (the shown price, ${SHOWN_PRICE_RULE}, plus ` +
      'the dealer fees; the allInPrice of each car). Sold cars are never listed. A facet ' +
      'parameter repeated (make=Honda&make=Toyota) is any of its values; different parameters ' +
      "must all hold. The option values the search panel treats as 'any' (e.g. 'Any Make') are " +
      'ignored. With q, results are ordered by relevance unless sort is given.',
    query: InventoryQuerySchema,
    success: {
      status: 200,
      description: 'A page of cars',
      schema: z.array(CarSchema),
      paged: true,
    },
    errors: { 400: 'A filter, sort or paging parameter is malformed (the message names it)' },
    async handler(context) {
      const result = await context.deps.services.cars.listCars(
        normaliseInventoryQuery(context.query),
      );
      return sendPage(context, result);
    },
  }),
  defineRoute({
    method: 'get',
    path: '/cars/facets',
    access: 'public',
    tag: TAG,
    summary: 'How many cars each filter value would leave',
    description:
      'Takes the filters of GET /api/cars (sort and paging are ignored). Each facet counts the ' +
      'cars that are not sold with every other filter of the query applied but its own, ' +
      'keywords included: with bodyType=suv the body types still count sedans, the makes count ' +
      'SUVs only. Fixed lists come whole, zero counts included; price and mileage are counted ' +
      'in the ranges of the search panel (all-in prices). A car whose body type, drivetrain or ' +
      'colour is not recorded is in no value of that facet.',
    query: InventoryFilterSchema,
    success: {
      status: 200,
      description: 'The counts of each facet',
      schema: InventoryFacetsSchema,
    },
    errors: { 400: 'A filter parameter is malformed (the message names it)' },
    handler: ({ query, deps }) => deps.services.cars.getFacets(inventoryFilters(query)),
  }),
  defineRoute({
    method: 'get',
    path: '/cars/featured',
    access: 'public',
    tag: TAG,
    summary: 'Featured cars that are available',
    success: { status: 200, description: 'Featured available cars', schema: z.array(CarSchema) },
    handler: ({ deps }) => deps.services.cars.listFeaturedCars(),
  }),
  defineRoute({
    method: 'get',
    path: '/cars/by-ids',
    access: 'public',
    tag: TAG,
    summary: "Cars by id (a shopper's favourites or comparison)",
    description:
      'The cars in the order asked, sold ones too (status `sold`); ids that name no car are left ' +
      `out. At most ${MAX_CARS_BY_IDS} ids.`,
    query: CarIdsQuerySchema,
    success: { status: 200, description: 'The cars found', schema: z.array(CarSchema) },
    errors: {
      400: `ids is missing, is not car ids separated by commas, or names more than ${MAX_CARS_BY_IDS} cars (details name ids)`,
    },
    handler: ({ query, deps }) => deps.services.cars.listCarsByIds(query.ids),
  }),
  defineRoute({
    method: 'get',
    path: '/cars/:id',
    access: 'public',
    tag: TAG,
    summary: 'One car',
    params: IdParams,
    notFound: NOT_FOUND,
    success: { status: 200, description: 'The car (ETag is its version)', schema: CarSchema },
    errors: { 404: NOT_FOUND },
    async handler({ params, res, deps }) {
      const car = await deps.services.cars.getCar(params.id);
      if (!car) throw new AppError('not_found', NOT_FOUND);
      res.setHeader('ETag', `"v${car.version}"`);
      return car;
    },
  }),
  defineRoute({
    method: 'post',
    path: '/cars',
    access: 'admin',
    tag: TAG,
    summary: 'Add a car',
    body: CarInputSchema,
    success: { status: 201, description: 'The stored car', schema: CarSchema },
    errors: {
      400: 'A field breaks a rule (details name each field)',
      409: 'The stock number is already used by another car (details name stockNumber)',
    },
    handler: (context) => context.deps.services.cars.createCar(context.body, auditActor(context)),
  }),
  defineRoute({
    method: 'put',
    path: '/cars/:id',
    access: 'admin',
    tag: TAG,
    summary: 'Replace a car',
    description: 'Send If-Match with the version you edited to refuse an edit of a stale copy.',
    params: IdParams,
    body: CarInputSchema,
    notFound: NOT_FOUND,
    success: { status: 200, description: 'The stored car', schema: CarSchema },
    errors: {
      400: 'A field breaks a rule (details name each field)',
      404: NOT_FOUND,
      409:
        'The car changed since the version in If-Match, or the stock number is already used by ' +
        'another car (details name stockNumber)',
    },
    async handler(context) {
      const { params, body, req, res, deps } = context;
      const car = await deps.services.cars.updateCar(
        params.id,
        body,
        expectedVersion(req.get('if-match')),
        auditActor(context),
      );
      res.setHeader('ETag', `"v${car.version}"`);
      return car;
    },
  }),
  defineRoute({
    method: 'get',
    path: '/admin/cars/:id/price-history',
    access: 'admin',
    tag: TAG,
    summary: 'Every price a car was shown at, oldest first',
    description:
      'One entry from when the car was added, then one per change of the price a shopper sees ' +
      `(${SHOWN_PRICE_RULE}).`,
    params: IdParams,
    notFound: NOT_FOUND,
    success: {
      status: 200,
      description: 'The price history',
      schema: z.array(PriceChangeSchema),
    },
    errors: { 404: NOT_FOUND },
    handler: ({ params, deps }) => deps.services.cars.getPriceHistory(params.id),
  }),
  defineRoute({
    method: 'patch',
    path: '/cars/:id',
    access: 'admin',
    tag: TAG,
    summary: "Change a car's status",
    params: IdParams,
    body: CarStatusUpdateSchema,
    notFound: NOT_FOUND,
    success: { status: 200, description: 'The stored car', schema: CarSchema },
    errors: { 400: 'Unknown status', 404: NOT_FOUND },
    handler: (context) =>
      context.deps.services.cars.setCarStatus(
        context.params.id,
        context.body.status,
        auditActor(context),
      ),
  }),
  defineRoute({
    method: 'delete',
    path: '/cars/:id',
    access: 'admin',
    tag: TAG,
    summary: 'Delete a car and its photos',
    params: IdParams,
    notFound: NOT_FOUND,
    success: { status: 204, description: 'Deleted' },
    errors: { 404: NOT_FOUND },
    async handler(context) {
      const { params, deps } = context;
      const car = await deps.services.cars.deleteCar(params.id, auditActor(context));
      // Photos shared with another car (the synthetic inventory does that) or a post stay.
      await deps.photos.deleteUnusedPhotos(car.photos);
    },
  }),
];
