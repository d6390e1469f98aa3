// The public content's version (docs/product.md#caching): one number that moves whenever cars,
// their photos or posts change, here or on any other instance on the same database. Caches key
// each entry by the version it was computed at, so a change makes every older entry unreachable.
//
// Triggers on those tables NOTIFY `forecourt_change` when their transaction commits
// (drizzle/0010); each instance LISTENs on a connection of its own. A change made through this
// instance also moves the version at once (`bump`), without waiting for its own notification.
// While the listening connection is down the feed cannot vouch for anything: `current()` is
// undefined and the caches compute every answer afresh until it is back.
import type { DatabaseHandle } from '../db/client';
import type { Logger } from '../logger';

export const CHANGE_CHANNEL = 'forecourt_change';

export interface ChangeFeed {
  /** The version now, or undefined while changes may go unheard (caches must not be used). */
  current(): number | undefined;
  /** A change was made through this instance: move the version now. */
  bump(): void;
  close(): Promise<void>;
}

/** A feed for one process alone (tests, scripts): only its own `bump`s move it. */
export function createLocalChangeFeed(): ChangeFeed {
  let version = 0;
  return {
    current: () => version,
    bump: () => {
      version++;
    },
    close: async () => {},
  };
}

/** Listens to the database's change notifications; resolves once listening. */
export async function startChangeFeed(
  database: DatabaseHandle,
  logger: Logger,
): Promise<ChangeFeed> {
  let version = 0;
  let listening = false;
  const stop = await database.listen(CHANGE_CHANNEL, {
    onNotify: () => {
      version++;
    },
    onListening: (now) => {
      if (now === listening) return;
      listening = now;
      // Whatever changed while nobody listened is unknown: start over.
      version++;
      if (now) logger.info('change notifications: listening');
      else
        logger.warn('change notifications: connection lost; caches are bypassed until it is back');
    },
  });
  return {
    current: () => (listening ? version : undefined),
    bump: () => {
      version++;
    },
    close: stop,
  };
}
