// Which image formats we accept, told by the first bytes of the file, never by its name or the
// Content-Type the browser claimed. This runs before any decoder sees the bytes: sharp would
// happily decode an SVG (scripts and all), so only these four formats ever reach it.

export type AcceptedImageType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/avif';

export const ACCEPTED_IMAGE_TYPES: readonly AcceptedImageType[] = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
];

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function ascii(bytes: Uint8Array, start: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(start, start + length));
}

/** AVIF is an ISO-BMFF file whose `ftyp` box names the avif or avis brand (HEIC does not). */
function isAvif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 4) !== 'ftyp') return false;
  const boxSize = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
  const end = Math.min(boxSize || bytes.length, bytes.length, 256);
  if (end < 16) return false;
  const brands = [ascii(bytes, 8, 4)];
  for (let offset = 16; offset + 4 <= end; offset += 4) brands.push(ascii(bytes, offset, 4));
  return brands.includes('avif') || brands.includes('avis');
}

/** The accepted image type of these bytes, or null for anything else (SVG, HTML, HEIC, ...). */
export function sniffImageType(bytes: Uint8Array): AcceptedImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'image/jpeg';
  }
  if (bytes.length >= 8 && PNG_SIGNATURE.every((byte, i) => bytes[i] === byte)) {
    return 'image/png';
  }
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') {
    return 'image/webp';
  }
  if (isAvif(bytes)) return 'image/avif';
  return null;
}

/** sharp's name of each format, to check that what it decodes is what we sniffed. */
export const SHARP_FORMAT: Record<AcceptedImageType, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'heif',
};
