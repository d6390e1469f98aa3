// The build draws lucide's icons with app/components/ui/lucide-icon.ts (lucide-icons.ts): for every
// icon the code imports (read from the source, so an icon added tomorrow is checked too) and the
// props the code gives icons, its markup is lucide-react's own, attribute for attribute.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createLucideIcon, type LucideIconData } from '../../app/components/ui/lucide-icon';
import { lucideIconData } from './lucide-icons';

const APP = path.resolve(import.meta.dirname, '../../app');

function iconsOfTheCode(): string[] {
  const names = new Set<string>();
  for (const file of readdirSync(APP, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file)) continue;
    const text = readFileSync(path.join(APP, file), 'utf8');
    for (const match of text.matchAll(/'lucide-react\/icons\/([a-z0-9-]+)'/g)) names.add(match[1]!);
  }
  return [...names].sort();
}

/** The markup with each tag's attributes in one order (React writes them as given). */
function normalized(html: string): string {
  return html.replace(
    /<([a-z]+)((?: [\w:-]+="[^"]*")*)( ?\/?)>/g,
    (_tag, name: string, attributes: string, end: string) => {
      const sorted = (attributes.match(/ [\w:-]+="[^"]*"/g) ?? []).sort().join('');
      return `<${name}${sorted}${end}>`;
    },
  );
}

type IconComponent = ComponentType<Record<string, unknown>>;

const PROPS: Record<string, unknown>[] = [
  {},
  { className: 'size-4 shrink-0 text-primary' },
  { className: 'lucide  size-4 size-4' },
  { strokeWidth: 1, className: 'size-10' },
  { size: 16 },
  { width: 20, height: 30 },
  { size: 48, absoluteStrokeWidth: true },
  { color: '#c00' },
  { 'aria-hidden': true },
  { 'aria-label': 'Close' },
  { role: 'img' },
  { focusable: 'false', 'data-slot': 'icon' },
  { children: createElement('title', { key: 'title' }, 'Sold') },
];

describe('lucide icons drawn by lucide-icon.ts', () => {
  const names = iconsOfTheCode();

  it('reads the icons of the code', () => {
    expect(names).toContain('search');
    expect(names.length).toBeGreaterThan(40);
  });

  it('renders every icon of the code as lucide-react does, for each kind of props', async () => {
    const differences: string[] = [];
    for (const name of names) {
      const lucide = ((await import(`lucide-react/icons/${name}`)) as { default: IconComponent })
        .default;
      const ours = createLucideIcon(
        (await lucideIconData(name)) as LucideIconData,
      ) as IconComponent;
      for (const props of PROPS) {
        const expected = normalized(renderToStaticMarkup(createElement(lucide, props)));
        const actual = normalized(renderToStaticMarkup(createElement(ours, props)));
        if (actual !== expected)
          differences.push(`${name} ${JSON.stringify(props)}:\n  ${actual}\n  ${expected}`);
      }
    }
    expect(differences).toEqual([]);
  });
});
