// Carousels and lists of the public pages (docs/product.md#constants). Apart from constants.ts
// (which re-exports them), so the home page and the inventory's skeletons don't load every label
// of the site for four numbers.

/** A carousel's auto-advance, in milliseconds. */
export const AUTO_ADVANCE_MS = 5000;
/** Featured cars per carousel page on a desktop (1 on a phone). */
export const FEATURED_CARS_PER_PAGE = 3;
/** Cards shown while a list of cars loads. */
export const CAR_SKELETON_COUNT = 6;
/** Latest articles on the home page. */
export const HOME_POST_COUNT = 3;
