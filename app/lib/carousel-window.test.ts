import { describe, expect, it } from 'vitest';
import { slidesAtStart, slidesNear } from './carousel-window';

describe('slidesAtStart', () => {
  it('draws every slide of a carousel of up to three pages', () => {
    expect(slidesAtStart(4, 3)).toEqual([0, 1, 2, 3]);
    expect(slidesAtStart(9, 3)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('draws the first two pages and the last of a longer one', () => {
    expect(slidesAtStart(24, 3)).toEqual([0, 1, 2, 3, 4, 5, 21, 22, 23]);
    expect(slidesAtStart(10, 3)).toEqual([0, 1, 2, 3, 4, 5, 7, 8, 9]);
  });
});

describe('slidesNear', () => {
  it('is empty until the carousel has measured its snaps', () => {
    expect(slidesNear(0, 0, 24)).toEqual([]);
  });

  it('gives the snap shown and its neighbours, one slide per snap on a phone', () => {
    expect(slidesNear(5, 24, 24).sort((a, b) => a - b)).toEqual([4, 5, 6]);
  });

  it('wraps around both ends of a looping carousel', () => {
    expect(slidesNear(0, 24, 24).sort((a, b) => a - b)).toEqual([0, 1, 23]);
    expect(slidesNear(23, 24, 24).sort((a, b) => a - b)).toEqual([0, 22, 23]);
  });

  it('groups the slides of a snap as embla does, the last group shorter', () => {
    // 10 slides, 3 on screen: snaps [0-2] [3-5] [6-8] [9].
    expect(slidesNear(3, 4, 10).sort((a, b) => a - b)).toEqual([0, 1, 2, 6, 7, 8, 9]);
    expect(slidesNear(0, 4, 10).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 9]);
    // 24 slides, 3 on screen: 8 snaps.
    expect(slidesNear(7, 8, 24).sort((a, b) => a - b)).toEqual([0, 1, 2, 18, 19, 20, 21, 22, 23]);
  });

  it('lists a slide once when there are only two snaps', () => {
    expect(slidesNear(0, 2, 4).sort((a, b) => a - b)).toEqual([0, 1, 2, 3]);
  });
});
