// The Content-Security-Policy of the server-rendered pages (server/http/security.ts,
// app/entry.server.tsx): every script the HTML carries is allowed by that response's own nonce,
// the nonce is new for every response, and the page hydrates with nothing refused.
import { type Page, type Response } from '@playwright/test';
import { HELD_SCRIPT_TYPE } from '../../app/lib/page-scripts.server';
import { waitForHydration, watchConsole } from './support/console-problems';
import { expect, test } from './support/test';

interface ScriptTag {
  attributes: string;
  type: string | null;
  src: string | null;
  nonce: string | null;
  body: string;
}

/** The script-src nonce of a response's CSP header. */
function headerNonce(response: Response): string {
  const csp = response.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src 'self' 'nonce-/);
  // Inline scripts run by nonce only.
  expect(/script-src [^;]*'unsafe-inline'/.test(csp)).toBe(false);
  return /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)![1]!;
}

const attribute = (attributes: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`).exec(attributes)?.[1] ?? null;

/** Every <script> element of the HTML as the server sent it (before any browser hides nonces). */
function scriptTags(html: string): ScriptTag[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map(([, attrs, body]) => ({
    attributes: attrs!,
    type: attribute(attrs!, 'type'),
    src: attribute(attrs!, 'src'),
    nonce: attribute(attrs!, 'nonce'),
    body: body!,
  }));
}

/** Collects CSP violations as the page reports them (init scripts run outside the page's CSP). */
async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

/** Checks one page: its scripts carry its own nonce, and it hydrates with nothing refused. */
async function openAndCheck(page: Page, path: string): Promise<string> {
  const problems = watchConsole(page);
  const response = (await page.goto(path))!;
  expect(response.status(), path).toBe(200);
  const nonce = headerNonce(response);
  expect(nonce.length, path).toBeGreaterThanOrEqual(20);

  const scripts = scriptTags(await response.text());
  const executable = scripts.filter(
    (script) =>
      script.type === null ||
      script.type === 'module' ||
      script.type === 'text/javascript' ||
      script.type === HELD_SCRIPT_TYPE,
  );
  // React Router's hydration data and its module entry are inline; nothing runs without them.
  // The module entry is held until the first paint, then run as a module script carrying the
  // release script's nonce (app/lib/page-scripts.server.ts).
  expect(
    executable.some((s) => s.src === null && s.body.trim() !== ''),
    path,
  ).toBe(true);
  expect(
    executable.some((s) => s.type === HELD_SCRIPT_TYPE),
    path,
  ).toBe(true);
  for (const script of executable) {
    expect(script.nonce, `${path}: <script${script.attributes}>`).toBe(nonce);
  }
  // Data blocks (JSON-LD) never run, so CSP does not need a nonce on them; one that carries a
  // nonce must carry this response's.
  const dataBlocks = scripts.filter((script) => !executable.includes(script));
  for (const block of dataBlocks) {
    expect(block.type, path).toBe('application/ld+json');
    expect(() => JSON.parse(block.body), path).not.toThrow();
    if (block.nonce !== null) expect(block.nonce, path).toBe(nonce);
  }

  // Hydration needs the inline hydration data and the module entry to have run under the policy.
  await waitForHydration(page);
  expect(await violations(page), path).toEqual([]);
  expect(
    problems.filter((line) => /Content Security Policy|Refused to/i.test(line)),
    path,
  ).toEqual([]);
  expect(problems, path).toEqual([]);
  return nonce;
}

test.describe('[PUBLIC][SECURITY] Content-Security-Policy nonces', () => {
  test('home, inventory and a car page: every script has the response nonce, hydration is not refused, and each page sent gets a new nonce', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(120_000);
    const cars = (await (await request.get('/api/cars?pageSize=1')).json()) as { id: number }[];
    expect(cars.length).toBe(1);
    await recordViolations(page);
    const elsewhere = await (await browser.newContext()).newPage();
    await recordViolations(elsewhere);

    for (const path of ['/', '/inventory', `/cars/${cars[0]!.id}`]) {
      const first = await openAndCheck(page, path);
      // The same browser again: a page it has is revalidated (304) and keeps its own nonce, with
      // a policy for it, so it still hydrates (docs/decisions/0010-page-cache-and-csp.md).
      await openAndCheck(page, path);
      // Another browser gets a page of its own, with a new nonce.
      const other = await openAndCheck(elsewhere, path);
      expect(other, path).not.toBe(first);
    }
    await elsewhere.context().close();
  });
});
