import { localeByCode, localeCodes } from '@vela/contracts/locales';
import { expect, test } from '../support/fixtures.ts';
import { messages } from '../support/messages.ts';

const prefix = (code: string) => (code === 'en_US' ? '' : `/${code}`);

test.describe('locales', () => {
  for (const code of localeCodes) {
    test(`${code}: renders translated, with lang, hreflang and canonical`, async ({ browser, baseURL }) => {
      const t = messages(code);
      const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
      await context.addCookies([{ name: 'i18n_redirected', value: code, url: baseURL as string }]);
      const page = await context.newPage();
      const path = `${prefix(code)}/events-courses`;
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', localeByCode[code].tag);
      await expect(page.locator('body')).toHaveClass(new RegExp(`lang-${code}`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('courses.heading'));
      await expect(page).toHaveTitle(t('meta.courses.title'));
      await expect(page.getByRole('link', { name: t('header.login') })).toHaveAttribute(
        'href',
        `${prefix(code)}/login?forwardUrl=${encodeURIComponent(path)}`,
      );

      const publicUrl = process.env.VELA_PUBLIC_URL as string;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${publicUrl}${path}`);
      const alternates = page.locator('link[rel="alternate"][hreflang]');
      await expect(alternates).toHaveCount(localeCodes.length + 1);
      for (const other of localeCodes) {
        await expect(page.locator(`link[rel="alternate"][hreflang="${localeByCode[other].tag}"]`)).toHaveAttribute(
          'href',
          `${publicUrl}${prefix(other)}/events-courses`,
        );
      }
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
        'href',
        `${publicUrl}/events-courses`,
      );
      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', code);
      await context.close();
    });
  }

  test('/en_US/... redirects permanently to the unprefixed path', async ({ request }) => {
    const response = await request.get('/en_US/events-courses?x=1', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/events-courses?x=1');
  });

  test('a first visit follows the browser language once, then the route wins', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, locale: 'ja-JP' });
    const page = await context.newPage();
    await page.goto('/events-announcements?page=1');
    await expect(page).toHaveURL(/\/ja_JP\/events-announcements\?page=1$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja-JP');

    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
    expect(cookie).toMatchObject({ value: 'ja_JP', path: '/', sameSite: 'Lax' });
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);

    await page.goto('/events-announcements');
    await expect(page).toHaveURL(/\/events-announcements$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await context.close();
  });

  test('a browser language that is not offered leaves the visitor on English', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, locale: 'de-DE' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await context.close();
  });

  test('clientSupperLanguage limits the switcher and detection', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, locale: 'ru-RU' });
    const page = await context.newPage();
    await page.goto('/?clientSupperLanguage=ja_JP,ko_KR');
    // Russian is not offered, so the browser language does not move the visitor; English is not offered either.
    await expect(page).toHaveURL(/\/ja_JP\?clientSupperLanguage=ja_JP(,|%2C)ko_KR$/);
    const switcher = page.locator('.language-switcher');
    await expect(async () => {
      await switcher.getByRole('button').click();
      await expect(switcher.locator('[data-locale]')).toHaveCount(2, { timeout: 500 });
    }).toPass();
    await expect(switcher.locator('[data-locale]')).toHaveText(['日本語', '한국어']);

    await page.goto('/ja_JP/events-courses');
    await switcher.getByRole('button').click();
    await expect(switcher.locator('[data-locale]')).toHaveCount(2);
    await context.close();
  });

  test('switching language keeps the path and the query', async ({ page }) => {
    const fr = messages('fr_FR');
    await page.goto('/events-announcements/new-listings?page=2');
    const switcher = page.locator('.language-switcher');
    await expect(async () => {
      await switcher.getByRole('button').click();
      await expect(switcher.getByRole('link', { name: 'Français' })).toBeVisible({ timeout: 500 });
    }).toPass();
    await switcher.getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(/\/fr_FR\/events-announcements\/new-listings\?page=2$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr('announcements.classes.new-listings'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
    await expect(page.locator('body')).toHaveClass(/lang-fr_FR/);
    expect((await page.context().cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('fr_FR');
  });
});
