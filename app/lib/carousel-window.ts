// Which slides of a long carousel hold their content (docs/product.md#performance): the ones on
// screen and a snap either side, so a swipe, an arrow or auto-advance always finds the next slide
// drawn, while the rest stay empty frames until the carousel comes near them. A slide once drawn
// stays.

/**
 * The slides drawn before the carousel has measured itself (the server's HTML and hydration):
 * the first two pages of `perPage` slides and the last page, which a looping carousel's
 * "previous" shows first.
 */
export function slidesAtStart(count: number, perPage: number): number[] {
  if (count <= 3 * perPage) return Array.from({ length: count }, (_, index) => index);
  const first = Array.from({ length: 2 * perPage }, (_, index) => index);
  const last = Array.from({ length: perPage }, (_, index) => count - perPage + index);
  return [...first, ...last];
}

/**
 * The slides of the snap shown and of the snaps either side of it (looping), once the carousel
 * has measured itself into `snapCount` snaps of equal groups (the last may be shorter), as embla
 * groups slides of one width; none before (`snapCount` 0).
 */
export function slidesNear(selected: number, snapCount: number, count: number): number[] {
  if (snapCount <= 0 || count <= 0) return [];
  const perSnap = Math.ceil(count / snapCount);
  const slides: number[] = [];
  for (const offset of [-1, 0, 1]) {
    const snap = (((selected + offset) % snapCount) + snapCount) % snapCount;
    for (let index = snap * perSnap; index < Math.min((snap + 1) * perSnap, count); index++) {
      if (!slides.includes(index)) slides.push(index);
    }
  }
  return slides;
}
