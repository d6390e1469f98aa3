// Demo photos are drawn deterministically, so their encoded variants are cached on disk by the
// hash of the drawing: only the very first seed on a machine pays for rasterising ~160 images.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_WIDTHS } from '../../common/images';
import {
  encodeImageVariants,
  type EncodedImage,
  type VariantOptions,
} from '../images/image-service';
import { loadSharp } from '../images/load-sharp';
import { cacheDir } from '../paths';

// v2: entries hold size.json (the drawing's width and height) beside the variants.
const CACHE_VERSION = 'v2';
const SIZE_FILE = 'size.json';

/**
 * Encodes a drawing's variants, rasterising it once into a lossless bitmap without its alpha
 * channel (an uncompressed PNG). Our drawings are opaque (a backdrop fills the canvas), so no
 * pixel changes, but the variant pipeline then resizes three channels instead of four
 * premultiplied ones: about a quarter less CPU for the very same WebP files, byte for byte
 * (tests/integration/seed-photos.int.test.ts).
 */
export async function encodeDrawing(svg: string, options: VariantOptions): Promise<EncodedImage> {
  const sharp = await loadSharp();
  const bitmap = await sharp(Buffer.from(svg))
    .removeAlpha()
    .png({ compressionLevel: 0 })
    .toBuffer();
  return encodeImageVariants(bitmap, options);
}

export function createPhotoCache(
  dir = process.env.SEED_PHOTO_CACHE ?? cacheDir('forecourt-seed-photos'),
) {
  return async function encodeCached(svg: string, options: VariantOptions): Promise<EncodedImage> {
    const key = createHash('sha256')
      .update(`${CACHE_VERSION}|${IMAGE_WIDTHS.join(',')}|${JSON.stringify(options)}|`)
      .update(svg)
      .digest('hex')
      .slice(0, 32);
    const entry = path.join(dir, key);
    try {
      const names = await readdir(entry);
      if (names.length === IMAGE_WIDTHS.length + 2 && names.includes(SIZE_FILE)) {
        const size = JSON.parse(await readFile(path.join(entry, SIZE_FILE), 'utf8')) as {
          width: number;
          height: number;
        };
        const variants = await Promise.all(
          names
            .filter((name) => name.endsWith('.webp'))
            .map(async (name) => ({
              variant: name.replace(/\.webp$/, ''),
              body: await readFile(path.join(entry, name)),
            })),
        );
        return { width: size.width, height: size.height, variants };
      }
    } catch {
      // not cached yet
    }
    const encoded = await encodeDrawing(svg, options);
    try {
      // Written under a temporary name and renamed, so a concurrent reader never sees half an entry.
      const temp = `${entry}.${process.pid}.${Date.now()}.tmp`;
      await mkdir(temp, { recursive: true });
      for (const { variant, body } of encoded.variants)
        await writeFile(path.join(temp, `${variant}.webp`), body);
      await writeFile(
        path.join(temp, SIZE_FILE),
        JSON.stringify({ width: encoded.width, height: encoded.height }),
      );
      await rename(temp, entry);
    } catch {
      // A cache that cannot be written only costs time.
    }
    return encoded;
  };
}
