import { describe, expect, it } from 'vitest';
import {
  HELD_PRELOAD_REL,
  HELD_SCRIPT_TYPE,
  holdPageScripts,
  RELEASE_SCRIPT,
} from './page-scripts.server';

const page = (nonce = ' nonce="abc+/=="') =>
  `<head><link${nonce} rel="stylesheet" href="/assets/app.css"/>` +
  `<link rel="modulepreload" href="/assets/entry.js"${nonce}/>` +
  `<link rel="modulepreload" href="/assets/react.js"${nonce}/></head><body><h1>Prix – café</h1>` +
  `<script${nonce} type="module" async="">import * as route0 from "/assets/root.js";\n` +
  `import("/assets/entry.js");</script></body>`;

describe('holdPageScripts', () => {
  it('holds every module preload and the module script, with the release script before it', () => {
    const html = holdPageScripts(Buffer.from(page())).toString();
    expect(html).not.toContain('rel="modulepreload"');
    expect(html.match(new RegExp(`<link rel="${HELD_PRELOAD_REL}"`, 'g'))).toHaveLength(2);
    expect(html).not.toContain('type="module"');
    const release = html.indexOf('<script nonce="abc+/==">(()=>');
    const held = html.indexOf(`<script nonce="abc+/==" type="${HELD_SCRIPT_TYPE}">import * as`);
    expect(release).toBeGreaterThan(-1);
    expect(held).toBeGreaterThan(release);
    // The module script's text is kept as it was, for the release script to run.
    expect(html).toContain(
      'import * as route0 from "/assets/root.js";\nimport("/assets/entry.js");',
    );
  });

  it('keeps every other byte, multi-byte characters included', () => {
    const html = holdPageScripts(Buffer.from(page())).toString();
    expect(html).toContain('<h1>Prix – café</h1>');
    expect(html).toContain('<link nonce="abc+/==" rel="stylesheet" href="/assets/app.css"/>');
  });

  it('works without a nonce, and leaves a piece without page scripts untouched', () => {
    const html = holdPageScripts(Buffer.from(page(''))).toString();
    expect(html).toContain(`<script type="${HELD_SCRIPT_TYPE}">`);
    expect(html).toMatch(/<script>\(\(\)=>\{const d=document;const nonce=d\.currentScript\.nonce;/);
    const piece = Buffer.from('<div>no scripts – here</div>');
    expect(holdPageScripts(piece)).toBe(piece);
  });

  it('writes a release script that parses as JavaScript', () => {
    const html = holdPageScripts(Buffer.from(page())).toString();
    const script = /<script nonce="abc\+\/==">([^<]*)<\/script>/.exec(html)![1]!;
    expect(() => new Function(script)).not.toThrow();
  });
});

describe('RELEASE_SCRIPT', () => {
  /**
   * Runs the release script against a document whose page is hidden (so it releases at once),
   * with `import()` recorded: the order of the imports, each one's task, and when the page's own
   * module script is put in.
   */
  async function releaseInFakeDocument(hrefs: string[], moduleText: string) {
    const events: string[] = [];
    let task = 0;
    const links = hrefs.map((href) => ({
      rel: HELD_PRELOAD_REL,
      getAttribute: (name: string) => (name === 'href' ? href : null),
    }));
    const held = {
      textContent: moduleText,
      replaceWith: (script: { type: string; nonce: string; textContent: string }) =>
        events.push(`module script (${script.type}, nonce ${script.nonce}) in task ${task}`),
    };
    const document = {
      currentScript: { nonce: 'n0nce' },
      readyState: 'complete',
      visibilityState: 'hidden',
      querySelectorAll: () => links,
      querySelector: () => held,
      createElement: () => ({ type: '', nonce: '', textContent: '' }),
    };
    // Counts the tasks the script yields to (its MessageChannel), as a browser would run them.
    class CountingChannel extends MessageChannel {
      constructor() {
        super();
        const post = this.port2.postMessage.bind(this.port2);
        this.port2.postMessage = (message: unknown) => {
          post(message);
          task++;
        };
      }
    }
    expect(RELEASE_SCRIPT).toContain('import(href)');
    const recordImport = (url: string) => {
      events.push(`import ${url} in task ${task}`);
      return Promise.resolve({});
    };
    const run = new Function(
      'document',
      'MessageChannel',
      'self',
      '__import',
      RELEASE_SCRIPT.replace('import(href)', '__import(href)'),
    );
    run(document, CountingChannel, {}, recordImport);
    await new Promise((resolve) => setTimeout(resolve, 50));
    return { events, links };
  }

  it("imports each preloaded module but the entry, in React Router's order and one task each, then runs the page script", async () => {
    // React Router's order: the entry and its imports, then each route's module and imports.
    const hrefs = [
      '/assets/entry.client-abc.js',
      '/assets/react-x1y2z3w4.js',
      '/assets/router-r0u7e8r9.js',
      '/assets/root-r00tr00t.js',
      '/assets/site-Ab_-1234.js',
      '/assets/site-layout-Qq9-8765.js',
    ];
    const moduleText =
      'import * as route0 from "/assets/root-r00tr00t.js";\n' +
      'import * as route1 from "/assets/site-layout-Qq9-8765.js";\n' +
      'window.__reactRouterManifest = {};\nimport("/assets/entry.client-abc.js");';
    const { events, links } = await releaseInFakeDocument(hrefs, moduleText);
    expect(events.map((event) => event.replace(/ in task \d+$/, ''))).toEqual([
      ...hrefs.slice(1).map((href) => `import ${href}`),
      'module script (module, nonce n0nce)',
    ]);
    const tasks = events.map((event) => Number(/in task (\d+)$/.exec(event)![1]));
    // Each import in a later task than the one before it.
    for (let n = 1; n < hrefs.length - 1; n++) expect(tasks[n]).toBeGreaterThan(tasks[n - 1]!);
    expect(links.every((link) => link.rel === 'modulepreload')).toBe(true);
  });

  it('runs the page script when no module besides the entry is preloaded', async () => {
    const { events, links } = await releaseInFakeDocument(
      ['/assets/entry.client-abc.js'],
      'import("/assets/entry.client-abc.js");',
    );
    expect(events.map((event) => event.replace(/ in task \d+$/, ''))).toEqual([
      'module script (module, nonce n0nce)',
    ]);
    expect(links[0]!.rel).toBe('modulepreload');
  });
});
