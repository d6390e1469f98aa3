import type { ComponentProps } from 'react';
import { type ImageWidth, photoSrc, photoSrcSet } from '../../common/images';

/**
 * One of our photos as a responsive <img> (docs/product.md#photos): the variant of `width` as the
 * fallback, every variant in srcset, lazy unless `eager`; `priority` marks the page's largest paint.
 */
export function Photo({
  photo,
  width,
  eager = false,
  priority = false,
  ...img
}: Omit<ComponentProps<'img'>, 'src' | 'srcSet' | 'width' | 'loading'> & {
  photo: string;
  width: ImageWidth;
  height: number;
  sizes: string;
  alt: string;
  eager?: boolean;
  priority?: boolean;
}) {
  return (
    <img
      src={photoSrc(photo, width)}
      srcSet={photoSrcSet(photo)}
      width={width}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      {...img}
    />
  );
}
