// The two calls of the photo upload (docs/product.md#photos): get an upload URL, then have the uploaded file
// verified and turned into a photo of ours.
import type { Request } from 'express';
import {
  ProcessedImageSchema,
  ProcessImageRequestSchema,
  UploadUrlRequestSchema,
  UploadUrlSchema,
} from '../../common/schemas/car-images';
import type { Config } from '../config';
import { parseInput } from '../http/error-handler';
import { defineRoute, type AnyApiRoute } from './route';

const TAG = 'Car photos';

/** Origins our own upload URLs may carry: the configured public address and this request's. */
export function siteOrigins(config: Config, req: Request): string[] {
  const origins = [`${req.protocol}://${req.get('host')}`];
  if (config.publicUrl) origins.unshift(new URL(config.publicUrl).origin);
  return origins;
}

export const carImageRoutes: AnyApiRoute[] = [
  defineRoute({
    method: 'post',
    path: '/car-images/upload',
    access: 'admin',
    tag: TAG,
    summary: 'Get a URL to upload one photo to',
    description:
      'Body (JSON): `{ contentType, size }` binds the URL to that type and exact size; types ' +
      'other than JPEG, PNG, WebP or AVIF and sizes over 10,485,760 bytes are refused (400). ' +
      'With the S3 store both are **required** (400 naming the missing field): they are signed ' +
      'into the presigned URL, so the store itself refuses another type or length (403). With ' +
      'the local disk they are optional (the spec’s client sends no body): our own upload ' +
      'endpoint then caps the body at 10 MB while it streams (413). PUT the file to `uploadURL` ' +
      'within 15 minutes. A body of another length than the bound size is refused by the local ' +
      'endpoint (400) or the S3 store (403), and nothing is kept.',
    success: { status: 200, description: 'Where to PUT the file', schema: UploadUrlSchema },
    errors: {
      400: 'Not an accepted image type, or too large; with the S3 store, contentType or size missing',
    },
    async handler({ req, deps }) {
      // The spec's client sends no body at all; ours sends the binding (the S3 store needs it).
      const body = parseInput(UploadUrlRequestSchema, req.body ?? {}, 'request');
      const origin = siteOrigins(deps.config, req)[0]!;
      return deps.photos.issueUploadUrl(body, origin);
    },
  }),
  defineRoute({
    method: 'put',
    path: '/car-images',
    access: 'admin',
    tag: TAG,
    summary: 'Verify and process an uploaded photo',
    description:
      'Only an upload URL this site issued is accepted. The file must be JPEG, PNG, WebP or AVIF ' +
      'by its first bytes (else 415), at most 40 megapixels; it is re-encoded to WebP at 320, ' +
      '640, 1024, 1320 and 1600 px wide without any metadata. The raw upload is then deleted. ' +
      'Add the returned imagePath to the car’s photos; unused photos are deleted after 24 hours.',
    body: ProcessImageRequestSchema,
    success: { status: 200, description: 'The stored photo', schema: ProcessedImageSchema },
    errors: {
      400: 'Not an upload of ours, nothing uploaded, empty, damaged or too many pixels',
      413: 'The uploaded file is over 10 MB',
    },
    handler: ({ body, req, deps }) =>
      deps.photos.processUpload(body.imageURL, siteOrigins(deps.config, req)),
  }),
];
