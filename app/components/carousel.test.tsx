import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useReducedMotion } from './ui/carousel';

// The reduced-motion preference a carousel's autoplay obeys (docs/product.md#home): unknown on the
// server, then the browser's answer, and its changes while the page is open.

function Motion() {
  const reduced = useReducedMotion();
  return <p data-testid="motion">{String(reduced)}</p>;
}

/** A media query list whose answer the test sets, telling its listeners as a browser does. */
function stubMotionQuery(matches: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => query),
  );
  return {
    listeners,
    change(next: boolean) {
      query.matches = next;
      for (const listener of listeners) listener();
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('useReducedMotion', () => {
  it('is unknown (null) in the server render', () => {
    expect(renderToString(<Motion />)).toContain('>null<');
  });

  it("reads the browser's answer after rendering, follows its changes and stops listening when gone", async () => {
    const media = stubMotionQuery(true);
    const { unmount } = render(<Motion />);
    expect((await screen.findByTestId('motion')).textContent).toBe('true');
    act(() => media.change(false));
    expect(screen.getByTestId('motion').textContent).toBe('false');
    unmount();
    expect(media.listeners.size).toBe(0);
  });
});
