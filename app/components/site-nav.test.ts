import { describe, expect, it } from 'vitest';
import { ADMIN_NAV, MAIN_NAV, isNavItemActive } from './site-nav';

const shop = MAIN_NAV[0]!;
const sell = MAIN_NAV[1]!;

describe('active navigation item by path prefix', () => {
  it('matches the page and pages under it', () => {
    expect(isNavItemActive(shop, '/inventory')).toBe(true);
    expect(isNavItemActive(shop, '/cars/12')).toBe(true);
    expect(isNavItemActive(sell, '/sell')).toBe(true);
    expect(isNavItemActive(ADMIN_NAV, '/admin/cars/new')).toBe(true);
  });

  it('does not match a mere string prefix or another page', () => {
    expect(isNavItemActive(sell, '/seller')).toBe(false);
    expect(isNavItemActive(shop, '/')).toBe(false);
    expect(isNavItemActive(ADMIN_NAV, '/about')).toBe(false);
  });
});
