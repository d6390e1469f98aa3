import { z } from 'zod';
import { SHOWN_PRICE_RULE } from '../../common/format';
import {
  CarInputSchema,
  CarSchema,
  CarStatusUpdateSchema,
  PriceChangeSchema,
} from '../../common/schemas/car';
import {
  InventoryQuerySchema,
  normaliseInventoryQuery,
} from '../../common/schemas/inventory-query';
import { AppError } from '../errors';
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
      `Filters compare the price a shopper sees (${SHOWN_PRICE_RULE}). ` +
      "The option values the search panel treats as 'any' (e.g. 'Any Make') are ignored.",
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
    path: '/cars/featured',
    access: 'public',
    tag: TAG,
    summary: 'Featured cars that are available',
    success: { status: 200, description: 'Featured available cars', schema: z.array(CarSchema) },
    handler: ({ deps }) => deps.services.cars.listFeaturedCars(),
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
    handler: ({ body, deps }) => deps.services.cars.createCar(body),
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
    async handler({ params, body, req, res, deps }) {
      const car = await deps.services.cars.updateCar(
        params.id,
        body,
        expectedVersion(req.get('if-match')),
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
    handler: ({ params, body, deps }) => deps.services.cars.setCarStatus(params.id, body.status),
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
    async handler({ params, deps }) {
      const car = await deps.services.cars.deleteCar(params.id);
      // Photos shared with another car (the synthetic inventory does that) or a post stay.
      await deps.photos.deleteUnusedPhotos(car.photos);
    },
  }),
];
