// A request body that is not JSON (the CSV import, docs/product.md#csv-import-export): read only
// for the route that takes it, after the access check, as UTF-8 text under a size limit.
import { isUtf8 } from 'node:buffer';
import express, { type Request, type Response } from 'express';
import { AppError } from '../errors';

export interface TextBodySpec {
  mediaType: string;
  maxBytes: number;
  wrongType: string;
  tooLarge: string;
}

/** The media type of a Content-Type header, lower case, without parameters ('' when none). */
export function mediaTypeOf(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}

/** The charset parameter of a Content-Type header, lower case, if any. */
function charsetOf(contentType: string | undefined): string | undefined {
  const match = /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType ?? '');
  return match?.[1]?.toLowerCase();
}

/** The body as text: 415 for another type or charset, 413 over the limit, 400 if not UTF-8. */
export async function readTextBody(req: Request, res: Response, spec: TextBodySpec) {
  const contentType = req.headers['content-type'];
  if (mediaTypeOf(contentType) !== spec.mediaType) {
    throw new AppError('unsupported_media_type', spec.wrongType);
  }
  const charset = charsetOf(contentType);
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
    throw new AppError(
      'unsupported_media_type',
      `The file must be UTF-8 text (charset=utf-8), not ${charset}`,
    );
  }
  const parser = express.raw({ type: () => true, limit: spec.maxBytes });
  try {
    await new Promise<void>((resolve, reject) =>
      parser(req, res, (error?: unknown) => (error ? reject(error) : resolve())),
    );
  } catch (error) {
    const status = (error as { status?: number }).status;
    if (status === 413) throw new AppError('payload_too_large', spec.tooLarge);
    if (status === 415)
      throw new AppError('unsupported_media_type', 'Unsupported content encoding');
    throw new AppError('bad_request', 'The request body could not be read');
  }
  const bytes: unknown = req.body;
  if (!Buffer.isBuffer(bytes)) return '';
  if (!isUtf8(bytes)) {
    throw new AppError(
      'bad_request',
      'The file is not UTF-8 text. In your spreadsheet, save it as "CSV UTF-8" and try again.',
    );
  }
  return bytes.toString('utf8');
}
