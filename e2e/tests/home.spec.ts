import { expect, test } from '../support/fixtures.ts';

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
    const toggle = page.getByRole('button', { name: 'Switch to dark theme' });
    // The button only works once React has hydrated; retry the click until it takes effect.
    await expect(async () => {
      await toggle.click({ timeout: 1_000 });
      await expect(html).toHaveAttribute('data-theme', 'dark', { timeout: 500 });
    }).toPass();
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
