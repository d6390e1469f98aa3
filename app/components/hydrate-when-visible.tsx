import {
  Suspense,
  use,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { useHydrated } from '~/lib/use-hydrated';

interface Gate {
  open: boolean;
  /** True once the content has hydrated and its effects have run. */
  hydrated: boolean;
  /** What a visitor typed into the server's HTML before it hydrated. */
  typed: TypedValue[];
  /** A form the visitor submitted before it hydrated, with the button they used. */
  submitted: { form: HTMLFormElement; submitter: HTMLElement | null } | null;
  opened: Promise<void>;
  release: () => void;
  /** Holds a submit of the server's HTML and releases the gate. */
  holdSubmit: (form: HTMLFormElement, submitter: HTMLElement | null) => void;
  /** Marks the content hydrated; returns the submit held meanwhile, if any. */
  markHydrated: () => Gate['submitted'];
}

function createGate(open: boolean): Gate {
  let resolve = () => {};
  const opened = new Promise<void>((done) => (resolve = done));
  const gate: Gate = {
    open,
    hydrated: false,
    typed: [],
    submitted: null,
    opened,
    release: () => {
      gate.open = true;
      resolve();
    },
    holdSubmit: (form, submitter) => {
      gate.submitted = { form, submitter };
      gate.release();
    },
    markHydrated: () => {
      gate.hydrated = true;
      const submitted = gate.submitted;
      gate.submitted = null;
      return submitted;
    },
  };
  return gate;
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type TypedValue = { field: Field; value: string | boolean };

/** The fields under `root` a visitor has changed from the page's HTML. */
function typedValues(root: HTMLElement): TypedValue[] {
  const typed: TypedValue[] = [];
  for (const field of root.querySelectorAll<Field>('input, textarea, select')) {
    if (
      field instanceof HTMLInputElement &&
      (field.type === 'checkbox' || field.type === 'radio')
    ) {
      if (field.checked !== field.defaultChecked) typed.push({ field, value: field.checked });
    } else if (field instanceof HTMLSelectElement) {
      const changed = [...field.options].some(
        (option) => option.selected !== option.defaultSelected,
      );
      if (changed) typed.push({ field, value: field.value });
    } else if (field.value !== field.defaultValue) typed.push({ field, value: field.value });
  }
  return typed;
}

/**
 * Types a value again so the form's own handlers (react-hook-form) take it: React fires onChange
 * only when a field's value differs from the one it last saw, so it is first told of another.
 */
function retype({ field, value }: TypedValue) {
  if (typeof value === 'boolean') {
    if (!(field instanceof HTMLInputElement)) return;
    field.checked = !value;
    field.click();
    return;
  }
  field.value = value === '' ? ' ' : '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(
    new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
  );
}

// What a visitor typed into the server's HTML while the code loaded is read as the content
// hydrates (the first sibling's layout effect runs before the content's refs are attached, when
// react-hook-form would reset the fields) and typed again once its effects have run, so the form
// knows it.
function ReadTyped({ gate, place }: { gate: Gate; place: RefObject<HTMLDivElement | null> }) {
  useLayoutEffect(() => {
    if (place.current) gate.typed.push(...typedValues(place.current));
  }, [gate, place]);
  return null;
}

function RetypeTyped({ gate }: { gate: Gate }) {
  useEffect(() => {
    for (const typed of gate.typed.splice(0)) retype(typed);
    // A submit held before the form hydrated goes to the form's own handler now.
    const submitted = gate.markHydrated();
    if (submitted?.form.isConnected) {
      const { form, submitter } = submitted;
      form.requestSubmit(submitter?.isConnected && form.contains(submitter) ? submitter : null);
    }
  }, [gate]);
  return null;
}

function Gated({
  gate,
  place,
  children,
}: {
  gate: Gate;
  place: RefObject<HTMLDivElement | null>;
  children: ReactNode;
}) {
  if (!gate.open) use(gate.opened);
  return (
    <>
      <ReadTyped gate={gate} place={place} />
      {children}
      <RetypeTyped gate={gate} />
    </>
  );
}

/**
 * Content far down a page (docs/product.md#performance): the server renders it as usual, and the
 * browser leaves that HTML as it is while the page hydrates, then fetches the content's code
 * (a `lazyComponent` with `prefetch: false`) and hydrates it once it comes within `margin` of the
 * screen. A phone that never scrolls there never runs it. What a visitor types into its fields
 * meanwhile is kept, and a form submitted before its code has run is not sent by the browser
 * (its fields would end up in the address) but held and submitted to the form's own handler once
 * hydrated. On a client-side navigation it renders at once, with `fallback` while its code loads.
 */
export function HydrateWhenVisible({
  children,
  fallback,
  margin = '400px',
}: {
  children: ReactNode;
  fallback: ReactNode;
  margin?: string;
}) {
  // On the server and when rendered in the browser (a client-side navigation) the content
  // renders at once; it waits only while it hydrates server HTML, whether in the page's first
  // pass or later, inside a Suspense boundary whose code came after the page's.
  const hydrating = !useHydrated() && typeof document !== 'undefined';
  const [gate] = useState(() => createGate(!hydrating));
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = place.current;
    if (gate.open || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        gate.release();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [gate, margin]);
  useEffect(() => {
    const element = place.current;
    if (gate.hydrated || !element) return;
    const holdSubmit = (event: SubmitEvent) => {
      if (gate.hydrated || !(event.target instanceof HTMLFormElement)) return;
      event.preventDefault();
      gate.holdSubmit(event.target, event.submitter);
    };
    // Capture: before any handler of the page, and whether or not React has hydrated the form.
    element.addEventListener('submit', holdSubmit, true);
    return () => element.removeEventListener('submit', holdSubmit, true);
  }, [gate]);
  // The same element on every render: useHydrated renders this component again once hydrated,
  // and new props reaching a Suspense boundary that still holds server HTML would make React drop
  // that HTML for the fallback.
  const content = useMemo(
    () => (
      <Suspense fallback={fallback}>
        <Gated gate={gate} place={place}>
          {children}
        </Gated>
      </Suspense>
    ),
    [gate, fallback, children],
  );
  return <div ref={place}>{content}</div>;
}
