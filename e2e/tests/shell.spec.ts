import { gzipSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { messages } from '../support/messages.ts';

const en = messages('en_US');

test.describe('errors', () => {
  test('an unknown route is a real 404 with the spec message, inside the layout', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('error-message')).toHaveText('Page not found: /no/such/page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('errors.notFoundTitle'));
    await expect(page.getByText(en('errors.statusCode', { status: '404' }))).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('link', { name: en('errors.backHome') })).toHaveAttribute('href', '/');
  });

  test('the 404 page speaks the locale of its prefix', async ({ page }) => {
    const ja = messages('ja_JP');
    const response = await page.goto('/ja_JP/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('error-message')).toHaveText(
      ja('errors.pageNotFound', { path: '/ja_JP/no-such-page' }),
    );
    await expect(page.getByRole('link', { name: ja('errors.backHome') })).toHaveAttribute('href', '/ja_JP');
  });

  test('failed route validation is a 404 with "Page Not Found: {path}"', async ({ page }) => {
    for (const path of [
      '/events-announcements/no-such-class',
      '/events-courses/web3/abc',
      '/events-announcements/maintenance/0',
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByTestId('error-message')).toHaveText(`Page Not Found: ${path}`);
    }
  });

  test('a page reached by client navigation that does not exist shows the same 404', async ({ page }) => {
    await page.goto('/events-announcements');
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '/events-announcements/unknown-class';
      link.textContent = 'go';
      link.id = 'test-link';
      document.body.append(link);
    });
    await page.locator('#test-link').click();
    await expect(page.getByTestId('error-message')).toHaveText('Page Not Found: /events-announcements/unknown-class');
  });
});

test.describe('guards and safe links', () => {
  test('the auth-route guard sends a visitor to login with the page to come back to', async ({ page }) => {
    await page.goto('/ja_JP/account?tab=orders');
    await expect(page).toHaveURL(/\/ja_JP\/login\?forwardUrl=%2Fja_JP%2Faccount%3Ftab%3Dorders$/);
  });

  test('the futures-redirect guard opens the futures terminal (BTC_USDT the first time)', async ({ page }) => {
    await page.goto('/ko_KR/futures');
    await expect(page).toHaveURL(/\/ko_KR\/futures\/BTC_USDT$/);
  });

  test('a javascript: or foreign forwardUrl is refused when links are built', async ({ page }) => {
    for (const target of ['javascript:alert(document.cookie)', '//evil.example/x', 'https://evil.example/']) {
      await page.goto(`/login?forwardUrl=${encodeURIComponent(target)}`);
      await expect(page.getByRole('link', { name: en('auth.createAccount') })).toHaveAttribute(
        'href',
        '/register?forwardUrl=%2F',
      );
    }
    await page.goto(`/login?forwardUrl=${encodeURIComponent('/trade/BTC_USDT')}`);
    await expect(page.getByRole('link', { name: en('auth.createAccount') })).toHaveAttribute(
      'href',
      '/register?forwardUrl=%2Ftrade%2FBTC_USDT',
    );
  });

  test('every menu entry leads to a real page, never a dead link', async ({ page, request }) => {
    await page.goto('/');
    const hrefs = await page
      .locator('header a[href^="/"], footer a[href^="/"]')
      .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href') as string))]);
    expect(hrefs.length).toBeGreaterThan(10);
    for (const href of hrefs) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
    }
  });

  test('a product that is not open yet shows a coming-soon page in the locale', async ({ page }) => {
    const zh = messages('zh_CN');
    await page.goto('/zh_CN/copy-trading');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      zh('comingSoon.heading', { product: zh('products.copy') }),
    );
  });
});

test.describe('stylesheets', () => {
  test('are in the document, ahead of the module preloads, each with the nonce', async ({ request }) => {
    for (const path of ['/trade/BTC_USDT', '/markets', '/']) {
      const response = await request.get(path);
      const html = await response.text();
      const head = html.slice(0, html.indexOf('</head>'));
      const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
      expect(nonce, path).toBeTruthy();
      expect(head, path).not.toMatch(/<link[^>]*rel="stylesheet"/);
      const styles = head.match(/<style[^>]*data-href="[^"]+"[^>]*>/g) ?? [];
      expect(styles.length, path).toBeGreaterThan(0);
      for (const tag of styles) {
        expect(tag, path).toContain(`nonce="${nonce}"`);
        expect(head.indexOf(tag), path).toBeLessThan(head.indexOf('rel="modulepreload"'));
      }
    }
  });

  test('the first paint needs no stylesheet request: a page is styled with every one refused', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    const refused: string[] = [];
    await page.route(/\.css(\?|#|$)/, (route) => {
      refused.push(route.request().url());
      return route.abort();
    });
    const screens = [
      { path: '/trade/BTC_USDT', selector: '.trade-terminal', property: 'display', value: 'grid' },
      { path: '/markets', selector: '.quote-filter', property: 'display', value: 'flex' },
      { path: '/', selector: '.home', property: 'display', value: 'grid' },
    ];
    for (const { path, selector, property, value } of screens) {
      await page.goto(path);
      // The design tokens (the root's stylesheet) and the screen's own rules both apply.
      await expect(page.locator('body'), path).toHaveCSS('font-family', /system-ui/);
      await expect(page.locator(selector).first(), path).toHaveCSS(property, value);
    }
    expect(refused).toEqual([]);
    await context.close();
  });

  test("a client navigation to another screen brings that screen's stylesheet with it", async ({ page }) => {
    await page.goto('/markets');
    await page.locator('a[href="/trade/BTC_USDT"]').first().click();
    await expect(page).toHaveURL(/\/trade\/BTC_USDT$/);
    await expect(page.locator('.trade-terminal')).toHaveCSS('display', 'grid');
  });
});

test.describe('start-up JavaScript', () => {
  /** The home page's budget (gzip at level 9), which `npm run audit` also prints file by file. */
  const HOME_BUDGET_BYTES = 150 * 1024;

  /** Every module the home page's HTML preloads or loads, as the audit counts them. */
  async function homeModules(request: APIRequestContext) {
    const html = await (await request.get('/')).text();
    const urls = new Set(
      [
        ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]*href="(\/assets\/[^"]+\.js)"/g),
        ...html.matchAll(/<script[^>]+src="(\/assets\/[^"]+\.js)"/g),
        ...html.matchAll(/import\s*\(?\s*"(\/assets\/[^"]+\.js)"/g),
      ].map((match) => match[1] as string),
    );
    expect(urls.size).toBeGreaterThan(3);
    return Promise.all(
      [...urls].map(async (url) => {
        const response = await request.get(url, { headers: { 'accept-encoding': 'identity' } });
        expect(response.ok(), url).toBe(true);
        return { url, body: await response.body() };
      }),
    );
  }

  test("the home page's modules fit its 150 KB budget", async ({ request }) => {
    const modules = await homeModules(request);
    const total = modules.reduce((sum, { body }) => sum + gzipSync(body, { level: 9 }).length, 0);
    expect(total, `${(total / 1024).toFixed(1)} KB in ${modules.length} modules`).toBeLessThanOrEqual(
      HOME_BUDGET_BYTES,
    );
  });

  test("React Router's production build, without its developer warnings, is what the browser gets", async ({
    request,
  }) => {
    // A warning of its development build (web/vite-client-production.ts picks the production one).
    const developmentOnly = 'You should not include both';
    for (const { url, body } of await homeModules(request)) expect(body.toString(), url).not.toContain(developmentOnly);
  });
});

test.describe('locale data', () => {
  test("a worker loads ICU's data beside the page, allowed by its content security policy", async ({ page }) => {
    const worker = page.waitForEvent('worker');
    await page.goto('/ja_JP/trade/BTC_USDT');
    expect((await worker).url()).toMatch(/\/intl-warmup\.js$/);
  });
});

test.describe('theme', () => {
  test('the theme cookie renders dark on the server with the dark status-bar colour', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    await context.addCookies([{ name: 'theme', value: 'dark', url: baseURL as string }]);
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#212121');
    await context.close();
  });

  test('a route can force its theme', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/affiliate-register/why-join-vela');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await context.close();
  });
});

test.describe('accessibility', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const path of ['/', '/login', '/no-such-page']) {
      test(`axe finds no serious or critical violation on ${path} (${theme})`, async ({ browser, baseURL }) => {
        const context = await browser.newContext({ baseURL });
        await context.addCookies([{ name: 'theme', value: theme, url: baseURL as string }]);
        const page = await context.newPage();
        await page.goto(path);
        const results = await new AxeBuilder({ page }).analyze();
        const serious = results.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
        expect(serious).toEqual([]);
        await context.close();
      });
    }
  }
});

test.describe('small screens', () => {
  test('at 360 px the menu opens from the menu button and nothing overflows sideways', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: en('nav.mainNavigation') });
    await expect(nav).toBeHidden();
    await expect(async () => {
      await page.getByRole('button', { name: en('nav.openMenu') }).click({ timeout: 1_000 });
      await expect(nav).toBeVisible({ timeout: 500 });
    }).toPass();
    await expect(nav.getByRole('link', { name: en('nav.markets') })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    await expect(page.locator('body')).toHaveAttribute('data-device', 'mobile');
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.locator('body')).toHaveAttribute('data-device', 'desktop');
    await page.setViewportSize({ width: 900, height: 800 });
    await expect(page.locator('body')).toHaveAttribute('data-device', 'tablet');
    await context.close();
  });
});

test.describe('native app shell', () => {
  test('inside the iOS shell a product link is handed to the native side, not navigated', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      baseURL,
      userAgent: 'Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 VelaApp/3.2.0 (iOS)',
    });
    await context.addInitScript(() => {
      const received: unknown[] = [];
      (window as unknown as { received: unknown[] }).received = received;
      (window as unknown as { webkit: unknown }).webkit = {
        messageHandlers: { vela: { postMessage: (m: unknown) => received.push(m) } },
      };
    });
    const page = await context.newPage();
    await page.goto('/ja_JP');
    const trade = page.getByRole('navigation').getByRole('link', { name: messages('ja_JP')('nav.trade') });
    await expect(async () => {
      await page.evaluate(() => {
        (window as unknown as { received: unknown[] }).received.length = 0;
      });
      await trade.click({ timeout: 1_000 });
      expect(await page.evaluate(() => (window as unknown as { received: unknown[] }).received)).toEqual([
        { type: 'navigate', url: `${baseURL}/ja_JP/trade` },
      ]);
    }).toPass();
    await expect(page).toHaveURL(`${baseURL}/ja_JP`);
    await context.close();
  });

  test('a handoff without a native bridge fails with the localized error and stays on the page', async ({
    page,
    baseURL,
  }) => {
    const ko = messages('ko_KR');
    // The inApp flag claims a shell, but no bridge object exists on the page: the handoff must fail.
    await page.goto('/ko_KR?inApp=android');
    const earnMenu = page.getByRole('button', { name: ko('nav.earn') });
    await expect(async () => {
      await earnMenu.click({ timeout: 1_000 });
      await page.getByRole('link', { name: ko('menus.sharkfin') }).click({ timeout: 1_000 });
      await expect(page.getByRole('alert')).toContainText(ko('errors.nativeHandoffFailed'), { timeout: 1_000 });
    }).toPass();
    await expect(page).toHaveURL(`${baseURL}/ko_KR?inApp=android`);
  });

  test('outside a shell the same links navigate normally', async ({ page, baseURL }) => {
    await page.goto('/');
    await expect(async () => {
      await page
        .getByRole('navigation')
        .getByRole('link', { name: en('nav.trade') })
        .click({ timeout: 1_000 });
      await expect(page).toHaveURL(`${baseURL}/trade`, { timeout: 1_000 });
    }).toPass();
  });
});
