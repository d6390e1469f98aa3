// Our own photos are stored as WebP variants at fixed widths under /images/{id}/; photos added by
// URL are external links used as they are.
export const IMAGE_WIDTHS = [320, 640, 1024, 1600] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

const OWN_IMAGE = /^\/images\/[a-f0-9]{16,64}$/;

export function isOwnImage(photo: string): boolean {
  return OWN_IMAGE.test(photo);
}

export function photoSrc(photo: string, width: ImageWidth = 1024): string {
  return isOwnImage(photo) ? `${photo}/${width}.webp` : photo;
}

export function photoSrcSet(photo: string): string | undefined {
  if (!isOwnImage(photo)) return undefined;
  return IMAGE_WIDTHS.map((width) => `${photo}/${width}.webp ${width}w`).join(', ');
}
