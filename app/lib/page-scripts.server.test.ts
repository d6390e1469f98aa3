import { describe, expect, it } from 'vitest';
import { HELD_PRELOAD_REL, HELD_SCRIPT_TYPE, holdPageScripts } from './page-scripts.server';

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
    const release = html.indexOf('<script nonce="abc+/==">(() =>');
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
    expect(html).toMatch(/<script>\(\(\) => \{ const nonce = document\.currentScript\.nonce;/);
    const piece = Buffer.from('<div>no scripts – here</div>');
    expect(holdPageScripts(piece)).toBe(piece);
  });

  it('writes a release script that parses as JavaScript', () => {
    const html = holdPageScripts(Buffer.from(page())).toString();
    const script = /<script nonce="abc\+\/==">([^<]*)<\/script>/.exec(html)![1]!;
    expect(() => new Function(script)).not.toThrow();
  });
});
