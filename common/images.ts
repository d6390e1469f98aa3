// Our own photos are stored as WebP variants at fixed widths under /images/{id}/; photos added by
// URL are external links used as they are. 1320 is the widest phone screen in device pixels
// (440 CSS px × DPR 3): with it no phone needs the 1600 file, which is for tablets and desktops.
export const IMAGE_WIDTHS = [320, 640, 1024, 1320, 1600] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

const OWN_IMAGE = /^\/images\/[a-f0-9]{16,64}$/;

export function isOwnImage(photo: string): boolean {
  return OWN_IMAGE.test(photo);
}

// Where our photos are fetched from: '' (this site) or a CDN / public bucket (IMAGE_BASE_URL).
// A runtime setting, not a build-time one: the server sets it from its configuration and the
// browser from the root loader's data (app/root.tsx), before anything renders a photo.
let imageBaseUrl = '';

export function setImageBaseUrl(base: string | null | undefined): void {
  imageBaseUrl = (base ?? '').replace(/\/+$/, '');
}

/**
 * The URL of one variant of our own photo. `base` is for a loader, which may run before
 * anything has rendered (and set the base) on a fresh server: it passes its context's.
 */
export function imageVariantUrl(
  photo: string,
  variant: ImageWidth | 'placeholder',
  base = imageBaseUrl,
): string {
  return `${base.replace(/\/+$/, '')}${photo}/${variant}.webp`;
}

export function photoSrc(photo: string, width: ImageWidth = 1024, base = imageBaseUrl): string {
  return isOwnImage(photo) ? imageVariantUrl(photo, width, base) : photo;
}

export function photoSrcSet(photo: string): string | undefined {
  if (!isOwnImage(photo)) return undefined;
  return IMAGE_WIDTHS.map((width) => `${imageVariantUrl(photo, width)} ${width}w`).join(', ');
}

/** A tiny blurred preview (about 24 px wide, under 1 KB) to show while the photo loads. */
export function photoPlaceholderSrc(photo: string): string | undefined {
  return isOwnImage(photo) ? imageVariantUrl(photo, 'placeholder') : undefined;
}
