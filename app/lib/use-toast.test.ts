import { describe, expect, it } from 'vitest';
import { TOAST_LIMIT, toastReducer, type ToastItem } from './use-toast';

const item = (id: string): ToastItem => ({ id, open: true, title: id });

describe('toast store (spec §9)', () => {
  it('keeps one toast at a time, the newest', () => {
    expect(TOAST_LIMIT).toBe(1);
    let state = toastReducer([], { type: 'add', toast: item('1') });
    state = toastReducer(state, { type: 'add', toast: item('2') });
    expect(state.map((t) => t.id)).toEqual(['2']);
  });

  it('closes on dismiss and drops on remove', () => {
    let state = toastReducer([], { type: 'add', toast: item('1') });
    state = toastReducer(state, { type: 'dismiss', id: '1' });
    expect(state[0]!.open).toBe(false);
    state = toastReducer(state, { type: 'remove', id: '1' });
    expect(state).toEqual([]);
  });

  it('updates a toast in place', () => {
    const state = toastReducer([item('1')], {
      type: 'update',
      toast: { id: '1', title: 'Saved' },
    });
    expect(state[0]!.title).toBe('Saved');
  });
});
