import type { EmblaCarouselType, EmblaOptionsType, EmblaPluginType } from 'embla-carousel';
import type { AutoplayType } from 'embla-carousel-autoplay';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Pause from 'lucide-react/icons/pause';
import Play from 'lucide-react/icons/play';
import {
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { cn } from '~/lib/cn';
import { useMediaQuery } from './use-media-query';

/**
 * An embla carousel on the element given to the returned ref, with embla's code (and its plugins')
 * fetched once the page has hydrated (docs/product.md#performance): the server's HTML already
 * shows the first slide, so a page paints and hydrates without it. Options are applied again when
 * they change; embla itself follows slides added or removed.
 */
export function useEmblaCarousel(
  options: EmblaOptionsType,
  loadPlugins?: () => Promise<EmblaPluginType[]>,
) {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  // A state update from a ref or a layout effect is urgent: React renders it at the end of the
  // commit that set it, and runs every passive effect of that commit first. Set while the page
  // hydrates, it made one long task of the hydration's commit, all its effects and this render
  // (docs/product.md#performance); as a transition it is a task, and interruptible, of its own.
  const viewportRef = useCallback((element: HTMLElement | null) => {
    startTransition(() => setViewport(element));
  }, []);
  const latest = useRef({ options, loadPlugins });
  // Runs before the effects below (effects run in order), which read the latest values.
  useEffect(() => {
    latest.current = { options, loadPlugins };
  });
  const optionsKey = JSON.stringify(options);
  // The options embla was last given: it is made with them, so only a later change re-inits it.
  const applied = useRef(optionsKey);
  useEffect(() => {
    if (!api || applied.current === optionsKey) return;
    applied.current = optionsKey;
    api.reInit(latest.current.options);
  }, [api, optionsKey]);
  useEffect(() => {
    if (!viewport) return;
    let carousel: EmblaCarouselType | undefined;
    let ended = false;
    const { loadPlugins: plugins } = latest.current;
    void Promise.all([import('embla-carousel'), plugins ? plugins() : []]).then(
      ([{ default: EmblaCarousel }, loaded]) => {
        if (ended) return;
        applied.current = JSON.stringify(latest.current.options);
        const made = EmblaCarousel(viewport, latest.current.options, loaded);
        carousel = made;
        // Renders the carousel with embla's controls: not urgent either (see viewportRef).
        startTransition(() => setApi(made));
      },
    );
    return () => {
      ended = true;
      carousel?.destroy();
      setApi(undefined);
    };
  }, [viewport]);
  return [viewportRef, api] as const;
}

/**
 * The selected snap and the number of snaps of an embla carousel, kept in React state, and its
 * controls. A control used before embla has loaded is carried out as soon as it has.
 */
export function useCarouselState(api: EmblaCarouselType | undefined) {
  const [selected, setSelected] = useState(0);
  const [snapCount, setSnapCount] = useState(0);
  const waiting = useRef<((api: EmblaCarouselType) => void)[]>([]);
  useEffect(() => {
    if (!api) return;
    const update = () => {
      setSelected(api.selectedScrollSnap());
      setSnapCount(api.scrollSnapList().length);
    };
    // The first reading renders the dots: after hydration, so not urgent (see useEmblaCarousel).
    startTransition(update);
    api.on('select', update).on('reInit', update);
    for (const action of waiting.current.splice(0)) action(api);
    return () => {
      api.off('select', update).off('reInit', update);
    };
  }, [api]);
  const withApi = useCallback(
    (action: (api: EmblaCarouselType) => void) => {
      if (api) action(api);
      else waiting.current.push(action);
    },
    [api],
  );
  const scrollPrev = useCallback(() => withApi((ready) => ready.scrollPrev()), [withApi]);
  const scrollNext = useCallback(() => withApi((ready) => ready.scrollNext()), [withApi]);
  const scrollTo = useCallback(
    (index: number) => withApi((ready) => ready.scrollTo(index)),
    [withApi],
  );
  /** Left and right arrow keys move the carousel (attach to the carousel's region). */
  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') {
        event.preventDefault();
        scrollPrev();
      } else if (event.key === 'ArrowRight') {
        event.preventDefault();
        scrollNext();
      }
    },
    [scrollPrev, scrollNext],
  );
  return { selected, snapCount, scrollPrev, scrollNext, scrollTo, onKeyDown };
}

/**
 * Does the visitor's system ask for reduced motion? null on the server and until the browser's
 * answer is read, after the first render (useMediaQuery).
 */
export const useReducedMotion = (): boolean | null =>
  useMediaQuery('(prefers-reduced-motion: reduce)');

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

/**
 * One dot per snap; the current one is marked with aria-current. Past `max` dots (a row of them
 * would run off a phone's screen) it shows where the carousel is instead: "3 / 24".
 */
export function CarouselDots({
  count,
  selected,
  onSelect,
  labelOf,
  tone = 'dark',
  max = Infinity,
  className,
}: {
  count: number;
  selected: number;
  onSelect: (index: number) => void;
  labelOf: (index: number) => string;
  tone?: 'dark' | 'light';
  max?: number;
  className?: string;
}) {
  if (count <= 1) return null;
  if (count > max) {
    return (
      <p
        className={cn(
          'min-w-16 text-center text-sm font-semibold tabular-nums',
          tone === 'light' ? 'text-white' : 'text-slate-700',
          className,
        )}
      >
        <span className="sr-only">
          Page {selected + 1} of {count}
        </span>
        <span aria-hidden="true">
          {selected + 1} / {count}
        </span>
      </p>
    );
  }
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

/**
 * The embla autoplay plugin for useCarouselAutoplay, loaded with embla: it starts stopped and
 * leaves pausing on hover, focus and interaction to that hook.
 */
const loadAutoplay = (delay: number) => () =>
  import('embla-carousel-autoplay').then(({ default: Autoplay }) => [
    Autoplay({
      delay,
      playOnInit: false,
      stopOnInteraction: false,
      stopOnMouseEnter: false,
      stopOnFocusIn: false,
    }),
  ]);

/**
 * Auto-advance that respects the visitor (WAI carousel pattern): it pauses while the pointer is
 * over the carousel or focus is inside it, stops for good with the pause button, and never starts
 * when the system asks for reduced motion. Spread `regionProps` on the carousel's region.
 */
function useCarouselAutoplay(api: EmblaCarouselType | undefined) {
  const reducedMotion = useReducedMotion();
  // The visitor's own choice with the pause/play button wins over the system preference.
  const [choice, setChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const enabled = reducedMotion !== null && (choice ?? !reducedMotion);
  const playing = enabled && !hovered && !focused;

  useEffect(() => {
    const plugin = api?.plugins().autoplay as AutoplayType | undefined;
    if (!api || !plugin) return;
    if (playing) plugin.play();
    else plugin.stop();
    // The plugin restarts itself after a swipe; keep it stopped while we say so.
    const keepStopped = () => {
      if (!playing) plugin.stop();
    };
    api.on('autoplay:play', keepStopped);
    return () => {
      api.off('autoplay:play', keepStopped);
    };
  }, [api, playing]);

  const regionProps = {
    // "true" once embla and its autoplay have loaded (after hydration): from then on it advances.
    'data-ready': api !== undefined,
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };
  return {
    playing,
    /** Auto-advance is switched off (by the visitor or by reduced motion). */
    stopped: !enabled,
    toggle: () => setChoice(!enabled),
    regionProps,
  };
}

/** The visible pause/play control of an auto-advancing carousel. */
export function AutoplayToggle({
  stopped,
  onToggle,
  label,
  className,
}: {
  stopped: boolean;
  onToggle: () => void;
  /** What is paused, e.g. 'slide show'. */
  label: string;
  className?: string;
}) {
  const Icon = stopped ? Play : Pause;
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={stopped ? `Play ${label}` : `Pause ${label}`}
      className={cn(
        'inline-flex size-10 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow-md ring-1 ring-slate-900/10 transition outline-none hover:bg-white focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
    >
      <Icon className="size-4" aria-hidden="true" />
    </button>
  );
}

/**
 * An embla carousel that advances every `delay` ms as useCarouselAutoplay allows: the viewport's
 * ref, and the state of useCarouselState with the controls of useCarouselAutoplay.
 */
export function useAutoplayCarousel(options: EmblaOptionsType, delay: number) {
  const [viewportRef, api] = useEmblaCarousel(options, loadAutoplay(delay));
  const carousel = { ...useCarouselState(api), ...useCarouselAutoplay(api) };
  return [viewportRef, carousel] as const;
}
