// The limits of the shoppers' tools (docs/product.md#favourites, #compare, #similar-cars), apart
// from constants.ts (which re-exports them) so the header's favourites count loads only these.

/** Cars a browser keeps as favourites, and the ids GET /api/cars/by-ids takes at once. */
export const MAX_FAVOURITES = 24;
export const MAX_CARS_BY_IDS = MAX_FAVOURITES;
/** Cars side by side on /compare. */
export const COMPARE_MIN_CARS = 2;
export const COMPARE_MAX_CARS = 4;
/** Similar vehicles on a car page, and the band (± percent of its all-in price) that counts as a close price. */
export const SIMILAR_CARS_COUNT = 4;
export const SIMILAR_PRICE_BAND_PERCENT = 20;
