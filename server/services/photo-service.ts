// Car photos from upload to storage, in three parts (services/photos/): upload tickets (the URL
// a photo is sent to, and the local PUT), processing (checks, WebP variants, the `images` row)
// and sweeps (deleting what nobody uses). The object stores and the sharp pipeline they use are
// in server/images/. Unlike the other services it needs more than the database, so main.ts and
// app.ts build it next to createServices(db).
import type { PhotoDeps } from './photos/photo-deps';
import { createPhotoProcessingService } from './photos/photo-processing';
import { createPhotoSweepService } from './photos/photo-sweeps';
import { createUploadTicketService } from './photos/upload-tickets';

export interface PhotoServiceOptions extends Omit<PhotoDeps, 'now'> {
  /** Signs local upload URLs (the session secret). */
  secret: string;
  now?: () => number;
}

export function createPhotoService(options: PhotoServiceOptions) {
  const deps = { ...options, now: options.now ?? Date.now };
  const tickets = createUploadTicketService(deps);
  return {
    ...tickets,
    ...createPhotoProcessingService(deps, tickets),
    ...createPhotoSweepService(deps),
  };
}

export type PhotoService = ReturnType<typeof createPhotoService>;
