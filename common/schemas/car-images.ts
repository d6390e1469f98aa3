// The photo upload calls (docs/product.md#photos), shared by the upload widget and the API.
import { z } from './zod';
import { MAX_UPLOAD_BYTES } from '../constants';

/** The formats we process (the magic bytes are checked again on the server). */
export const UPLOAD_CONTENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
] as const;

export const UploadUrlRequestSchema = z
  .strictObject({
    contentType: z
      .enum(UPLOAD_CONTENT_TYPES, { error: 'Only JPEG, PNG, WebP and AVIF photos can be uploaded' })
      .optional(),
    size: z
      .number({ error: 'Size must be a number of bytes' })
      .int('Size must be a whole number of bytes')
      .min(1, 'The file is empty')
      .max(MAX_UPLOAD_BYTES, `Photos can be at most 10 MB (${MAX_UPLOAD_BYTES} bytes)`)
      .optional(),
  })
  .meta({ id: 'UploadUrlRequest' });
export type UploadUrlRequest = z.infer<typeof UploadUrlRequestSchema>;

export const UploadUrlSchema = z
  .object({
    uploadURL: z.string().meta({ description: 'PUT the file here (one file, 15 minutes)' }),
    expiresAt: z.iso.datetime(),
  })
  .meta({ id: 'UploadUrl' });

export const ProcessImageRequestSchema = z
  .strictObject({
    imageURL: z.string({ error: 'imageURL is required' }).max(2048, 'imageURL is too long').meta({
      description: 'The uploadURL the file was PUT to (its query string may be left off)',
    }),
  })
  .meta({ id: 'ProcessImageRequest' });

export const ProcessedImageSchema = z
  .object({
    imagePath: z.string().meta({
      description:
        'The photo, e.g. /images/{id}: an image URL on this site (the 1024 px WebP); /images/{id}/{320|640|1024|1320|1600}.webp for another width',
      example: '/images/0123456789abcdef01234567',
    }),
  })
  .meta({ id: 'ProcessedImage' });
