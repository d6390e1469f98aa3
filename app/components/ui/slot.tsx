import { cloneElement, isValidElement, type ReactNode, type Ref, type RefCallback } from 'react';

type Props = Record<string, unknown>;

/** Both refs, set together (and cleared together). */
function composeRefs<T>(first: Ref<T> | undefined, second: Ref<T> | undefined): Ref<T> | undefined {
  if (!first || !second) return first ?? second;
  const set = (ref: Ref<T>, value: T | null) => {
    if (typeof ref === 'function') ref(value);
    else if (ref) ref.current = value;
  };
  const both: RefCallback<T> = (value) => {
    set(first, value);
    set(second, value);
  };
  return both;
}

/**
 * Renders its only child with the slot's props merged in, as Radix's Slot does (a button's look
 * on a link): the child's props win, except that class names are joined, styles merged and both
 * event handlers run (the child's first). Radix's own stays with the primitives that use it; this
 * one keeps it out of the code every page loads.
 */
export function Slot({ children, ...slotProps }: Props & { children?: ReactNode }) {
  if (!isValidElement<Props>(children)) return null;
  const childProps = children.props;
  const merged: Props = { ...slotProps, ...childProps };
  for (const name of Object.keys(childProps)) {
    const slotValue = slotProps[name];
    const childValue = childProps[name];
    if (/^on[A-Z]/.test(name)) {
      if (typeof slotValue === 'function' && typeof childValue === 'function') {
        merged[name] = (...args: unknown[]) => {
          const result: unknown = childValue(...args);
          slotValue(...args);
          return result;
        };
      } else if (slotValue) merged[name] = slotValue;
    } else if (name === 'style') {
      merged[name] = { ...(slotValue as object), ...(childValue as object) };
    } else if (name === 'className') {
      merged[name] = [slotValue, childValue].filter(Boolean).join(' ');
    }
  }
  merged.ref = composeRefs(slotProps.ref as Ref<unknown>, childProps.ref as Ref<unknown>);
  return cloneElement(children, merged);
}
