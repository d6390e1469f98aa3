import type { Database } from '../../db/client';
import type { ObjectStore } from '../../images/object-store';
import type { Logger } from '../../logger';

/** What the parts of the photo service share (server/services/photo-service.ts builds it). */
export interface PhotoDeps {
  db: Database;
  store: ObjectStore;
  logger: Logger;
  /** The clock of tickets and sweeps; tests move it. */
  now: () => number;
}
