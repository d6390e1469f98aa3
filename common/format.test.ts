import { describe, expect, it } from 'vitest';
import { discountPercent, displayPrice, formatMileage, formatMoney, formatPrice } from './format';

describe('display rules (docs/product.md#display-rules)', () => {
  it('shows the discounted price when above 0', () => {
    expect(displayPrice({ price: 30000, originalPrice: 32000, discountedPrice: 28000 })).toBe(
      28000,
    );
    expect(displayPrice({ price: 30000, originalPrice: null, discountedPrice: 0 })).toBe(30000);
    expect(displayPrice({ price: 30000, originalPrice: null, discountedPrice: null })).toBe(30000);
  });

  it('rounds the discount percentage and shows it only for a real discount', () => {
    expect(discountPercent({ price: 0, originalPrice: 30000, discountedPrice: 26000 })).toBe(13);
    expect(discountPercent({ price: 0, originalPrice: 30000, discountedPrice: 30000 })).toBeNull();
    expect(discountPercent({ price: 0, originalPrice: 20000, discountedPrice: 25000 })).toBeNull();
    expect(discountPercent({ price: 0, originalPrice: null, discountedPrice: 25000 })).toBeNull();
  });

  it('formats dollars without decimals and km', () => {
    expect(formatPrice(28995.5)).toBe('$28,996');
    expect(formatPrice(0)).toBe('$0');
    expect(formatMileage(45210)).toBe('45,210 km');
    expect(formatMoney(553.5)).toBe('$553.50');
    expect(formatMoney(39852)).toBe('$39,852.00');
  });
});
