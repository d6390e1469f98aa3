import { describe, expect, it } from 'vitest';
import {
  discountPercent,
  displayPrice,
  formatMileage,
  formatMoney,
  formatNumber,
  formatPrice,
} from './format';

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

describe('numbers written without Intl', () => {
  const intl = {
    price: new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    }),
    money: new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
    number: new Intl.NumberFormat('en-US'),
  };
  // Ties on the shortest decimal form (1.005, 2.5), negatives, zeros, tiny and huge numbers, and
  // a spread of random prices, payments and mileages.
  const values = [
    0,
    -0,
    0.4,
    -0.4,
    0.5,
    -0.5,
    2.5,
    -2.5,
    1.005,
    -1.005,
    2.675,
    1.0005,
    0.0005,
    1e-7,
    999.995,
    999_999.5,
    1234.56789,
    28995.5,
    39852,
    553.5,
    1e20,
    123_456_789.125,
    1e21,
    NaN,
    Infinity,
    -Infinity,
  ];
  let seed = 17;
  const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  for (let n = 0; n < 2000; n++) {
    values.push(Math.round(random() * 10 ** (1 + (n % 9)) * 1000) / 1000 - (n % 7 === 0 ? 500 : 0));
  }

  it('writes prices, money and numbers exactly as Intl en-US does', () => {
    for (const value of values) {
      expect(formatPrice(value), String(value)).toBe(intl.price.format(value));
      expect(formatMoney(value), String(value)).toBe(intl.money.format(value));
      expect(formatNumber(value), String(value)).toBe(intl.number.format(value));
    }
  });
});
