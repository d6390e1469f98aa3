import { useState } from 'react';
import { AUTO_ADVANCE_MS, FEATURED_CARS_PER_PAGE } from '../../../common/public-lists';
import type { CarSummary } from '../../../common/summaries';
import {
  AutoplayToggle,
  CarouselArrow,
  CarouselDots,
  useAutoplayCarousel,
} from '~/components/ui/carousel';
import { slidesAtStart, slidesNear } from '~/lib/carousel-window';
import { CarCard } from './car-card';

function FeaturedGrid({ cars }: { cars: CarSummary[] }) {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {cars.map((car) => (
        <CarCard key={car.id} car={car} />
      ))}
    </div>
  );
}

/**
 * More than a page of featured cars: 3 per page on desktops (1 on phones), 5 s auto-advance. Of up
 * to 24 cards, those on screen and a page either side are drawn (carousel-window.ts), the rest
 * when the carousel nears them: a phone lays out, paints and hydrates a few cards, not all.
 */
function FeaturedCarousel({ cars }: { cars: CarSummary[] }) {
  const [viewportRef, carousel] = useAutoplayCarousel(
    { loop: true, align: 'start', slidesToScroll: 'auto' },
    AUTO_ADVANCE_MS,
  );
  // Before embla measures (server HTML), count pages of the desktop layout.
  const pages = carousel.snapCount || Math.ceil(cars.length / FEATURED_CARS_PER_PAGE);
  const [drawn, setDrawn] = useState(
    () => new Set(slidesAtStart(cars.length, FEATURED_CARS_PER_PAGE)),
  );
  // Drawn as the render that shows the new snap is made, before the slides move in.
  const near = slidesNear(carousel.selected, carousel.snapCount, cars.length);
  if (near.some((index) => !drawn.has(index))) setDrawn(new Set([...drawn, ...near]));

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label="Featured vehicles"
      onKeyDown={carousel.onKeyDown}
      {...carousel.regionProps}
    >
      <div ref={viewportRef} className="-m-2 overflow-hidden p-2">
        <div className="-ml-6 flex touch-pan-y">
          {cars.map((car, index) => (
            <div
              key={car.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${cars.length}`}
              // An empty frame is nothing to a screen reader until its card is drawn.
              aria-hidden={drawn.has(index) ? undefined : true}
              className="min-w-0 shrink-0 grow-0 basis-full pl-6 sm:basis-1/2 lg:basis-1/3"
            >
              {drawn.has(index) && <CarCard car={car} />}
            </div>
          ))}
        </div>
      </div>
      <div className="mt-6 flex items-center justify-center gap-3">
        <CarouselArrow direction="prev" onClick={carousel.scrollPrev} label="Previous vehicles" />
        <CarouselDots
          count={pages}
          selected={carousel.selected}
          onSelect={carousel.scrollTo}
          labelOf={(index) => `Show page ${index + 1} of featured vehicles`}
          // Beside the arrows and the pause button, 8 dots fill a 390 px phone.
          max={8}
        />
        <CarouselArrow direction="next" onClick={carousel.scrollNext} label="Next vehicles" />
        <AutoplayToggle
          stopped={carousel.stopped}
          onToggle={carousel.toggle}
          label="featured vehicles"
        />
      </div>
    </div>
  );
}

/** Featured Vehicles of the home page (docs/product.md#home): a grid for up to 3 cars, else a carousel. */
export function FeaturedVehicles({ cars }: { cars: CarSummary[] }) {
  if (cars.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center text-slate-600">
        No featured vehicles available at this time.
      </p>
    );
  }
  return cars.length <= FEATURED_CARS_PER_PAGE ? (
    <FeaturedGrid cars={cars} />
  ) : (
    <FeaturedCarousel cars={cars} />
  );
}
