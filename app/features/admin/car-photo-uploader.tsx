// The car photo upload widget of the vehicle form (docs/product.md#photos): Uppy's
// dashboard with single-request uploads to the URL our API issues (our own server or the S3
// store), then each file is verified and processed by PUT /api/car-images. Heavy (Uppy and its
// styles): load it through LazyCarPhotoUploader so it only ever reaches admin bundles.
import AwsS3 from '@uppy/aws-s3';
import Uppy, { type Meta, type UppyFile } from '@uppy/core';
import Dashboard from '@uppy/react/dashboard';
import { useEffect, useState } from 'react';
import '@uppy/core/css/style.min.css';
import '@uppy/dashboard/css/style.min.css';
import { MAX_PHOTOS_PER_VEHICLE, MAX_UPLOAD_BYTES } from '../../../common/constants';
import { UPLOAD_CONTENT_TYPES } from '../../../common/schemas/car-images';
import { ApiError, apiRequest } from '~/lib/api-client';
import { cn } from '~/lib/cn';
import { showErrorToast, showToast } from '~/lib/toast';

/** docs/product.md#photos: at most 15 files in the vehicle form, 5 wherever no other number is given. */
export const DEFAULT_MAX_FILES = 5;
export const UPLOAD_NOTE = 'Upload car photos (JPG, PNG, WebP)';
export const PROCESSING_FAILED = 'Failed to process uploaded images. Please try again.';
export const THUMBNAIL_WIDTH = 200;
export const NO_MORE_PHOTOS = `No more photos can be added: a car has at most ${MAX_PHOTOS_PER_VEHICLE}. Remove one to add another.`;

export interface CarPhotoUploaderProps {
  /** Called once per file that was uploaded and processed, with its path (/images/{id}). */
  onUploaded: (imagePath: string) => void;
  /**
   * How many more photos may be added (the vehicle form: 15 less the photos the car has, 0 when
   * it is full). Default 5.
   */
  maxFiles?: number;
  /** Height of the dashboard in px. */
  height?: number;
  /** Extra class on the wrapper. */
  className?: string;
}

type Body = Record<string, never>;

/** What the widget keeps outside React's state while it lives. */
class Tracker {
  private listener: (imagePath: string) => void = () => {};
  // Each file's path is handed over once, even if Uppy reports a file twice (retries).
  private readonly handedOver = new Set<string>();
  /** Files processed and failed in the current batch, for the closing messages (docs/product.md#toasts). */
  processed = 0;
  failed = 0;
  /** How many more photos the car has room for. */
  room = 0;

  setRoom(room: number) {
    this.room = room;
  }

  listen(listener: (imagePath: string) => void) {
    this.listener = listener;
  }

  startBatch() {
    this.processed = 0;
    this.failed = 0;
  }

  fileFailed() {
    this.failed++;
  }

  fileProcessed(fileId: string, imagePath: string) {
    if (this.handedOver.has(fileId)) return;
    this.handedOver.add(fileId);
    this.processed++;
    this.listener(imagePath);
  }

  wasHandedOver(fileId: string) {
    return this.handedOver.has(fileId);
  }

  /** A file taken off the list: the same file added again is a new upload (ids repeat). */
  forget(fileId: string) {
    this.handedOver.delete(fileId);
  }
}

export const uploadedCountMessage = (count: number) =>
  `${count} ${count === 1 ? 'image' : 'images'} uploaded successfully`;

/** The server's own words for a 4xx (e.g. "Photos can be at most 10 MB"), else the error. */
function readableError(error: unknown): Error {
  if (error instanceof ApiError && error.body?.error) return new Error(error.body.error);
  return error instanceof Error ? error : new Error(String(error));
}

async function postJson<T>(method: string, url: string, body: unknown): Promise<T> {
  const res = await apiRequest(method, url, body);
  return (await res.json()) as T;
}

function createUploader(
  tracker: Tracker,
  onProcessed: (file: UppyFile<Meta, Body>, imagePath: string) => void,
) {
  const uppy: Uppy<Meta, Body> = new Uppy<Meta, Body>({
    id: 'car-photos',
    autoProceed: false,
    restrictions: {
      allowedFileTypes: [...UPLOAD_CONTENT_TYPES, '.jpg', '.jpeg', '.png', '.webp', '.avif'],
      maxFileSize: MAX_UPLOAD_BYTES,
      maxNumberOfFiles: Math.max(tracker.room, 1),
    },
    // Uppy reads a maximum of 0 as "no limit": a full car is refused here instead.
    onBeforeFileAdded: (file, files) => {
      if (tracker.room > 0) return !Object.hasOwn(files, file.id);
      uppy.info(NO_MORE_PHOTOS, 'error', 5000);
      return false;
    },
  });

  uppy.use(AwsS3, {
    shouldUseMultipart: false,
    // The key names the Uppy file; the server picks the real object key and signs the URL.
    generateObjectKey: (file) => file.id,
    async signRequest(request) {
      const file = uppy.getFile(request.key);
      try {
        // Always both: the S3 store signs them into the URL (and refuses a URL without them).
        if (!file?.type || typeof file.size !== 'number') {
          throw new Error('The type or size of this file is unknown');
        }
        const { uploadURL } = await postJson<{ uploadURL: string }>(
          'POST',
          '/api/car-images/upload',
          { contentType: file.type, size: file.size },
        );
        return { url: uploadURL, headers: { 'Content-Type': file.type } };
      } catch (error) {
        // docs/product.md#photos: a failure to get an upload URL is logged and rethrown.
        console.error('Could not get an upload URL', error);
        throw readableError(error);
      }
    },
  });

  // After the bytes are stored, the server checks and re-encodes each file (postprocessing state).
  uppy.addPostProcessor(async (fileIDs) => {
    for (const id of fileIDs) {
      const file = uppy.getFile(id);
      const imageURL = file?.response?.uploadURL;
      if (!file || file.error || !imageURL) continue;
      uppy.emit('postprocess-progress', file, {
        mode: 'indeterminate',
        message: 'Processing photo…',
      });
      try {
        const { imagePath } = await postJson<{ imagePath: string }>('PUT', '/api/car-images', {
          imageURL,
        });
        onProcessed(file, imagePath);
        uppy.emit('postprocess-complete', uppy.getFile(id));
      } catch (error) {
        uppy.emit('postprocess-complete', uppy.getFile(id));
        // Marks the item as failed, with Uppy's retry button.
        uppy.emit('upload-error', uppy.getFile(id), readableError(error));
      }
    }
  });
  return uppy;
}

export default function CarPhotoUploader({
  onUploaded,
  maxFiles = DEFAULT_MAX_FILES,
  height = 360,
  className,
}: CarPhotoUploaderProps) {
  const remaining = Math.max(0, Math.min(maxFiles, MAX_PHOTOS_PER_VEHICLE));
  const [{ uppy, tracker }] = useState(() => {
    const tracker = new Tracker();
    tracker.setRoom(remaining);
    const uppy = createUploader(tracker, (file, imagePath) =>
      tracker.fileProcessed(file.id, imagePath),
    );
    return { uppy, tracker };
  });
  const full = remaining === 0;
  // Files in the list, so a full car's widget stays usable to finish or remove them.
  const [listed, setListed] = useState(0);

  useEffect(() => tracker.listen(onUploaded), [tracker, onUploaded]);

  // Files already processed are in the car's photos (counted in `remaining`) and may still be
  // listed here until "Done": the widget holds those plus what the car still has room for.
  useEffect(() => {
    const sync = () => {
      const processed = uppy.getFiles().filter((file) => tracker.wasHandedOver(file.id)).length;
      tracker.setRoom(remaining);
      uppy.setOptions({
        restrictions: {
          ...uppy.opts.restrictions,
          maxNumberOfFiles: Math.max(remaining + processed, 1),
        },
      });
      setListed(uppy.getFiles().length);
    };
    const onRemoved = (file: UppyFile<Meta, Body> | undefined) => {
      if (file) tracker.forget(file.id);
      sync();
    };
    sync();
    uppy.on('file-added', sync);
    uppy.on('file-removed', onRemoved);
    return () => {
      uppy.off('file-added', sync);
      uppy.off('file-removed', onRemoved);
    };
  }, [uppy, tracker, remaining]);

  useEffect(() => {
    const onStart = () => tracker.startBatch();
    const onError = () => tracker.fileFailed();
    const onComplete = () => {
      const { processed, failed } = tracker;
      if (processed > 0)
        showToast({ title: 'Success', description: uploadedCountMessage(processed) });
      if (failed > 0) showErrorToast(PROCESSING_FAILED);
    };
    uppy.on('upload', onStart);
    uppy.on('upload-error', onError);
    uppy.on('complete', onComplete);
    return () => {
      uppy.off('upload', onStart);
      uppy.off('upload-error', onError);
      uppy.off('complete', onComplete);
    };
  }, [uppy, tracker]);

  useEffect(() => () => uppy.destroy(), [uppy]);

  return (
    // The note in Uppy's own grey is too faint on its background (WCAG AA contrast). Uppy 6's
    // dashboard renders its informer twice (before and after the status bar), so a screen reader
    // heard each message twice: the second copy is hidden.
    <div
      className={cn(
        'grid gap-2 [&_.uppy-Dashboard-note]:text-slate-700! [&_.uppy-Informer~.uppy-Informer]:hidden!',
        className,
      )}
      data-testid="car-photo-uploader"
    >
      {full && (
        <p
          role="status"
          className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          {NO_MORE_PHOTOS}
        </p>
      )}
      <Dashboard
        uppy={uppy}
        // Full, with nothing listed to finish or remove: nothing to do here at all.
        disabled={full && listed === 0}
        note={UPLOAD_NOTE}
        thumbnailWidth={THUMBNAIL_WIDTH}
        height={height}
        width="100%"
        hideProgressDetails={false}
        hideUploadButton={false}
        hidePauseResumeButton={false}
        hideCancelButton={false}
        hideRetryButton={false}
        showRemoveButtonAfterComplete
        proudlyDisplayPoweredByUppy={false}
        // "Done" clears the finished items: their photos now sit in the form's own list.
        doneButtonHandler={() => {
          for (const file of uppy.getFiles()) {
            if (file.progress.uploadComplete && !file.error) uppy.removeFile(file.id);
          }
        }}
      />
    </div>
  );
}
