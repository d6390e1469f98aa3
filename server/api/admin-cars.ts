// The inventory desk's API (docs/product.md#admin-inventory): every car with the staff's search,
// and one action on many cars at once.
import { z } from 'zod';
import { SHOWN_PRICE_RULE } from '../../common/format';
import {
  AdminCarQuerySchema,
  AdminCarSchema,
  BULK_ACTIONS,
  BulkActionSchema,
  BulkResultSchema,
  MAX_BULK_IDS,
  normaliseAdminCarQuery,
} from '../../common/schemas/admin-cars';
import { auditActor } from './audit-actor';
import { defineRoute, sendPage, type AnyApiRoute } from './route';

const TAG = 'Cars';

export const adminCarRoutes: AnyApiRoute[] = [
  defineRoute({
    method: 'get',
    path: '/admin/cars',
    access: 'admin',
    tag: TAG,
    summary: 'Every car, all statuses, for the inventory desk',
    description:
      'Keyword search over stock number, VIN, make, model and trim; filters by status, featured, ' +
      `make and the shown price (${SHOWN_PRICE_RULE}); sorted and paged like GET /api/cars ` +
      '(25 a page by default). Each car also carries its days in stock and photo count.',
    query: AdminCarQuerySchema,
    success: {
      status: 200,
      description: 'A page of cars',
      schema: z.array(AdminCarSchema),
      paged: true,
    },
    errors: {
      400: 'A search, filter, sort or paging parameter is malformed (the message names it)',
    },
    async handler(context) {
      const result = await context.deps.services.cars.listAdminCars(
        normaliseAdminCarQuery(context.query),
      );
      return sendPage(context, result);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/admin/cars/bulk',
    access: 'admin',
    tag: TAG,
    summary: 'One action on many cars',
    description:
      `Actions: ${BULK_ACTIONS.join(', ')}. All or nothing, in one transaction. Status and ` +
      'featured changes count as edits (each changed car gets a new version); delete removes ' +
      'the photos no other car or post uses, as DELETE /api/cars/{id} does.',
    body: BulkActionSchema,
    success: { status: 200, description: 'How many cars changed', schema: BulkResultSchema },
    errors: {
      400:
        `No ids, more than ${MAX_BULK_IDS}, an unknown action, or ids that name no car ` +
        '(details.ids names them; nothing changed)',
    },
    async handler(context) {
      const { body, deps } = context;
      const { updated, deleted } = await deps.services.cars.bulkUpdateCars(
        body,
        auditActor(context),
      );
      // Photos shared with a car that stays (or a post) are kept.
      if (deleted.length > 0) {
        await deps.photos.deleteUnusedPhotos(deleted.flatMap((car) => car.photos));
      }
      return { updated };
    },
  }),
];
