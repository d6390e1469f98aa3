import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ADMIN_NAV, ADMIN_SECTIONS, MAIN_NAV, NavItemLink, type NavItem } from './site-nav';

/** The labels of the links rendered as current at `pathname` (aria-current and className agree). */
function currentAt(items: NavItem[], pathname: string): string[] {
  const html = renderToStaticMarkup(
    <MemoryRouter initialEntries={[pathname]}>
      {items.map((item) => (
        <NavItemLink key={item.to} item={item} className={(active) => (active ? 'on' : 'off')}>
          {item.label}
        </NavItemLink>
      ))}
    </MemoryRouter>,
  );
  const links = [...html.matchAll(/<a ([^>]*)>([^<]*)<\/a>/g)].map(([, attributes, label]) => ({
    label,
    current: attributes!.includes('aria-current="page"'),
    on: attributes!.includes('class="on"'),
  }));
  expect(links).toHaveLength(items.length);
  for (const link of links) expect(link.on).toBe(link.current);
  return links.filter((link) => link.current).map((link) => link.label!);
}

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

  it('is the admin Dashboard tab on /admin and in the car editor only', () => {
    expect(currentAt(ADMIN_SECTIONS, '/admin')).toEqual(['Dashboard']);
    expect(currentAt(ADMIN_SECTIONS, '/admin/cars/new')).toEqual(['Dashboard']);
    expect(currentAt(ADMIN_SECTIONS, '/admin/cars/7/edit')).toEqual(['Dashboard']);
    expect(currentAt(ADMIN_SECTIONS, '/admin/blog')).toEqual(['Blog Posts']);
    expect(currentAt(ADMIN_SECTIONS, '/admin/blog/3/edit')).toEqual(['Blog Posts']);
    expect(currentAt(ADMIN_SECTIONS, '/admin/leads')).toEqual(['Leads']);
    expect(currentAt(ADMIN_SECTIONS, '/admin/contacts')).toEqual(['Contact Messages']);
    expect(currentAt(ADMIN_SECTIONS, '/admin/appraisals')).toEqual(['Appraisals']);
  });
});
