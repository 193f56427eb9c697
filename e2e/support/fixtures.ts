import { test as base, expect, type Page } from '@playwright/test';
import { describeViolations, watchCspViolations } from './csp-violations.ts';
import { harvestSecrets } from './secret-harvest.ts';
import { cleanUpWhatTheTestStarts } from './server-process.ts';

/** Every test talks to the server the global setup started. */
export const test = base.extend<{ secretHarvest: undefined; cspViolations: undefined; ownServers: undefined }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use) => {
    const url = process.env.VELA_BASE_URL;
    if (!url) throw new Error('VELA_BASE_URL is not set: run the tests through playwright.config.ts');
    await use(url);
  },
  // `page.goto` returns once the app has hydrated, as a user waits for a page to respond: an
  // action taken on the server's markup before React attached its handlers is lost, and on a busy
  // machine that window is seconds long. Pages without the app (JSON, JavaScript off, the
  // "starting" page) return at once; one whose app never hydrates returns after the wait.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (options?.waitUntil !== 'commit') await untilHydrated(page);
      return response;
    };
    await use(page);
  },
  // Records the secrets every test's browser sees, for the end-of-run server log check (log-secrets.ts).
  secretHarvest: [async ({ context }, use) => harvestSecrets(context, () => use(undefined)), { auto: true }],
  // Fails the test on any Content-Security-Policy violation in any of its pages (issue 20).
  cspViolations: [
    async ({ context, browser }, use) =>
      watchCspViolations(
        { context, browser },
        () => use(undefined),
        (violations) => expect(violations, describeViolations(violations)).toEqual([]),
      ),
    { auto: true },
  ],
  // The servers and data directories a test started (support/server-process.ts) go with it.
  ownServers: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const cleanUp = cleanUpWhatTheTestStarts();
      await use(undefined);
      await cleanUp();
    },
    { auto: true },
  ],
});

export { expect };

const HYDRATION_WAIT_MS = 15_000;

/** Waits for hydration where the page carries the app (React Router's context script ran). */
async function untilHydrated(page: Page): Promise<void> {
  const hasApp = await page
    .evaluate(() => '__reactRouterContext' in window && document.documentElement.dataset.hydrated !== 'true')
    .catch(() => false);
  if (!hasApp) return;
  await page
    .waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: HYDRATION_WAIT_MS })
    .catch(() => {});
}

/** Waits until the page has hydrated (the app marks `<html data-hydrated>`): its handlers are live. */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}
