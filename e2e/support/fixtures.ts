import { test as base, expect, type Page } from '@playwright/test';
import { describeViolations, watchCspViolations } from './csp-violations.ts';
import { harvestSecrets } from './secret-harvest.ts';

/** Every test talks to the server the global setup started. */
export const test = base.extend<{ secretHarvest: undefined; cspViolations: undefined }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use) => {
    const url = process.env.VELA_BASE_URL;
    if (!url) throw new Error('VELA_BASE_URL is not set: run the tests through playwright.config.ts');
    await use(url);
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
});

export { expect };

/** Waits until the page has hydrated (the app marks `<html data-hydrated>`): its handlers are live. */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}
