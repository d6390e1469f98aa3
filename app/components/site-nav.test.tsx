import { describe, expect, it } from 'vitest';
import { currentAt } from '../../tests/support/nav-current';
import { ADMIN_NAV, MAIN_NAV } from './site-nav';

const SITE_NAV = [...MAIN_NAV, ADMIN_NAV];

describe('the current navigation item', () => {
  it('is the page and the pages under it', () => {
    expect(currentAt(SITE_NAV, '/inventory')).toEqual(['Shop']);
    expect(currentAt(SITE_NAV, '/sell')).toEqual(['Sell']);
    expect(currentAt(SITE_NAV, '/about')).toEqual(['About Us']);
    expect(currentAt(SITE_NAV, '/contact')).toEqual(['Contact']);
    expect(currentAt(SITE_NAV, '/admin')).toEqual(['Admin Dashboard']);
    expect(currentAt(SITE_NAV, '/admin/cars/new')).toEqual(['Admin Dashboard']);
    expect(currentAt(SITE_NAV, '/admin/leads')).toEqual(['Admin Dashboard']);
  });

  it('is Shop on a car page', () => {
    expect(currentAt(SITE_NAV, '/cars/12')).toEqual(['Shop']);
  });

  it('is none on other pages, nor on a mere string prefix', () => {
    expect(currentAt(SITE_NAV, '/')).toEqual([]);
    expect(currentAt(SITE_NAV, '/blog/a-post')).toEqual([]);
    expect(currentAt(SITE_NAV, '/seller')).toEqual([]);
    expect(currentAt(SITE_NAV, '/carsharing')).toEqual([]);
    expect(currentAt(SITE_NAV, '/administrator')).toEqual([]);
  });
});
