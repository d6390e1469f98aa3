import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { expect } from 'vitest';
import { NavItemLink, type NavItem } from '~/components/site-nav';

/** The labels of the links rendered as current at `pathname` (aria-current and className agree). */
export function currentAt(items: NavItem[], pathname: string): string[] {
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
