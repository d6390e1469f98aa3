// A list of car ids in a URL (docs/product.md#favourites, #compare): `12,40,7`, as
// GET /api/cars/by-ids and the /compare page read it.
import { z } from './zod';
import { MAX_CARS_BY_IDS } from '../constants';
import { IdParamSchema } from './ids';
import { queryParam } from './query-params';

export const CAR_IDS_RULE = 'must be car ids separated by commas, e.g. 12,40,7';
export const TOO_MANY_CARS = (max: number) => `must name at most ${max} cars`;

/**
 * `12,40,7` → [12, 40, 7]: each a car id (as in a path, common/schemas/ids.ts), spaces around
 * them allowed, a repeated id kept once (where it first appears), at most `max` ids.
 */
export const carIdList = (max: number) =>
  z.string().transform((text, context) => {
    const ids = new Set<number>();
    for (const part of text.split(',')) {
      const parsed = IdParamSchema.safeParse(part.trim());
      if (!parsed.success) {
        context.addIssue({ code: 'custom', message: CAR_IDS_RULE });
        return z.NEVER;
      }
      ids.add(parsed.data);
    }
    if (ids.size > max) {
      context.addIssue({ code: 'custom', message: TOO_MANY_CARS(max) });
      return z.NEVER;
    }
    return [...ids];
  });

/**
 * The ids of `ids=` in a URL (e.g. /compare?ids=12,40,7), or what is wrong with it: not ids
 * (`malformed`) or more than `max` of them (`too-many`, with the ids it names).
 */
export function parseCarIds(
  text: string,
  max: number,
):
  | { ok: true; ids: number[] }
  | { ok: false; reason: 'malformed'; message: string }
  | { ok: false; reason: 'too-many'; message: string; ids: number[] } {
  const all = carIdList(Number.POSITIVE_INFINITY).safeParse(text);
  if (!all.success) return { ok: false, reason: 'malformed', message: `ids ${CAR_IDS_RULE}` };
  if (all.data.length > max) {
    return { ok: false, reason: 'too-many', message: `ids ${TOO_MANY_CARS(max)}`, ids: all.data };
  }
  return { ok: true, ids: all.data };
}

export const CarIdsQuerySchema = z.object({
  ids: queryParam(carIdList(MAX_CARS_BY_IDS), {
    description: `Up to ${MAX_CARS_BY_IDS} car ids separated by commas; a repeated id counts once`,
    example: '12,40,7',
  }).pipe(z.array(z.number(), { error: 'is required' })),
});

export { compareHref } from '../compare-href';
