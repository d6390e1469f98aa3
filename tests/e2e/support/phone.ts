import { devices, type Browser, type BrowserContextOptions } from '@playwright/test';
import { watchConsole } from './console-problems';

/**
 * A phone as a shopper holds it: 390×844 CSS px at DPR 2, touch, a mobile user agent and a screen
 * the size of the viewport. `browser.newContext()` in a test inherits the project's Desktop Chrome
 * options, whose 1920 px screen Chromium's preload scanner reads before layout; a phone context
 * must override it or image preloads are chosen for a desktop.
 */
export const PHONE: BrowserContextOptions = {
  userAgent: devices['Pixel 7'].userAgent,
  viewport: { width: 390, height: 844 },
  screen: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

/** A page in a phone's context of its own, watched for console problems (close the context after). */
export async function openPhonePage(browser: Browser) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const problems = watchConsole(page);
  return { context, page, problems };
}
