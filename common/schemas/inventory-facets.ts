// The answer of GET /api/cars/facets (docs/product.md#facets): for each facet, how many cars each
// of its values would leave, counting every other active filter but the facet's own (choosing
// SUV still shows how many sedans there are). Sold cars are never counted.
import { z } from './zod';
import {
  BODY_TYPES,
  CAR_MAKES,
  COLOUR_FAMILIES,
  DRIVETRAINS,
  FUEL_TYPES,
  OLDEST_LISTED_YEAR,
  TRANSMISSIONS,
} from '../constants';
import { MILEAGE_RANGES, PRICE_RANGES } from '../search-options';

const counts = <T extends z.ZodType<string>>(value: T, description: string) =>
  z
    .array(
      z.object({
        value,
        count: z.number().int().min(0).meta({ description: 'Cars this value would leave' }),
      }),
    )
    .meta({ description });

const FIXED = 'every value of the list, in its order, zero counts included';

export const InventoryFacetsSchema = z
  .object({
    make: counts(z.enum(CAR_MAKES), `Makes: ${FIXED}`),
    bodyType: counts(z.enum(BODY_TYPES), `Body types: ${FIXED}`),
    fuelType: counts(z.enum(FUEL_TYPES), `Fuel types: ${FIXED}`),
    transmission: counts(z.enum(TRANSMISSIONS), `Transmissions: ${FIXED}`),
    drivetrain: counts(z.enum(DRIVETRAINS), `Drivetrains: ${FIXED}`),
    colour: counts(z.enum(COLOUR_FAMILIES), `Exterior colour families: ${FIXED}`),
    year: counts(
      z.string().regex(/^(\d{4}|older)$/),
      `Model years, newest first: each listed year (the year filter's list, with any newer year ` +
        `a car has) and 'older' (${OLDEST_LISTED_YEAR - 1} and before); zero counts included`,
    ),
    price: counts(
      z.enum(PRICE_RANGES),
      `All-in price ranges (the price filter's options, disjoint), lowest first: ${PRICE_RANGES.join(', ')}; zero counts included`,
    ),
    mileage: counts(
      z.enum(MILEAGE_RANGES),
      `Mileage ranges (disjoint), lowest first: ${MILEAGE_RANGES.join(', ')}; zero counts included`,
    ),
  })
  .meta({ id: 'InventoryFacets' });

export type InventoryFacets = z.infer<typeof InventoryFacetsSchema>;
export type FacetCount<K extends keyof InventoryFacets> = InventoryFacets[K][number];
