import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useState, type KeyboardEvent } from 'react';
import { cn } from '~/lib/cn';

type EmblaCarouselType = NonNullable<UseEmblaCarouselType[1]>;

/** The selected snap and the number of snaps of an embla carousel, kept in React state. */
export function useCarouselState(api: EmblaCarouselType | undefined) {
  const [selected, setSelected] = useState(0);
  const [snapCount, setSnapCount] = useState(0);
  useEffect(() => {
    if (!api) return;
    const update = () => {
      setSelected(api.selectedScrollSnap());
      setSnapCount(api.scrollSnapList().length);
    };
    update();
    api.on('select', update).on('reInit', update);
    return () => {
      api.off('select', update).off('reInit', update);
    };
  }, [api]);
  const scrollPrev = useCallback(() => api?.scrollPrev(), [api]);
  const scrollNext = useCallback(() => api?.scrollNext(), [api]);
  const scrollTo = useCallback((index: number) => api?.scrollTo(index), [api]);
  /** Left and right arrow keys move the carousel (attach to the carousel's region). */
  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') {
        event.preventDefault();
        api?.scrollPrev();
      } else if (event.key === 'ArrowRight') {
        event.preventDefault();
        api?.scrollNext();
      }
    },
    [api],
  );
  return { selected, snapCount, scrollPrev, scrollNext, scrollTo, onKeyDown };
}

/** Is the visitor's system asking for reduced motion? (false on the server) */
export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}

export function CarouselArrow({
  direction,
  onClick,
  label,
  className,
}: {
  direction: 'prev' | 'next';
  onClick: () => void;
  label: string;
  className?: string;
}) {
  const Icon = direction === 'prev' ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={cn(
        'inline-flex size-10 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow-md ring-1 ring-slate-900/10 transition outline-none hover:bg-white focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
    >
      <Icon className="size-5" aria-hidden="true" />
    </button>
  );
}

/** One dot per snap; the current one is marked with aria-current. */
export function CarouselDots({
  count,
  selected,
  onSelect,
  labelOf,
  tone = 'dark',
  className,
}: {
  count: number;
  selected: number;
  onSelect: (index: number) => void;
  labelOf: (index: number) => string;
  tone?: 'dark' | 'light';
  className?: string;
}) {
  if (count <= 1) return null;
  return (
    <div className={cn('flex items-center justify-center gap-1', className)}>
      {Array.from({ length: count }, (_, index) => (
        <button
          key={index}
          type="button"
          onClick={() => onSelect(index)}
          aria-label={labelOf(index)}
          aria-current={index === selected ? 'true' : undefined}
          // 24 px hit area around a small dot (WCAG target size).
          className="group inline-flex size-6 items-center justify-center rounded-full outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <span
            className={cn(
              'block h-2.5 rounded-full transition-all',
              index === selected ? 'w-6' : 'w-2.5',
              tone === 'light'
                ? index === selected
                  ? 'bg-white'
                  : 'bg-white/60 group-hover:bg-white/80'
                : index === selected
                  ? 'bg-brand-700'
                  : 'bg-slate-300 group-hover:bg-slate-400',
            )}
          />
        </button>
      ))}
    </div>
  );
}
