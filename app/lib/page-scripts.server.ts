// How the server HTML loads the page's code: after the first paint (docs/product.md#page-weight).
//
// React Router writes a module preload for every file of the page and an inline module script
// that imports them. A browser fetches them alongside the stylesheet and the photos, so on a slow
// phone network the first screen shares its bandwidth with ~140 KB of code that only hydrates what
// the HTML already shows (Lighthouse counted all of it in the LCP: 2.4-3.0 s). Here the preloads
// are held (`rel` renamed, so nothing is fetched) and the module script is held (a type no browser
// runs); a small classic script puts both back once the page has painted its first content and
// been parsed. React Router has no option for this. The tags are ASCII, so the bytes are read as
// latin1 and written back unchanged but for the tags (a character split across chunks is safe).

/** The `rel` of a module preload held until the first paint. */
export const HELD_PRELOAD_REL = 'x-forecourt-modulepreload';
/** The `type` of React Router's module script held until the first paint. */
export const HELD_SCRIPT_TYPE = 'text/x-forecourt-module';
/** Hydration starts at the latest this long after the script runs, painted or not. */
const HYDRATION_FALLBACK_MS = 3000;
/**
 * Runs in the browser as a classic script (so it can read its own nonce, which the module
 * script it creates must carry under the page's CSP): waits for the first contentful paint (at
 * once when the page is hidden or the browser doesn't report paints) and for the document to be
 * parsed, then
 * - turns the held preloads back into module preloads, one per task: each starts a request, and
 *   Chromium's request start took 3-4 ms of main thread apiece on a slow host (four in one task:
 *   14.5 ms of `ResourceFetcher::requestResource` in a 18.5 ms task), a long task once a phone's
 *   CPU multiplies it (docs/performance.md);
 * - imports each preloaded module but the client entry, in React Router's order (React, React
 *   Router, the site's code, then each route's), one task each: a page's code evaluated at once
 *   was a long task of 200-450 ms on a 4x slower CPU, React's own evaluation the longest part;
 * - then replaces the held script with a live module script of the same text: it finds its
 *   modules evaluated, sets React Router's manifest and imports the entry, which hydrates.
 * Tasks are yielded to through a MessageChannel, as React's scheduler does: the observer's
 * callback is itself a task after the paint, so no timer is needed (a page whose clock a test
 * has frozen still hydrates). Short names and no spaces to spare: it is sent with every page (gzip
 * ~0.7 KB).
 */
export const RELEASE_SCRIPT = `(() => {
  const d = document;
  const nonce = d.currentScript.nonce;
  const channel = new MessageChannel();
  const queue = [];
  channel.port1.onmessage = () => queue.shift()();
  const later = (task) => channel.port2.postMessage(queue.push(task));
  let released = 0;
  const release = () => {
    if (released++) return;
    const links = [...d.querySelectorAll('link[rel="${HELD_PRELOAD_REL}"]')];
    const held = d.querySelector('script[type="${HELD_SCRIPT_TYPE}"]');
    const text = held ? held.textContent : '';
    const run = () => {
      if (!held) return;
      const script = d.createElement('script');
      script.type = 'module';
      script.nonce = nonce;
      script.textContent = text;
      held.replaceWith(script);
    };
    links
      .map((link) => link.getAttribute('href'))
      .filter((href) => !text.includes('import("' + href + '")'))
      .reduce((done, href) => done.then(() => new Promise(later)).then(() => import(href)), Promise.resolve())
      .then(run, run);
    const next = () => {
      const link = links.shift();
      if (link) {
        link.rel = 'modulepreload';
        later(next);
      }
    };
    next();
  };
  const whenParsed = () =>
    d.readyState == 'loading' ? d.addEventListener('DOMContentLoaded', release, { once: true }) : release();
  const paints = self.PerformanceObserver ? PerformanceObserver.supportedEntryTypes : 0;
  if (d.visibilityState != 'visible' || !paints || !paints.includes('paint')) return whenParsed();
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    whenParsed();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(whenParsed, ${HYDRATION_FALLBACK_MS});
})();`
  .replace(/\n\s*/g, ' ')
  // Spaces beside punctuation dropped (~45 bytes gzip on every page): no string in it holds one.
  .replace(/\s*([=(){}[\],;:<>?|&+!.*-])\s*/g, '$1')
  .trim();

const PRELOAD = /<link rel="modulepreload"/g;
const MODULE_SCRIPT = /<script( nonce="[^"<>]*")? type="module" async="">/;

/**
 * Rewrites a piece of the server HTML: every module preload held, and React Router's module
 * script held with the release script just before it (one replacement, so one is never written
 * without the other). A piece without them is returned as it was.
 */
export function holdPageScripts(html: Buffer): Buffer {
  const text = html.toString('latin1');
  if (!text.includes('<link rel="modulepreload"') && !MODULE_SCRIPT.test(text)) return html;
  const rewritten = text
    .replace(PRELOAD, `<link rel="${HELD_PRELOAD_REL}"`)
    .replace(
      MODULE_SCRIPT,
      (_tag, nonce: string | undefined) =>
        `<script${nonce ?? ''}>${RELEASE_SCRIPT}</script><script${nonce ?? ''} type="${HELD_SCRIPT_TYPE}">`,
    );
  return Buffer.from(rewritten, 'latin1');
}
