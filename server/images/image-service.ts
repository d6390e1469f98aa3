import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { IMAGE_WIDTHS } from '../../common/images';
import type { ObjectStore } from './object-store';

// Decoding more pixels than this is refused before memory is spent (a decompression bomb).
export const MAX_INPUT_PIXELS = 40_000_000;

export function imageKey(id: string, variant: string): string {
  return `images/${id}/${variant}.webp`;
}

export interface VariantOptions {
  /** WebP encoder effort 0-6: lower is faster, slightly larger. */
  effort?: number;
}

export interface ImageVariant {
  variant: string; // a width, or 'placeholder'
  body: Buffer;
}

/**
 * Decodes an image once (auto-rotated, metadata dropped) and encodes WebP variants at each width
 * plus a tiny blurred placeholder.
 */
export async function encodeImageVariants(
  input: Buffer,
  options: VariantOptions = {},
): Promise<ImageVariant[]> {
  const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const decoded = () =>
    sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const effort = options.effort ?? 4;
  return Promise.all([
    ...IMAGE_WIDTHS.map(async (width) => ({
      variant: String(width),
      body: await decoded()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 78, effort })
        .toBuffer(),
    })),
    (async () => ({
      variant: 'placeholder',
      body: await decoded().resize({ width: 24 }).blur(1.2).webp({ quality: 40 }).toBuffer(),
    }))(),
  ]);
}

/** Stores encoded variants under a new id. Returns the stable path of the photo, /images/{id}. */
export async function saveImageVariants(
  store: ObjectStore,
  variants: ImageVariant[],
): Promise<string> {
  const id = randomBytes(12).toString('hex');
  for (const { variant, body } of variants) await store.put(imageKey(id, variant), body);
  return `/images/${id}`;
}

export async function storeImageVariants(
  store: ObjectStore,
  input: Buffer,
  options: VariantOptions = {},
): Promise<string> {
  return saveImageVariants(store, await encodeImageVariants(input, options));
}
