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
import { useLocation, useNavigation } from 'react-router';
import { useHydrated } from '~/lib/use-hydrated';

interface Gate {
  open: boolean;
  /** The location the content was first rendered at (React Router's key). */
  locationKey: string;
  /** True once the content has hydrated and its effects have run. */
  hydrated: boolean;
  /** What a visitor typed into the server's HTML before it hydrated. */
  typed: TypedValue[];
  /** A form the visitor submitted before it hydrated, with the button they used. */
  submitted: { form: HTMLFormElement; submitter: HTMLElement | null } | null;
  /**
   * The place among the content's buttons of one the visitor pressed before it hydrated (a
   * carousel's arrow, a favourite's heart): React may have drawn the content anew meanwhile.
   */
  pressed: number | null;
  opened: Promise<void>;
  release: () => void;
  /** Holds a submit of the server's HTML and releases the gate. */
  holdSubmit: (form: HTMLFormElement, submitter: HTMLElement | null) => void;
  /** Holds a press of a button of the server's HTML and releases the gate. */
  holdPress: (button: number) => void;
  /** Marks the content hydrated; returns the submit and the press held meanwhile, if any. */
  markHydrated: () => Pick<Gate, 'submitted' | 'pressed'>;
}

function createGate(open: boolean, locationKey: string): Gate {
  let resolve = () => {};
  const opened = new Promise<void>((done) => (resolve = done));
  const gate: Gate = {
    open,
    locationKey,
    hydrated: false,
    typed: [],
    submitted: null,
    pressed: null,
    opened,
    release: () => {
      gate.open = true;
      resolve();
    },
    holdSubmit: (form, submitter) => {
      gate.submitted = { form, submitter };
      gate.release();
    },
    holdPress: (button) => {
      gate.pressed = button;
      gate.release();
    },
    markHydrated: () => {
      gate.hydrated = true;
      const held = { submitted: gate.submitted, pressed: gate.pressed };
      gate.submitted = null;
      gate.pressed = null;
      return held;
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

function RetypeTyped({ gate, place }: { gate: Gate; place: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    for (const typed of gate.typed.splice(0)) retype(typed);
    // A submit held before the form hydrated goes to the form's own handler now, and a button
    // pressed meanwhile is pressed again.
    const { submitted, pressed } = gate.markHydrated();
    if (submitted?.form.isConnected) {
      const { form, submitter } = submitted;
      form.requestSubmit(submitter?.isConnected && form.contains(submitter) ? submitter : null);
    }
    if (pressed !== null) place.current?.querySelectorAll('button')[pressed]?.click();
  }, [gate, place]);
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
  // A navigation makes React render content still waiting afresh instead of hydrating it (React
  // Router's state is a context above it). When the content stays on screen (a navigation to the
  // same page: the home page's logo), that render must not wait, or the content would give way to
  // its fallback until scrolled to. Content the navigation leaves keeps waiting (its code is not
  // fetched for nothing), as it does for React Router's other updates while the page stays.
  const hydrating = !useHydrated();
  const navigation = useNavigation();
  const location = useLocation();
  const navigatedHere =
    location.key !== gate.locationKey || navigation.location?.pathname === location.pathname;
  if (!hydrating && navigatedHere) gate.release();
  if (!gate.open) use(gate.opened);
  return (
    <>
      <ReadTyped gate={gate} place={place} />
      {children}
      <RetypeTyped gate={gate} place={place} />
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
 * hydrated; a button pressed meanwhile opens the gate at once and is pressed again once hydrated.
 * On a client-side navigation it renders at once, with `fallback` while its code loads.
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
  const { key } = useLocation();
  const [gate] = useState(() => createGate(!hydrating, key));
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
    // React stops a click on content still waiting to hydrate (it cannot run its handler yet) in
    // its own capture listener on the document, so the press is caught on the window, before it.
    const holdPress = (event: MouseEvent) => {
      if (gate.hydrated || !(event.target instanceof Element)) return;
      const button = event.target.closest('button');
      // A form's submit button is left to submit it (held above).
      if (!button || !element.contains(button) || (button.form && button.type === 'submit')) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      gate.holdPress([...element.querySelectorAll('button')].indexOf(button));
    };
    // Capture: before any handler of the page, and whether or not React has hydrated the form.
    element.addEventListener('submit', holdSubmit, true);
    window.addEventListener('click', holdPress, true);
    return () => {
      element.removeEventListener('submit', holdSubmit, true);
      window.removeEventListener('click', holdPress, true);
    };
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
