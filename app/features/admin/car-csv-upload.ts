// Sending an inventory CSV file to the import endpoint (docs/product.md#csv-import-export) with
// XMLHttpRequest, whose upload events give a progress bar (fetch has none for request bodies).
import { CSV_IMPORT_MAX_BYTES } from '../../../common/constants';
import type { CarImportReport } from '../../../common/schemas/car-csv';
import { ApiError } from '~/lib/api-client';

export const CAR_EXPORT_URL = '/api/admin/cars/export.csv';
export const CAR_IMPORT_URL = '/api/admin/cars/import';

/** Where an upload is: sending the file (a percentage), or waiting for the server's answer. */
export type UploadProgress = { phase: 'uploading'; percent: number } | { phase: 'processing' };

/** A real import the server refused because rows fail (422): its report says which. */
export class ImportRefusedError extends Error {
  override name = 'ImportRefusedError';
  constructor(
    message: string,
    readonly report: CarImportReport,
  ) {
    super(message);
  }
}

export const FILE_TOO_LARGE = `The file is too large: at most ${CSV_IMPORT_MAX_BYTES / 1024 / 1024} MB`;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Uploads the file as text/csv (whatever type the browser gives a .csv: Windows often says
 * application/vnd.ms-excel) and resolves with the import report. A refused real import rejects
 * with ImportRefusedError, any other answer with ApiError carrying the server's message.
 */
export function uploadCarCsv(
  file: Blob,
  options: { dryRun: boolean; onProgress: (progress: UploadProgress) => void },
): Promise<CarImportReport> {
  if (file.size > CSV_IMPORT_MAX_BYTES) {
    return Promise.reject(new ApiError(413, FILE_TOO_LARGE, { error: FILE_TOO_LARGE }));
  }
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${CAR_IMPORT_URL}${options.dryRun ? '?dryRun=true' : ''}`);
    xhr.setRequestHeader('Content-Type', 'text/csv');
    xhr.setRequestHeader('Accept', 'application/json');
    options.onProgress({ phase: 'uploading', percent: 0 });
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        options.onProgress({
          phase: 'uploading',
          percent: Math.round((event.loaded / event.total) * 100),
        });
      }
    };
    xhr.upload.onload = () => options.onProgress({ phase: 'processing' });
    xhr.onerror = () => reject(new Error('Network error. Please try again.'));
    xhr.onload = () => {
      const body = parseJson(xhr.responseText) as
        (CarImportReport & { error?: string }) | { error?: string } | null;
      if (xhr.status === 200 && body && 'failed' in body) {
        resolve(body);
      } else if (xhr.status === 422 && body && 'failed' in body) {
        reject(new ImportRefusedError(body.error ?? 'Nothing was imported', body));
      } else {
        const message = body?.error ?? `${xhr.status}: ${xhr.statusText || 'Import failed'}`;
        reject(new ApiError(xhr.status, message, body?.error ? { error: body.error } : null));
      }
    };
    xhr.send(file);
  });
}
