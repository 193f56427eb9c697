import type { Page } from '@playwright/test';
import { localeCodes } from '@vela/contracts/locales';
import { signInByApi } from '../support/accounts.ts';
import { expect, hydrated, test } from '../support/fixtures.ts';
import { messages } from '../support/messages.ts';

const lastCode = localeCodes[localeCodes.length - 1] as string;
const prefix = (code: string) => (code === 'en_US' ? '' : `/${code}`);

/** What sticks out of a 360 px screen: the page's width, and every visible element past an edge. */
function overflow(page: Page) {
  return page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    // The skip link waits off-screen until it is focused, as skip links do.
    outside: Array.from(document.querySelectorAll('body *:not(.skip-link)'))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        // Visually hidden labels are 1 px boxes; closed menus have no box at all.
        return box.width > 1 && box.height > 1 && (box.left < 0 || box.right > window.innerWidth);
      })
      .map((element) => element.outerHTML.slice(0, 80)),
  }));
}

async function expectHeaderFits(page: Page, code: string) {
  const t = messages(code);
  await page.goto(`${prefix(code)}/events-courses`);
  await hydrated(page);
  const menuButton = page.getByRole('button', { name: t('nav.openMenu') });
  await expect(menuButton).toBeInViewport({ ratio: 1 });
  const { scrollWidth, outside } = await overflow(page);
  expect(outside, code).toEqual([]);
  expect(scrollWidth, code).toBeLessThanOrEqual(360);
  return t;
}

test.describe('the header on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('signed out, in every language: nothing runs off the screen, the menu button included', async ({ page }) => {
    for (const code of localeCodes) {
      const t = await expectHeaderFits(page, code);
      // The log-in link is an icon here, still named by its words.
      await expect(page.getByRole('banner').getByRole('link', { name: t('header.login') })).toBeInViewport();
      await expect(page.getByRole('banner').getByRole('link', { name: t('header.register') })).toBeInViewport();
    }
    // The theme switch waits in the menu (the last language's page is open).
    const t = messages(lastCode);
    await page.getByRole('button', { name: t('nav.openMenu') }).click();
    const nav = page.getByRole('navigation', { name: t('nav.mainNavigation') });
    const themeSwitch = new RegExp(`^(${t('header.themeToDark')}|${t('header.themeToLight')})$`);
    await expect(nav.getByRole('button', { name: themeSwitch })).toBeVisible();
  });

  test('signed in, in every language: the wallet is one tap away and nothing runs off the screen', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    await signInByApi(page, baseURL as string);
    for (const code of localeCodes) {
      const t = await expectHeaderFits(page, code);
      await expect(page.getByRole('banner').getByRole('button', { name: t('account.menuLabel') })).toBeInViewport();
      await expect(page.getByRole('banner').getByRole('link', { name: t('header.wallet') })).toBeInViewport();
    }
    await page
      .getByRole('banner')
      .getByRole('link', { name: messages(lastCode)('header.wallet') })
      .click();
    await expect(page).toHaveURL(new RegExp(`/${lastCode}/wallet$`));
  });
});
