import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { registerByApi } from '../support/accounts.ts';
import { expect, hydrated, test } from '../support/fixtures.ts';
import { messages } from '../support/messages.ts';

const en = messages('en_US');

test.describe('home page', () => {
  test('is rendered on the server: content is there with JavaScript disabled', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toContain('text/html');
    await expect(page).toHaveTitle(/Vela/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByTestId('market-table').getByRole('link', { name: 'BTC/USDT' })).toHaveAttribute(
      'href',
      '/trade/BTC_USDT',
    );
    await context.close();
  });

  test('hydrates without console errors and reacts to a click', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));

    await page.goto('/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    await hydrated(page);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#212121');

    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'theme')).toMatchObject({
      value: 'dark',
      path: '/',
      sameSite: 'Lax',
    });

    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    expect(problems).toEqual([]);
  });

  test('serves hashed static assets with a long-lived cache', async ({ page, request }) => {
    const scripts: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/assets/') && req.url().endsWith('.js')) scripts.push(req.url());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    const asset = await request.get(scripts[0] as string);
    expect(asset.status()).toBe(200);
    expect(asset.headers()['cache-control']).toContain('immutable');
  });
});

test.describe('home sign-up entry', () => {
  /** Once hydrated, a bad account is refused on the page; before that the browser would submit the form. */
  async function waitUntilHydrated(page: Page, label: string, problem: string) {
    const input = page.getByRole('textbox', { name: label });
    await input.fill('not an account');
    await expect(async () => {
      await input.press('Enter', { timeout: 1_000 });
      await expect(page.getByRole('alert').filter({ hasText: problem })).toBeVisible({ timeout: 1_000 });
    }).toPass();
    return input;
  }

  test('typing an e-mail and continuing opens /register with it filled in, outside the URL', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/');
    const input = await waitUntilHydrated(page, en('home.signUp.label'), en('home.signUp.invalid'));
    await input.fill('  Ana.Silva@Example.com ');
    await page
      .getByTestId('home-sign-up')
      .getByRole('button', { name: en('home.signUp.submit') })
      .click();
    await expect(page).toHaveURL(`${baseURL}/register`);
    await expect(page.getByLabel(en('auth.account'))).toHaveValue('ana.silva@example.com');
  });

  test('in Japanese the entry leads to /ja_JP/register, a phone number included', async ({ page, baseURL }) => {
    const ja = messages('ja_JP');
    await page.goto('/ja_JP');
    const input = await waitUntilHydrated(page, ja('home.signUp.label'), ja('home.signUp.invalid'));
    await input.fill('+81 90-1234-5678');
    await input.press('Enter');
    await expect(page).toHaveURL(`${baseURL}/ja_JP/register`);
    await expect(page.getByLabel(ja('auth.account'))).toHaveValue('+819012345678');
  });

  test('an empty entry asks for the account and stays on the page', async ({ page, baseURL }) => {
    await page.goto('/');
    await waitUntilHydrated(page, en('home.signUp.label'), en('home.signUp.invalid'));
    await page.getByRole('textbox', { name: en('home.signUp.label') }).fill('');
    await page
      .getByTestId('home-sign-up')
      .getByRole('button', { name: en('home.signUp.submit') })
      .click();
    await expect(page.getByRole('alert').filter({ hasText: en('home.signUp.empty') })).toBeVisible();
    await expect(page).toHaveURL(`${baseURL}/`);
  });

  test('without JavaScript the form still carries the account to /register', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/ko_KR');
    const ko = messages('ko_KR');
    await page.getByRole('textbox', { name: ko('home.signUp.label') }).fill('trader@example.com');
    await page.getByRole('button', { name: ko('home.signUp.submit') }).click();
    await expect(page).toHaveURL(`${baseURL}/ko_KR/register?account=trader%40example.com`);
    await expect(page.getByLabel(ko('auth.account'))).toHaveValue('trader@example.com');
    await context.close();
  });

  test('a signed-in user gets trade and wallet instead of the sign-up entry', async ({ page, baseURL }) => {
    const { account, password } = await registerByApi(page.request, baseURL as string);
    await page.context().clearCookies();
    await page.goto('/login');
    await page.getByLabel(en('auth.account')).fill(account);
    await page.getByLabel(en('auth.password'), { exact: true }).fill(password);
    await hydrated(page);
    await page.getByRole('button', { name: en('auth.submitLogin') }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
    const hero = page.getByTestId('home-signed-in');
    await expect(hero.getByRole('link', { name: en('home.signedIn.trade') })).toHaveAttribute('href', '/trade');
    await expect(hero.getByRole('link', { name: en('home.signedIn.wallet') })).toHaveAttribute('href', '/wallet');
    await expect(page.getByTestId('home-sign-up')).toHaveCount(0);
  });
});

test.describe('home sections', () => {
  test('the newest announcements lead to their detail pages, with a way to all of them', async ({ page }) => {
    await page.goto('/');
    const section = page.getByTestId('home-announcements');
    const cards = section.getByTestId('announcement-card');
    await expect(cards).toHaveCount(4);
    const published = await cards
      .locator('time')
      .evaluateAll((times) => times.map((time) => time.getAttribute('datetime')));
    expect(published).toEqual([...published].sort().reverse());
    for (const card of await cards.all()) {
      const id = await card.getAttribute('data-id');
      await expect(card.getByRole('link')).toHaveAttribute('href', new RegExp(`^/events-announcements/[a-z-]+/${id}$`));
    }
    await expect(section.getByRole('link', { name: en('home.announcements.viewAll') })).toHaveAttribute(
      'href',
      '/events-announcements',
    );
    const newest = cards.first().getByRole('link');
    const [title, href] = [(await newest.textContent()) as string, (await newest.getAttribute('href')) as string];
    await newest.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });

  test('course highlights of both tracks lead to their lessons, in the active locale', async ({ page }) => {
    const zh = messages('zh_TW');
    await page.goto('/zh_TW');
    const section = page.getByTestId('home-courses');
    for (const track of ['research', 'web3']) {
      await expect(section.getByRole('heading', { level: 3, name: zh(`home.courses.${track}`) })).toBeVisible();
      await expect(
        section.getByRole('link', { name: zh('home.courses.viewTrack', { track: zh(`home.courses.${track}`) }) }),
      ).toHaveAttribute('href', `/zh_TW/events-courses/${track}`);
    }
    const first = section.getByTestId('home-course').first().getByRole('link');
    const title = (await first.textContent()) as string;
    expect(await first.getAttribute('href')).toMatch(/^\/zh_TW\/events-courses\/research\/\d+$/);
    await first.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });

  test('the affiliate block leads to the application and to the reasons to join', async ({ page }) => {
    await page.goto('/');
    const block = page.getByTestId('home-affiliate');
    await expect(block.getByRole('link', { name: en('home.affiliate.apply') })).toHaveAttribute(
      'href',
      '/affiliate-register',
    );
    await expect(block.getByRole('link', { name: en('home.affiliate.whyJoin') })).toHaveAttribute(
      'href',
      '/affiliate-register/why-join-vela',
    );
  });
});

test.describe('home app banner', () => {
  test('shows in a browser and is hidden inside the native shell', async ({ browser, baseURL, page }) => {
    await page.goto('/');
    await expect(page.getByTestId('home-app-banner')).toBeVisible();

    // The iOS app marks its user agent and injects its bridge (the fake shell of shell.spec.ts).
    const shell = await browser.newContext({
      baseURL,
      userAgent: 'Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 VelaApp/3.2.0 (iOS)',
    });
    await shell.addInitScript(() => {
      (window as unknown as { webkit: unknown }).webkit = { messageHandlers: { vela: { postMessage: () => {} } } };
    });
    const inApp = await shell.newPage();
    await inApp.goto('/ja_JP');
    await expect(inApp.getByTestId('home-sign-up')).toBeVisible();
    await expect(inApp.getByTestId('home-app-banner')).toHaveCount(0);
    await shell.close();
  });

  test('stays hidden for the rest of the session once a shell announced itself with ?inApp=', async ({ page }) => {
    await page.goto('/?inApp=android');
    await expect(page.getByTestId('home-affiliate')).toBeVisible();
    await expect(page.getByTestId('home-app-banner')).toHaveCount(0);
    // A later page load without the flag: the tab's session still remembers the shell.
    await page.goto('/events-announcements');
    await page.goto('/');
    await expect(page.getByTestId('home-app-banner')).toHaveCount(0);
  });
});

test('the home page has no accessibility violations on a phone, light and dark', async ({ browser, baseURL }) => {
  for (const theme of ['light', 'dark']) {
    const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
    await context.addCookies([{ name: 'theme', value: theme, url: baseURL as string }]);
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByTestId('home-courses')).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => `${theme}: ${violation.id}`)).toEqual([]);
    await context.close();
  }
});
