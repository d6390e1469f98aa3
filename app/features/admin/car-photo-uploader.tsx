// The car photo upload widget of the vehicle form (spec §2, §4, §5, §7, §8; issue 6): Uppy's
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
import { toast } from '~/lib/use-toast';

/** Spec §5: at most 15 files in the vehicle form, 5 wherever no other number is given. */
export const DEFAULT_MAX_FILES = 5;
export const UPLOAD_NOTE = 'Upload car photos (JPG, PNG, WebP)';
export const PROCESSING_FAILED = 'Failed to process uploaded images. Please try again.';
export const THUMBNAIL_WIDTH = 200;

export interface CarPhotoUploaderProps {
  /** Called once per file that was uploaded and processed, with its path (/images/{id}). */
  onUploaded: (imagePath: string) => void;
  /** How many files may be added (the vehicle form: 15, less the photos it has). Default 5. */
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
  /** Files processed and failed in the current batch, for the closing messages (spec §8). */
  processed = 0;
  failed = 0;

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
  maxFiles: number,
  onProcessed: (file: UppyFile<Meta, Body>, imagePath: string) => void,
) {
  const uppy = new Uppy<Meta, Body>({
    id: 'car-photos',
    autoProceed: false,
    restrictions: {
      allowedFileTypes: [...UPLOAD_CONTENT_TYPES, '.jpg', '.jpeg', '.png', '.webp', '.avif'],
      maxFileSize: MAX_UPLOAD_BYTES,
      maxNumberOfFiles: maxFiles,
    },
  });

  uppy.use(AwsS3, {
    shouldUseMultipart: false,
    // The key names the Uppy file; the server picks the real object key and signs the URL.
    generateObjectKey: (file) => file.id,
    async signRequest(request) {
      const file = uppy.getFile(request.key);
      try {
        const { uploadURL } = await postJson<{ uploadURL: string }>(
          'POST',
          '/api/car-images/upload',
          { contentType: file?.type, size: file?.size },
        );
        const headers: Record<string, string> = {};
        if (file?.type) headers['Content-Type'] = file.type;
        return { url: uploadURL, headers };
      } catch (error) {
        // Spec §8: a failure to get an upload URL is logged and rethrown.
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
  const [{ uppy, tracker }] = useState(() => {
    const tracker = new Tracker();
    const uppy = createUploader(Math.min(maxFiles, MAX_PHOTOS_PER_VEHICLE), (file, imagePath) =>
      tracker.fileProcessed(file.id, imagePath),
    );
    return { uppy, tracker };
  });

  useEffect(() => tracker.listen(onUploaded), [tracker, onUploaded]);

  useEffect(() => {
    uppy.setOptions({
      restrictions: {
        ...uppy.opts.restrictions,
        maxNumberOfFiles: Math.min(maxFiles, MAX_PHOTOS_PER_VEHICLE),
      },
    });
  }, [uppy, maxFiles]);

  useEffect(() => {
    const onStart = () => tracker.startBatch();
    const onError = () => tracker.fileFailed();
    const onComplete = () => {
      const { processed, failed } = tracker;
      if (processed > 0) toast({ title: 'Success', description: uploadedCountMessage(processed) });
      if (failed > 0)
        toast({ title: 'Error', description: PROCESSING_FAILED, variant: 'destructive' });
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
    // The note in Uppy's own grey is too faint on its background (WCAG AA contrast).
    <div
      className={cn('[&_.uppy-Dashboard-note]:text-slate-700!', className)}
      data-testid="car-photo-uploader"
    >
      <Dashboard
        uppy={uppy}
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
