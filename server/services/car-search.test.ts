import { describe, expect, it } from 'vitest';
import { keywordWords, typoDistance } from './car-search';

describe('the words of a keyword search (docs/product.md#keyword-search)', () => {
  it('lower-cases, splits on spaces, trims punctuation, drops repeats, keeps six', () => {
    expect(keywordWords('  Honda,  "CIVIC" honda! ').map((w) => w.word)).toEqual([
      'honda',
      'civic',
    ]);
    expect(keywordWords('a b c d e f g h')).toHaveLength(6);
    expect(keywordWords(undefined)).toEqual([]);
    expect(keywordWords(' -- / ')).toEqual([]);
  });

  it('matches a word with a digit as typed, a short one whole, letters by their start', () => {
    expect(keywordWords('004352 f-150 cr-v ev x5 civ')).toEqual([
      { kind: 'fragment', word: '004352' },
      { kind: 'fragment', word: 'f-150' },
      { kind: 'prefix', word: 'cr-v' },
      { kind: 'whole', word: 'ev' },
      { kind: 'fragment', word: 'x5' },
      { kind: 'prefix', word: 'civ' },
    ]);
  });

  it('corrects a misspelling by one edit, two from five letters', () => {
    expect(typoDistance('bwm')).toBe(1);
    expect(typoDistance('civc')).toBe(1);
    expect(typoDistance('hinda')).toBe(2);
  });
});
