import useEmblaCarousel from 'embla-carousel-react';
import { BadgeDollarSign, CarFront, ShieldCheck, type LucideIcon } from 'lucide-react';
import { AUTO_ADVANCE_MS } from '../../../common/constants';
import {
  AutoplayToggle,
  CarouselArrow,
  CarouselDots,
  useAutoplayPlugin,
  useCarouselAutoplay,
  useCarouselState,
} from '~/components/ui/carousel';
import { cn } from '~/lib/cn';
import { ButtonLink } from '~/components/button-link';

interface Slide {
  eyebrow: string;
  title: string;
  text: string;
  primary: { to: string; label: string };
  secondary: { to: string; label: string };
  icon: LucideIcon;
  background: string;
}

// The three fixed promotional slides of the home page (docs/product.md#home).
const SLIDES: Slide[] = [
  {
    eyebrow: 'Richmond, BC',
    title: 'Find Your Next Car With Confidence',
    text: 'Quality pre-owned cars, trucks and SUVs, every one inspected and honestly priced.',
    primary: { to: '/inventory', label: 'Browse Inventory' },
    secondary: { to: '/contact', label: 'Schedule Test Drive' },
    icon: CarFront,
    background: 'from-brand-950 via-brand-900 to-brand-700',
  },
  {
    eyebrow: 'Financing',
    title: 'Financing That Fits Your Budget',
    text: 'Competitive rates and flexible terms for every credit situation, arranged in one visit.',
    primary: { to: '/inventory', label: 'Shop Vehicles' },
    secondary: { to: '/contact', label: 'Ask About Financing' },
    icon: BadgeDollarSign,
    background: 'from-slate-950 via-slate-900 to-brand-800',
  },
  {
    eyebrow: 'Certified Pre-Owned',
    title: 'Peace of Mind on Every Drive',
    text: 'Multi-point inspections, history reports and warranty options on certified vehicles.',
    primary: { to: '/inventory', label: 'View Vehicles' },
    secondary: { to: '/contact', label: 'Contact Us' },
    icon: ShieldCheck,
    background: 'from-brand-900 via-brand-800 to-slate-900',
  },
];

/**
 * The home page's hero (docs/product.md#home): 3 slides that loop and advance every 5 seconds, with arrows,
 * dots and a pause button; it pauses on hover and focus and stays still under reduced motion.
 */
export function HeroCarousel() {
  const autoplay = useAutoplayPlugin(AUTO_ADVANCE_MS);
  const [viewportRef, api] = useEmblaCarousel({ loop: true }, [autoplay]);
  const { selected, scrollPrev, scrollNext, scrollTo, onKeyDown } = useCarouselState(api);
  const { playing, stopped, toggle, regionProps } = useCarouselAutoplay(api, autoplay);

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Highlights"
      className="relative bg-brand-950 text-white"
      onKeyDown={onKeyDown}
      {...regionProps}
    >
      <div ref={viewportRef} className="overflow-hidden">
        <div className="flex touch-pan-y" aria-live={playing ? 'off' : 'polite'}>
          {SLIDES.map((slide, index) => {
            const Heading = index === 0 ? 'h1' : 'h2';
            return (
              <div
                key={slide.title}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${SLIDES.length}`}
                // Off-screen slides stay out of the tab order and the accessibility tree.
                inert={index !== selected}
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
                  <Heading className="mt-3 max-w-2xl text-4xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl">
                    {slide.title}
                  </Heading>
                  <p className="mt-4 max-w-xl text-lg text-slate-200">{slide.text}</p>
                  <div className="mt-8 flex flex-wrap gap-3">
                    <ButtonLink to={slide.primary.to} size="lg" variant="accent">
                      {slide.primary.label}
                    </ButtonLink>
                    <ButtonLink to={slide.secondary.to} size="lg" variant="inverse">
                      {slide.secondary.label}
                    </ButtonLink>
                  </div>
                </div>
              </div>
            );
          })}
        </div>
      </div>
      <CarouselArrow
        direction="prev"
        onClick={scrollPrev}
        label="Previous slide"
        className="absolute top-1/2 left-3 hidden -translate-y-1/2 sm:inline-flex"
      />
      <CarouselArrow
        direction="next"
        onClick={scrollNext}
        label="Next slide"
        className="absolute top-1/2 right-3 hidden -translate-y-1/2 sm:inline-flex"
      />
      <div className="absolute inset-x-0 bottom-14 flex items-center justify-center gap-3 sm:bottom-16">
        <CarouselArrow
          direction="prev"
          onClick={scrollPrev}
          label="Previous slide"
          className="size-9 sm:hidden"
        />
        <CarouselDots
          count={SLIDES.length}
          selected={selected}
          onSelect={scrollTo}
          labelOf={(index) => `Go to slide ${index + 1}`}
          tone="light"
        />
        <CarouselArrow
          direction="next"
          onClick={scrollNext}
          label="Next slide"
          className="size-9 sm:hidden"
        />
        <AutoplayToggle stopped={stopped} onToggle={toggle} label="slide show" className="size-9" />
      </div>
    </section>
  );
}
