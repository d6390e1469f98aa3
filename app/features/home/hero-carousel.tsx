import type { LucideIcon } from 'lucide-react';
import BadgeDollarSign from 'lucide-react/icons/badge-dollar-sign';
import CarFront from 'lucide-react/icons/car-front';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { AUTO_ADVANCE_MS } from '../../../common/public-lists';
import {
  AutoplayToggle,
  CarouselArrow,
  CarouselDots,
  useAutoplayCarousel,
} from '~/components/ui/carousel';
import { cn } from '~/lib/cn';
import { ButtonLink } from '~/components/button-link';
import { SITE } from '../../../common/site';

interface Slide {
  eyebrow: string;
  title: string;
  text: string;
  /** The labels of its two buttons: to the inventory, and to the contact page. */
  inventoryLabel: string;
  contactLabel: string;
  icon: LucideIcon;
  background: string;
}

// The three fixed promotional slides of the home page (docs/product.md#home).
const SLIDES: Slide[] = [
  {
    eyebrow: 'Richmond, BC',
    title: 'Find Your Next Car With Confidence',
    text: 'Quality pre-owned cars, trucks and SUVs, every one inspected and honestly priced.',
    inventoryLabel: 'Browse Inventory',
    contactLabel: 'Schedule Test Drive',
    icon: CarFront,
    background: 'from-brand-950 via-brand-900 to-brand-700',
  },
  {
    eyebrow: 'Financing',
    title: 'Financing That Fits Your Budget',
    text: 'Competitive rates and flexible terms for every credit situation, arranged in one visit.',
    inventoryLabel: 'Shop Vehicles',
    contactLabel: 'Ask About Financing',
    icon: BadgeDollarSign,
    background: 'from-slate-950 via-slate-900 to-brand-800',
  },
  {
    eyebrow: 'Certified Pre-Owned',
    title: 'Peace of Mind on Every Drive',
    text: 'Multi-point inspections, history reports and warranty options on certified vehicles.',
    inventoryLabel: 'View Vehicles',
    contactLabel: 'Contact Us',
    icon: ShieldCheck,
    background: 'from-brand-900 via-brand-800 to-slate-900',
  },
];

/**
 * The home page's hero (docs/product.md#home): 3 slides that loop and advance every 5 seconds, with arrows,
 * dots and a pause button; it pauses on hover and focus and stays still under reduced motion.
 */
export function HeroCarousel() {
  const [viewportRef, carousel] = useAutoplayCarousel({ loop: true }, AUTO_ADVANCE_MS);
  // Each arrow twice: beside the slides from 640 px, in the bar under them on phones.
  const arrow = (direction: 'prev' | 'next', className: string) => (
    <CarouselArrow
      direction={direction}
      onClick={direction === 'prev' ? carousel.scrollPrev : carousel.scrollNext}
      label={direction === 'prev' ? 'Previous slide' : 'Next slide'}
      className={className}
    />
  );

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Highlights"
      className="relative bg-brand-950 text-white"
      onKeyDown={carousel.onKeyDown}
      {...carousel.regionProps}
    >
      {/* The page's one h1, outside the slides: off-screen slides are inert, so a title of the
          first slide would leave the page without one whenever another slide shows. */}
      <h1 className="sr-only">
        {SITE.name}: used cars in {SITE.address.city}, {SITE.address.region}
      </h1>
      <div ref={viewportRef} className="overflow-hidden">
        <div className="flex touch-pan-y" aria-live={carousel.playing ? 'off' : 'polite'}>
          {SLIDES.map((slide, index) => {
            return (
              <div
                key={slide.title}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${SLIDES.length}`}
                // Off-screen slides stay out of the tab order and the accessibility tree.
                inert={index !== carousel.selected}
                className={cn(
                  'relative min-w-0 shrink-0 grow-0 basis-full overflow-hidden bg-gradient-to-br',
                  slide.background,
                )}
              >
                <slide.icon
                  aria-hidden="true"
                  strokeWidth={1}
                  className="pointer-events-none absolute top-1/2 -right-16 hidden size-[26rem] -translate-y-1/2 text-white/10 md:block lg:right-8"
                />
                <div className="relative mx-auto flex min-h-[26rem] max-w-7xl flex-col justify-center px-6 pt-12 pb-32 sm:min-h-[30rem] sm:px-16 lg:px-20">
                  <p className="text-sm font-bold tracking-[0.2em] text-accent-400 uppercase">
                    {slide.eyebrow}
                  </p>
                  <h2 className="mt-3 max-w-2xl text-4xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl">
                    {slide.title}
                  </h2>
                  <p className="mt-4 max-w-xl text-lg text-slate-200">{slide.text}</p>
                  <div className="mt-8 flex flex-wrap gap-3">
                    <ButtonLink to="/inventory" size="lg" variant="accent">
                      {slide.inventoryLabel}
                    </ButtonLink>
                    <ButtonLink to="/contact" size="lg" variant="inverse">
                      {slide.contactLabel}
                    </ButtonLink>
                  </div>
                </div>
              </div>
            );
          })}
        </div>
      </div>
      {arrow('prev', 'absolute top-1/2 left-3 hidden -translate-y-1/2 sm:inline-flex')}
      {arrow('next', 'absolute top-1/2 right-3 hidden -translate-y-1/2 sm:inline-flex')}
      <div className="absolute inset-x-0 bottom-14 flex items-center justify-center gap-3 sm:bottom-16">
        {arrow('prev', 'size-9 sm:hidden')}
        <CarouselDots
          count={SLIDES.length}
          selected={carousel.selected}
          onSelect={carousel.scrollTo}
          labelOf={(index) => `Go to slide ${index + 1}`}
          tone="light"
        />
        {arrow('next', 'size-9 sm:hidden')}
        <AutoplayToggle
          stopped={carousel.stopped}
          onToggle={carousel.toggle}
          label="slide show"
          className="size-9"
        />
      </div>
    </section>
  );
}
