import { useEffect, useState } from 'react';
import { photoPlaceholderSrc, photoSrc } from '../../../common/images';
import {
  CarouselArrow,
  CarouselDots,
  useCarouselState,
  useEmblaCarousel,
} from '~/components/ui/carousel';
import { cn } from '~/lib/cn';
import { Photo } from '~/components/photo';
import { NoPhotos } from './no-photos';

// The gallery spans the page on phones and two thirds of 1280 px on desktops.
const MAIN_SIZES = '(min-width: 1280px) 800px, (min-width: 1024px) 62vw, 100vw';

/**
 * The photos of a car (docs/product.md#car-detail): swipe, arrows, dots, left/right keys and thumbnails. The first
 * photo is the page's largest paint, so it loads first. The others show their blurred preview
 * (under 1 KB) until the shopper moves the gallery: then the photo shown and its neighbours load,
 * so a phone downloads one full photo on arrival, not the ones beside it in the carousel.
 */
export function CarGallery({ photos, title }: { photos: string[]; title: string }) {
  const [viewportRef, api] = useEmblaCarousel({ loop: photos.length > 1 });
  const { selected, scrollPrev, scrollNext, scrollTo, onKeyDown } = useCarouselState(api);
  const [reached, setReached] = useState<ReadonlySet<number>>(() => new Set([0]));
  const reach = (indexes: number[]) =>
    setReached((before) => {
      const wrapped = indexes.map((index) => (index + photos.length) % photos.length);
      if (wrapped.every((index) => before.has(index))) return before;
      return new Set([...before, ...wrapped]);
    });
  useEffect(() => {
    if (!api) return;
    // The photo shown and its neighbours; a finger on the photo may swipe either way.
    const shown = () => {
      const at = api.selectedScrollSnap();
      reach([at - 1, at, at + 1]);
    };
    const touched = () => reach([1, -1]);
    api.on('select', shown).on('pointerDown', touched);
    return () => {
      api.off('select', shown).off('pointerDown', touched);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reach only reads photos.length
  }, [api, photos.length]);

  if (photos.length === 0) return <NoPhotos large />;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={`Photos of the ${title}`}
      className="select-none"
    >
      <div className="relative">
        <div
          ref={viewportRef}
          // Focusable so the arrow keys work; the ring shows where focus is.
          tabIndex={0}
          onKeyDown={onKeyDown}
          className="overflow-hidden rounded-xl bg-slate-100 outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
        >
          <div className="flex touch-pan-y">
            {photos.map((photo, index) => (
              <div
                key={`${photo}-${index}`}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${photos.length}`}
                className="aspect-[16/10] min-w-0 shrink-0 grow-0 basis-full"
              >
                {reached.has(index) || !photoPlaceholderSrc(photo) ? (
                  <Photo
                    photo={photo}
                    width={1024}
                    height={640}
                    sizes={MAIN_SIZES}
                    alt={`${title}, photo ${index + 1} of ${photos.length}`}
                    priority={index === 0}
                    decoding={index === 0 ? 'sync' : 'async'}
                    draggable={false}
                    className="h-full w-full object-cover"
                  />
                ) : (
                  <img
                    src={photoPlaceholderSrc(photo)}
                    alt={`${title}, photo ${index + 1} of ${photos.length}`}
                    width={1024}
                    height={640}
                    decoding="async"
                    draggable={false}
                    className="h-full w-full object-cover"
                  />
                )}
              </div>
            ))}
          </div>
        </div>
        {photos.length > 1 && (
          <>
            <CarouselArrow
              direction="prev"
              onClick={scrollPrev}
              label="Previous photo"
              className="absolute top-1/2 left-3 -translate-y-1/2"
            />
            <CarouselArrow
              direction="next"
              onClick={scrollNext}
              label="Next photo"
              className="absolute top-1/2 right-3 -translate-y-1/2"
            />
            <p
              className="absolute right-3 bottom-3 rounded-full bg-slate-950/70 px-2.5 py-1 text-xs font-semibold text-white"
              aria-live="polite"
              aria-atomic="true"
            >
              Photo {selected + 1} of {photos.length}
            </p>
          </>
        )}
      </div>
      <CarouselDots
        count={photos.length}
        selected={selected}
        onSelect={scrollTo}
        labelOf={(index) => `Show photo ${index + 1}`}
        className="mt-3 sm:hidden"
      />
      {photos.length > 1 && (
        <ul className="mt-3 hidden grid-cols-6 gap-2 sm:grid" aria-label="Thumbnails">
          {photos.map((photo, index) => (
            <li key={`${photo}-${index}`}>
              <button
                type="button"
                onClick={() => scrollTo(index)}
                aria-label={`Show photo ${index + 1}`}
                aria-current={index === selected ? 'true' : undefined}
                className={cn(
                  'block aspect-[16/10] w-full overflow-hidden rounded-md ring-offset-2 outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  index === selected ? 'ring-2 ring-brand-700' : 'opacity-75 hover:opacity-100',
                )}
              >
                <img
                  src={photoSrc(photo, 320)}
                  alt=""
                  width={320}
                  height={200}
                  loading="lazy"
                  decoding="async"
                  className="h-full w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
