import type { APIRequestContext } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { messages } from '../support/messages.ts';

/** The operator API, with the token the global setup gave the server. */
function operator(request: APIRequestContext) {
  const token = process.env.VELA_OPERATOR_TOKEN;
  if (!token) throw new Error('VELA_OPERATOR_TOKEN is not set: the global setup starts the server with OPERATOR_TOKEN');
  const headers = { authorization: `Bearer ${token}` };
  return {
    async createAnnouncement(data: Record<string, unknown>): Promise<number> {
      const response = await request.post('/api/v1/operator/announcements', { data, headers });
      expect(response.status(), await response.text()).toBe(201);
      return ((await response.json()) as { item: { id: number } }).item.id;
    },
    async publish(id: number): Promise<void> {
      const response = await request.post(`/api/v1/operator/announcements/${id}/publish`, { headers });
      expect(response.status()).toBe(200);
    },
  };
}

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

test.describe('announcements', () => {
  test('list, detail, then a language switch keeps the same item', async ({ page }) => {
    const ja = messages('ja_JP');
    await page.goto('/events-announcements');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Events and announcements');
    await page.getByRole('link', { name: 'Vela now speaks twelve languages' }).click();
    await expect(page).toHaveURL(/\/events-announcements\/latest-news\/(\d+)$/);
    const id = /\/(\d+)$/.exec(page.url())?.[1];
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vela now speaks twelve languages');
    await expect(page.locator('.content-body h2').first()).toHaveText('Switching language');
    await expect(page.getByTestId('fallback-notice')).toHaveCount(0);

    const switcher = page.locator('.language-switcher');
    await expect(async () => {
      await switcher.getByRole('button').click();
      await expect(switcher.getByRole('link', { name: '日本語' })).toBeVisible({ timeout: 500 });
    }).toPass();
    await switcher.getByRole('link', { name: '日本語' }).click();
    await expect(page).toHaveURL(new RegExp(`/ja_JP/events-announcements/latest-news/${id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Velaが12言語に対応しました');
    await expect(page.locator('.content-body h2').first()).toHaveText('言語の切り替え');
    await expect(page.locator('.content-body')).toHaveAttribute('lang', 'ja-JP');
    await expect(page.getByTestId('fallback-notice')).toHaveCount(0);
    await expect(page.getByRole('link', { name: ja('announcements.heading') })).toHaveAttribute(
      'href',
      '/ja_JP/events-announcements',
    );

    await switcher.getByRole('button').click();
    await switcher.getByRole('link', { name: '한국어' }).click();
    await expect(page).toHaveURL(new RegExp(`/ko_KR/events-announcements/latest-news/${id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vela, 이제 12개 언어 지원');
    await expect(page.locator('.content-body h2').first()).toHaveText('언어 바꾸기');
    await expect(page.getByTestId('fallback-notice')).toHaveCount(0);
  });

  test('the detail is rendered on the server with its date, share links and article metadata', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/ja_JP/events-announcements');
    const href = await page
      .getByRole('link', { name: '本物のマッチングエンジンによるリアルタイムの板・約定・ローソク足' })
      .getAttribute('href');
    expect(href).toMatch(/^\/ja_JP\/events-announcements\/product-updates\/\d+$/);
    const response = await page.goto(href as string);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('本物のマッチングエンジンによるリアルタイムの板・約定・ローソク足 | Vela');
    await expect(page.locator('article time')).toHaveText(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      `${process.env.VELA_PUBLIC_URL}/media/covers/product-updates.png`,
    );
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(jsonLd).toMatchObject({
      '@type': 'Article',
      headline: '本物のマッチングエンジンによるリアルタイムの板・約定・ローソク足',
    });

    const pageUrl = `${process.env.VELA_PUBLIC_URL}${href}`;
    const x = new URL((await page.locator('a[data-network="x"]').getAttribute('href')) as string);
    expect(x.searchParams.get('url')).toBe(pageUrl);
    const telegram = new URL((await page.locator('a[data-network="telegram"]').getAttribute('href')) as string);
    expect(telegram.searchParams.get('url')).toBe(pageUrl);
    const facebook = new URL((await page.locator('a[data-network="facebook"]').getAttribute('href')) as string);
    expect(facebook.searchParams.get('u')).toBe(pageUrl);
    await expect(page.locator('a[data-network]').first()).toHaveAttribute('rel', 'noopener noreferrer');
    await context.close();
  });

  test('pages through the list with ?page=', async ({ page }) => {
    await page.goto('/events-announcements');
    await expect(page.getByTestId('announcement-card')).toHaveCount(10);
    const pager = page.getByRole('navigation', { name: 'Pages' });
    await expect(pager.getByText(/^Page 1 of \d+$/)).toBeVisible();
    await pager.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\/events-announcements\?page=2$/);
    await expect(pager.getByText(/^Page 2 of \d+$/)).toBeVisible();
    await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(await page.getByTestId('announcement-card').count()).toBeGreaterThan(0);
    await pager.getByRole('link', { name: 'Previous page' }).click();
    await expect(page).toHaveURL(/\/events-announcements$/);
    await expect(page.getByTestId('announcement-card')).toHaveCount(10);
  });

  test('an unknown class or id is a 404', async ({ page }) => {
    const ja = messages('ja_JP');
    for (const path of [
      '/events-announcements/no-such-class',
      '/events-announcements/no-such-class/1',
      '/events-announcements/maintenance/987654321',
      '/events-courses/web3/987654321',
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByTestId('error-message')).toHaveText(`Page Not Found: ${path}`);
    }
    const response = await page.goto('/ja_JP/events-announcements/latest-news/987654321');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('error-message')).toHaveText(
      ja('errors.validationNotFound', { path: '/ja_JP/events-announcements/latest-news/987654321' }),
    );
  });

  test('a published item appears on the next request, without a restart', async ({ page, request }) => {
    const title = `Trading quiz ${unique()}`;
    const api = operator(request);
    const id = await api.createAnnouncement({
      eventClass: 'activities',
      translations: {
        en_US: {
          title,
          summary: 'Answer five questions about order types.',
          body: '## The questions\n\nFive of them.',
        },
      },
    });
    await page.goto('/events-announcements/activities');
    await expect(page.getByTestId('announcement-card').first()).toBeVisible();
    await expect(page.getByRole('link', { name: title })).toHaveCount(0);
    expect((await page.goto(`/events-announcements/activities/${id}`))?.status()).toBe(404);

    await api.publish(id);
    await page.goto('/events-announcements/activities');
    await page.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`/events-announcements/activities/${id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.locator('.content-body h2')).toHaveText('The questions');

    // Only English was written: the Korean page shows it, and says so.
    await page.goto(`/ko_KR/events-announcements/activities/${id}`);
    await expect(page.getByTestId('fallback-notice')).toHaveText(messages('ko_KR')('content.fallbackNotice'));
    await expect(page.locator('.content-body')).toHaveAttribute('lang', 'en-US');
    await expect(page.locator('.content-body h2')).toHaveText('The questions');
  });

  test('a stored body with scripts and javascript: links renders inert', async ({ page, request }) => {
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    const title = `<img src=x onerror="window.__pwned='title'"> ${unique()}`;
    const api = operator(request);
    const id = await api.createAnnouncement({
      eventClass: 'latest-news',
      translations: {
        en_US: {
          title,
          summary: '<script>window.__pwned = "summary"</script>',
          body: [
            '<script>window.__pwned = "script"; alert("script")</script>',
            '<img src="x" onerror="window.__pwned = \'img\'; alert(\'img\')">',
            '[click me](javascript:alert("link"))',
            '<a href="javascript:alert(\'raw\')">raw link</a>',
            '<svg onload="alert(\'svg\')"></svg>',
            '[a real link](https://vela.example/ok)',
          ].join('\n\n'),
        },
      },
    });
    await api.publish(id);

    await page.goto(`/events-announcements/latest-news/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const body = page.locator('.content-body');
    await expect(body).toContainText('<script>window.__pwned = "script"; alert("script")</script>');
    await expect(body.locator('script, img, svg, iframe')).toHaveCount(0);
    const hrefs = await body.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(['https://vela.example/ok']);
    await body.getByText('click me').click();
    await body.getByText('raw link').click();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });
});

test.describe('courses', () => {
  test('landing, track, detail with level and reading time, in the chosen language', async ({ page }) => {
    const es = messages('es_ES');
    await page.goto('/es_ES/events-courses');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(es('courses.heading'));
    const research = page.locator('[data-track="research"]');
    await expect(research.getByRole('link', { name: 'Cómo leer el libro de órdenes' })).toBeVisible();
    await research.getByRole('link', { name: es('courses.allInTrack', { track: es('courses.research') }) }).click();
    await expect(page).toHaveURL(/\/es_ES\/events-courses\/research$/);
    await expect(page.getByTestId('course-card')).toHaveCount(3);

    await page.getByRole('link', { name: 'Velas japonesas y marcos temporales' }).click();
    await expect(page).toHaveURL(/\/es_ES\/events-courses\/research\/\d+$/);
    const article = page.getByTestId('course');
    await expect(article.getByRole('heading', { level: 1 })).toHaveText('Velas japonesas y marcos temporales');
    await expect(article.locator('.content-meta')).toContainText(es('courses.levels.beginner'));
    await expect(article.locator('.content-meta')).toContainText(/\d+ min de lectura/);
    await expect(article.locator('.content-body h2').first()).toHaveText('Una vela');
    await expect(page.getByRole('heading', { name: es('courses.moreInTrack') })).toBeVisible();

    // An id of the research track under web3 is sent to its own address.
    const id = /\/(\d+)$/.exec(page.url())?.[1];
    await page.goto(`/es_ES/events-courses/web3/${id}`);
    await expect(page).toHaveURL(new RegExp(`/es_ES/events-courses/research/${id}$`));
  });
});

test.describe('content accessibility', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`axe finds no serious or critical violation on the content pages (${theme})`, async ({
      browser,
      baseURL,
      request,
    }) => {
      // Five pages, each scanned by axe: more than the default 30 s on a busy machine.
      test.slow();
      const announcements = (await (await request.get('/api/v1/announcements?pageSize=1')).json()) as {
        items: { id: number; eventClass: string }[];
      };
      const courses = (await (await request.get('/api/v1/courses?track=web3')).json()) as { items: { id: number }[] };
      const announcement = announcements.items[0];
      const paths = [
        '/events-announcements',
        `/events-announcements/${announcement?.eventClass}/${announcement?.id}`,
        '/events-courses',
        '/ko_KR/events-courses/web3',
        `/ko_KR/events-courses/web3/${courses.items[0]?.id}`,
      ];
      const context = await browser.newContext({ baseURL });
      await context.addCookies([{ name: 'theme', value: theme, url: baseURL as string }]);
      const page = await context.newPage();
      for (const path of paths) {
        expect((await page.goto(path))?.status(), path).toBe(200);
        expect(await seriousViolations(page, path)).toEqual([]);
      }
      await context.close();
    });
  }
});
