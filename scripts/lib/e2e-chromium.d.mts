// Types of e2e-chromium.mjs for playwright.config.ts.

export const HEADLESS_SHELL: string;
export const FULL_CHROMIUM: string;

/** The executable the end-to-end tests launch: CHROMIUM_PATH, else the headless shell, else Chromium. */
export function e2eChromiumPath(env?: Record<string, string | undefined>): string;
