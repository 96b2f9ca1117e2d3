import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium (CHROMIUM_PATH overrides): Playwright drives it, and Lighthouse (tests/e2e/carta.test.ts) too. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's Chromium, headless; the flags keep it off the closed network. Each test opens its own context.
 * Its contexts block service workers unless they ask for them (`serviceWorkers: 'allow'`, tests/e2e/pwa.test.ts):
 * the app's worker (issue 30) would precache every asset in every test's context and answer its navigations, which
 * `page.route` cannot see.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (options = {}) => newContext({ serviceWorkers: 'block', ...options });
  const newPage = browser.newPage.bind(browser);
  browser.newPage = (options = {}) => newPage({ serviceWorkers: 'block', ...options });
  return browser;
}
