import { describe, expect, it } from 'vitest';
import { buildCarRecord } from '../tests/factories/cars';
import type { BlogPost } from './schemas/blog';
import { toCarSummary, toPostSummary } from './summaries';

describe('toCarSummary', () => {
  it('keeps what a card shows, with the cover photo only', () => {
    const car = buildCarRecord({ id: 12, photos: ['cover', 'second', 'third'] });
    const summary = toCarSummary(car);
    expect(Object.keys(summary).sort()).toEqual([
      'discountedPrice',
      'fuelType',
      'id',
      'inStockSince',
      'make',
      'mileage',
      'model',
      'originalPrice',
      'photos',
      'price',
      'priceReducedAt',
      'priceReducedFrom',
      'status',
      'trim',
      'year',
    ]);
    expect(summary.photos).toEqual(['cover']);
    expect(summary).toMatchObject({ id: 12, make: car.make, model: car.model, price: car.price });
  });
});

describe('toPostSummary', () => {
  it('leaves the text and the editorial fields out', () => {
    const post: BlogPost = {
      id: 3,
      title: 'Winter tires in BC',
      slug: 'winter-tires-in-bc',
      content: '<p>The whole article.</p>',
      excerpt: 'What the rule means.',
      featuredImage: null,
      metaDescription: 'For search engines',
      category: 'Maintenance',
      published: true,
      authorId: null,
      createdAt: '2026-11-01T17:00:00.000Z',
      updatedAt: '2026-11-02T17:00:00.000Z',
    };
    expect(toPostSummary(post)).toEqual({
      id: 3,
      title: 'Winter tires in BC',
      slug: 'winter-tires-in-bc',
      excerpt: 'What the rule means.',
      featuredImage: null,
      category: 'Maintenance',
      createdAt: '2026-11-01T17:00:00.000Z',
    });
  });
});
