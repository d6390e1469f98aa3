// Favourites without an account (docs/product.md#favourites): the ids of the cars a shopper
// saved, kept in this browser's localStorage. The server knows nothing of them, so a server render
// (and the hydration that follows it) shows none; React then re-renders with the stored ones
// (useSyncExternalStore's server snapshot), without a hydration mismatch.
import { useSyncExternalStore } from 'react';
import { MAX_FAVOURITES } from '../../common/shopper-tools';

export const FAVOURITES_KEY = 'forecourt.favourites';

const NONE: readonly number[] = Object.freeze([]);
const listeners = new Set<() => void>();

/** The last ids read, with the text they were read from, so a snapshot stays the same object. */
let cache: { raw: string | null; ids: readonly number[] } = { raw: null, ids: NONE };
/** Where the ids live once the browser refused storage (private modes, quotas): this tab only. */
let memory: string | null = null;
let inMemory = false;

/**
 * The ids of a stored text: a JSON array of car ids, anything else dropped, each id once, the
 * newest MAX_FAVOURITES kept (a hand-edited or old value never breaks a page).
 */
export function parseFavourites(raw: string | null): readonly number[] {
  if (!raw) return NONE;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return NONE;
  }
  if (!Array.isArray(value)) return NONE;
  const ids: number[] = [];
  for (const item of value) {
    if (Number.isSafeInteger(item) && (item as number) > 0 && !ids.includes(item as number)) {
      ids.push(item as number);
    }
  }
  return ids.slice(-MAX_FAVOURITES);
}

function readRaw(): string | null {
  if (inMemory) return memory;
  try {
    return window.localStorage.getItem(FAVOURITES_KEY);
  } catch {
    return null;
  }
}

function snapshot(): readonly number[] {
  const raw = readRaw();
  if (raw !== cache.raw) cache = { raw, ids: parseFavourites(raw) };
  return cache.ids;
}

const serverSnapshot = () => NONE;

function save(ids: readonly number[]): void {
  const raw = JSON.stringify(ids);
  try {
    if (!inMemory) window.localStorage.setItem(FAVOURITES_KEY, raw);
  } catch {
    inMemory = true;
  }
  memory = raw;
  for (const listener of listeners) listener();
}

/** Another tab saved or removed a car: every hook reads the ids again. */
function onStorage(event: StorageEvent): void {
  if (event.key !== FAVOURITES_KEY && event.key !== null) return;
  for (const listener of listeners) listener();
}

// One storage listener for all the hooks, not one each: a page of cards subscribes a heart per
// card while its effects run after hydration (docs/product.md#performance).
function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** The saved car ids, oldest first; none on the server and while hydrating. */
export function useFavourites(): readonly number[] {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}

export type FavouriteChange = 'added' | 'removed' | 'full';

/** Saves a car, or removes it when saved. `full`: MAX_FAVOURITES are saved already, nothing changed. */
export function toggleFavourite(id: number): FavouriteChange {
  const ids = snapshot();
  if (ids.includes(id)) {
    save(ids.filter((saved) => saved !== id));
    return 'removed';
  }
  if (ids.length >= MAX_FAVOURITES) return 'full';
  save([...ids, id]);
  return 'added';
}

/** Forgets cars (e.g. ones no longer on the site). */
export function removeFavourites(remove: readonly number[]): void {
  const ids = snapshot();
  const kept = ids.filter((id) => !remove.includes(id));
  if (kept.length !== ids.length) save(kept);
}

/** On every heart button: the car it saves. */
export const HEART_CAR_ATTRIBUTE = 'data-favourite-car';

/** Heart buttons of the server's HTML pressed before they hydrated (pressed twice: neither). */
const earlyPresses = new WeakSet<Element>();

/**
 * A card's code can come after the page's (the inventory's results hydrate once their chunk
 * has come), and React drops a click on server HTML it cannot hydrate yet: a heart tapped in
 * that gap did nothing. This listener sees every click first (window, capture phase) and looks
 * again once it has been dispatched: a heart click no component handled (a hydrated heart
 * marks its clicks with preventDefault) is kept, and that button presses itself as it hydrates
 * (takeEarlyPress: hydration keeps the server's element). Installed in the browser before React
 * hydrates (root.tsx).
 */
export function catchEarlyHeartPresses(): void {
  window.addEventListener(
    'click',
    (event) => {
      const heart = (event.target as Element).closest?.(`[${HEART_CAR_ATTRIBUTE}]`);
      if (heart) {
        setTimeout(() => {
          if (!event.defaultPrevented && !earlyPresses.delete(heart)) earlyPresses.add(heart);
        });
      }
    },
    true,
  );
}

/** Whether this heart was pressed before it hydrated; the press is then taken. */
export const takeEarlyPress = (heart: Element | null): boolean =>
  heart !== null && earlyPresses.delete(heart);
