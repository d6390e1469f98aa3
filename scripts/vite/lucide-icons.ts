// Points `lucide-react/icons/<name>` at app/components/ui/lucide-icon.ts with the icon's drawing,
// in the browser's build and the server's alike (the same markup on both sides), so no page
// carries lucide's runtime. The drawing is read from lucide-react's own module of the icon.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

const PREFIX = 'lucide-react/icons/';
const VIRTUAL = '\0lucide-icon:';
const require = createRequire(import.meta.url);

/**
 * An icon's drawing as lucide-react holds it (an old name's module re-exports the icon's:
 * `filter` is `funnel`), without its elements' React keys: they are passed one by one, not as a
 * list.
 */
export async function lucideIconData(name: string): Promise<unknown> {
  const data = await iconData(name);
  return JSON.parse(
    JSON.stringify(data, (key, value: unknown) => (key === 'key' ? undefined : value)),
  );
}

async function iconData(name: string): Promise<unknown> {
  const file = require.resolve(PREFIX + name);
  const icon = (await import(pathToFileURL(file).href)) as { __iconData?: unknown };
  if (icon.__iconData) return icon.__iconData;
  const renamed = /export \{ default \} from '\.\/([a-z0-9-]+)\.mjs'/.exec(
    readFileSync(file, 'utf8'),
  );
  if (!renamed?.[1]) throw new Error(`${PREFIX + name} (${file}): no drawing found`);
  return iconData(renamed[1]);
}

export function lucideIcons(runtime: string): Plugin {
  return {
    name: 'forecourt:lucide-icons',
    enforce: 'pre',
    resolveId(source) {
      if (!source.startsWith(PREFIX)) return null;
      const name = source.slice(PREFIX.length);
      if (!/^[a-z0-9-]+$/.test(name)) return null;
      return VIRTUAL + name;
    },
    async load(id) {
      if (!id.startsWith(VIRTUAL)) return null;
      const data = await lucideIconData(id.slice(VIRTUAL.length));
      return [
        `import { createLucideIcon } from ${JSON.stringify(runtime)};`,
        `export default /* @__PURE__ */ createLucideIcon(${JSON.stringify(data)});`,
      ].join('\n');
    },
  };
}
