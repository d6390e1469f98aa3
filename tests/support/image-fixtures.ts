// Image files for the upload tests, made on the fly with sharp (no binary fixtures committed).
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A photo-like JPEG: gradients plus noise, so it compresses like a photo rather than a flat fill. */
export async function photoJpeg(
  options: { width?: number; height?: number; gps?: boolean; orientation?: number } = {},
): Promise<Buffer> {
  const width = options.width ?? 1200;
  const height = options.height ?? 800;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 42;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const noise = (seed >> 16) % 24;
      const i = (y * width + x) * 3;
      pixels[i] = ((x * 255) / width + noise) & 0xff;
      pixels[i + 1] = ((y * 255) / height + noise) & 0xff;
      pixels[i + 2] = (128 + noise) & 0xff;
    }
  }
  let image = sharp(pixels, { raw: { width, height, channels: 3 } });
  if (options.gps) {
    image = image.withExif({
      IFD0: { Make: 'TestPhone', Model: 'Camera 12' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '49/1 10/1 3/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '123/1 8/1 12/1',
      },
    });
  }
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  return image.jpeg({ quality: 85 }).toBuffer();
}

export async function photoPng(width = 600, height = 400): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: '#2255aa80' } })
    .png()
    .toBuffer();
}

export async function photoWebp(width = 600, height = 400): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#aa5522' } })
    .webp()
    .toBuffer();
}

export async function photoAvif(width = 300, height = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#22aa55' } })
    .avif({ effort: 0 })
    .toBuffer();
}

/** True when an EXIF block carries a GPS IFD pointer (tag 0x8825, either byte order). */
export function hasGpsTag(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  return exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25]));
}

export const SVG_WITH_SCRIPT = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">' +
    '<script>alert(document.cookie)</script><rect width="100" height="100" fill="red"/></svg>',
);

export const HTML_PAGE = Buffer.from(
  '<!doctype html><html><body><script>fetch("/api/admin/auth")</script></body></html>',
);

export const SCRIPT_TRAILER = '<script>alert("polyglot")</script>';

/** A JPEG with an HTML script appended after its end marker (a classic polyglot). */
export async function jpegWithScript(): Promise<Buffer> {
  return Buffer.concat([await photoJpeg({ width: 400, height: 300 }), Buffer.from(SCRIPT_TRAILER)]);
}

/** The first 60% of a JPEG: the decoder runs out of data. */
export async function truncatedJpeg(): Promise<Buffer> {
  const full = await photoJpeg({ width: 800, height: 600 });
  return full.subarray(0, Math.floor(full.length * 0.6));
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid-looking PNG whose header claims width × height (RGB, 8 bit) with a few rows of data:
 * decoding it would need width × height × 3 bytes (30000² → 2.7 GB).
 */
export function pngBomb(width = 30_000, height = 30_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows = Buffer.alloc((width * 3 + 1) * 4); // four rows of black, filter byte 0
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** `size` bytes that start like a JPEG (for size limits; never decoded). */
export function bigJpegLike(size: number): Buffer {
  const bytes = Buffer.alloc(size, 0x20);
  bytes[0] = 0xff;
  bytes[1] = 0xd8;
  bytes[2] = 0xff;
  return bytes;
}
