import { randomBytes } from 'node:crypto';
import type { Metadata, OutputInfo } from 'sharp';
import { IMAGE_WIDTHS } from '../../common/images';
import { AppError } from '../errors';
import { loadSharp } from './load-sharp';
import type { ObjectStore } from './object-store';

// Decoding more pixels than this is refused before memory is spent (a decompression bomb).
// 40 MP covers the 12–24 MP photos of today's phones with room to spare.
export const MAX_INPUT_PIXELS = 40_000_000;

const LARGEST_WIDTH = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;

export function imageKey(id: string, variant: string): string {
  return `images/${id}/${variant}.webp`;
}

export function imagePrefix(id: string): string {
  return `images/${id}`;
}

export interface VariantOptions {
  /** WebP encoder effort 0-6: lower is faster, slightly larger. */
  effort?: number;
  /** sharp's name of the format the magic bytes announced; anything else is refused. */
  expectedFormat?: string;
}

export interface ImageVariant {
  variant: string; // a width, or 'placeholder'
  body: Buffer;
}

export interface EncodedImage {
  /** Size of the photo upright (after EXIF rotation), before any resizing. */
  width: number;
  height: number;
  variants: ImageVariant[];
}

/** sharp's messages for input it cannot read become a 400 that says so in plain words. */
function decodeFailure(error: unknown): AppError {
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) return tooManyPixels();
  return new AppError(
    'bad_request',
    'The photo could not be read: the file is damaged, incomplete or not an image.',
  );
}

const tooManyPixels = () =>
  new AppError(
    'bad_request',
    `The photo has too many pixels (at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels).`,
  );

/**
 * Decodes an image once (auto-rotated, all metadata dropped: EXIF, GPS, XMP, anything appended)
 * and encodes WebP variants at each width plus a tiny blurred placeholder.
 *
 * The header is read first and a pixel bomb refused before any pixel is decoded; the decode
 * itself runs under the same explicit limit. It decodes straight to the largest variant, which
 * lets libjpeg shrink on load (a 12 MP photo costs a quarter of the memory of a full decode).
 */
export async function encodeImageVariants(
  input: Buffer,
  options: VariantOptions = {},
): Promise<EncodedImage> {
  const sharp = await loadSharp();
  const limits = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning' as const };
  let meta: Metadata;
  try {
    meta = await sharp(input, limits).metadata();
  } catch (error) {
    throw decodeFailure(error);
  }
  if (!meta.width || !meta.height) throw decodeFailure(new Error('no dimensions'));
  if (options.expectedFormat && meta.format !== options.expectedFormat) {
    throw decodeFailure(new Error(`format ${meta.format}`));
  }
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw tooManyPixels();
  const upright = (meta.orientation ?? 1) >= 5;
  const width = upright ? meta.height : meta.width;
  const height = upright ? meta.width : meta.height;

  let decoded: { data: Buffer; info: OutputInfo };
  try {
    decoded = await sharp(input, { ...limits, sequentialRead: true })
      .rotate()
      .resize({ width: LARGEST_WIDTH, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw decodeFailure(error);
  }
  const { data, info } = decoded;
  const fromRaw = () =>
    sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const effort = options.effort ?? 4;
  const variants = await Promise.all([
    ...IMAGE_WIDTHS.map(async (variantWidth) => ({
      variant: String(variantWidth),
      body: await fromRaw()
        .resize({ width: variantWidth, withoutEnlargement: true })
        .webp({ quality: 78, effort })
        .toBuffer(),
    })),
    (async () => ({
      variant: 'placeholder',
      body: await fromRaw().resize({ width: 24 }).blur(1.2).webp({ quality: 40 }).toBuffer(),
    }))(),
  ]);
  return { width, height, variants };
}

export function newImageId(): string {
  return randomBytes(12).toString('hex');
}

/** Variants are immutable: a CDN or a public bucket may serve them with these headers as they are. */
export function variantPutOptions(id: string, variant: string) {
  return {
    contentType: 'image/webp',
    cacheControl: 'public, max-age=31536000, immutable',
    contentDisposition: `inline; filename="photo-${id}-${variant}.webp"`,
  };
}

/**
 * Stores encoded variants under a new id and returns the id; the stable path of the photo is
 * /images/{id}. If a write fails, what was written is removed again.
 */
export async function saveImageVariants(
  store: ObjectStore,
  variants: ImageVariant[],
): Promise<string> {
  const id = newImageId();
  try {
    for (const { variant, body } of variants) {
      await store.put(imageKey(id, variant), body, variantPutOptions(id, variant));
    }
  } catch (error) {
    await store.deletePrefix(imagePrefix(id)).catch(() => undefined);
    throw error;
  }
  return id;
}
