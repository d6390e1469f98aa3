// The browser of the end-to-end tests, for scripts/run-e2e.mjs and playwright.config.ts alike:
// CHROMIUM_PATH when set; else Chromium's headless shell when installed (Debian's
// chromium-headless-shell, the build Playwright itself runs headless: a third less CPU per test
// than the full browser, docs/decisions/0017-e2e-in-chromiums-headless-shell.md); else the full
// browser. The benchmarks keep the full browser (Lighthouse measures what a phone's Chrome does).
import { existsSync } from 'node:fs';

export const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
export const FULL_CHROMIUM = '/usr/bin/chromium';

/** The executable the end-to-end tests launch. */
export function e2eChromiumPath(env = process.env) {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM;
}
