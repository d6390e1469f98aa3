import { describe, expect, it } from 'vitest';
import { SlugSchema, slugify } from './blog';

describe('slugify (spec §5)', () => {
  it('lowercases and collapses runs of other characters into one hyphen', () => {
    expect(slugify('Winter Tires in BC')).toBe('winter-tires-in-bc');
    expect(slugify('Tips & Tricks: 5 ways -- to save!')).toBe('tips-tricks-5-ways-to-save');
  });

  it('trims hyphens from the ends', () => {
    expect(slugify('  --Hello, World!--  ')).toBe('hello-world');
  });

  it('drops accents instead of the letters', () => {
    expect(slugify('Café Crème Review')).toBe('cafe-creme-review');
  });

  it('gives slugs the schema accepts', () => {
    expect(SlugSchema.safeParse(slugify('2024 Honda Civic: a review')).success).toBe(true);
  });

  it('is empty for a title without letters or digits', () => {
    expect(slugify('!!! ---')).toBe('');
  });
});
