import { seriousViolations } from '../support/axe.ts';
import { expect, hydrated, test } from '../support/fixtures.ts';
import { messages } from '../support/messages.ts';

const ja = messages('ja_JP');
const en = messages('en_US');

test.describe('help centre', () => {
  test('a footer link opens the article in ja_JP, with its breadcrumb, date, related topics and head tags', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/ja_JP');
    await hydrated(page);
    const footerLink = page.locator('.site-footer').getByRole('link', { name: ja('footer.futures') });
    await expect(footerLink).toHaveAttribute('href', '/ja_JP/help/futures-guide');
    await expect(footerLink).not.toHaveAttribute('target', '_blank');
    await footerLink.click();

    await expect(page).toHaveURL(/\/ja_JP\/help\/futures-guide$/);
    const article = page.getByTestId('help-article');
    await expect(article.getByRole('heading', { level: 1 })).toHaveText('先物ガイド');
    await expect(article.locator('.content-body h2').first()).toHaveText('先物ウォレット');
    await expect(article.locator('.content-body')).toHaveAttribute('lang', 'ja-JP');
    await expect(article.locator('time')).toHaveText(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/);
    await expect(page.getByRole('navigation', { name: ja('content.breadcrumb') }).getByRole('link')).toHaveAttribute(
      'href',
      '/ja_JP/help',
    );
    const related = page.getByRole('region', { name: ja('help.article.related') }).getByRole('link');
    await expect(related.first()).toHaveAttribute('href', /^\/ja_JP\/help\/[a-z-]+$/);

    await expect(page).toHaveTitle(`先物ガイド | ${ja('help.meta.title')}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/ja_JP/help/futures-guide`);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      `${baseURL}/help/futures-guide`,
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /無期限契約/);
  });

  test('the search box filters the topics on the index', async ({ page }) => {
    await page.goto('/ja_JP/help');
    await hydrated(page);
    const topics = page.locator('.help-topic');
    await expect(topics).toHaveCount(15);
    const search = page.getByRole('searchbox', { name: ja('help.search.label') });
    await search.fill('レバレッジ');
    await expect(topics.filter({ hasText: '先物ガイド' })).toHaveCount(1);
    await expect(topics.filter({ hasText: '取引手数料' })).toHaveCount(0);
    const shown = await topics.count();
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(15);
    await expect(page.getByText(ja('help.search.count', { count: String(shown) }))).toBeVisible();

    await search.fill('存在しない言葉xyz');
    await expect(topics).toHaveCount(0);
    await page.getByRole('button', { name: ja('help.search.clear') }).click();
    await expect(topics).toHaveCount(15);
    await expect(search).toHaveValue('');
  });

  test('"Submit a request" leads to the contact form, which checks the fields and stores the request', async ({
    page,
    request,
  }) => {
    await page.goto('/help');
    await hydrated(page);
    await page
      .locator('.site-footer')
      .getByRole('link', { name: en('footer.submitRequest') })
      .click();
    await expect(page).toHaveURL(/\/help\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('help.contact.heading'));
    await hydrated(page);

    await page.getByRole('button', { name: en('help.contact.send') }).click();
    await expect(page.getByLabel(en('help.contact.email'))).toBeFocused();
    await expect(page.getByText(en('help.contact.errors.required'))).toHaveCount(4);

    const subject = `Funding question ${Date.now()}`;
    await page.getByLabel(en('help.contact.email')).fill('trader@example.com');
    await page.getByLabel(en('help.contact.topic')).selectOption('futures-guide');
    await page.getByLabel(en('help.contact.subject')).fill(subject);
    await page.getByLabel(en('help.contact.message')).fill('Why did my position pay funding at 08:00 UTC?');
    await page.getByRole('button', { name: en('help.contact.send') }).click();

    const sent = page.getByTestId('help-request-sent');
    await expect(sent).toBeFocused();
    await expect(sent).toContainText(en('help.contact.sent.heading'));
    await expect(sent).toContainText('trader@example.com');
    const reference = /\b(\d+)\b/.exec((await sent.locator('p').textContent()) ?? '')?.[1];

    const listed = await request.get('/api/v1/operator/help-requests', {
      headers: { authorization: `Bearer ${process.env.VELA_OPERATOR_TOKEN}` },
    });
    const { requests } = (await listed.json()) as { requests: { id: number; subject: string; topic: string }[] };
    expect(requests.find((item) => item.subject === subject)).toMatchObject({
      id: Number(reference),
      topic: 'futures-guide',
    });
  });

  test('no link in the header, footer or help pages leads to another host', async ({ page, baseURL, request }) => {
    const ownHost = new URL(baseURL as string).host;
    const offsite: string[] = [];
    const helpPages = new Set<string>();
    for (const path of ['/ja_JP', '/ja_JP/help', '/ja_JP/help/fees', '/ja_JP/help/contact']) {
      expect((await page.goto(path))?.status(), path).toBe(200);
      const hrefs = await page
        .locator('header a[href], footer a[href], main a[href]')
        .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
      for (const href of hrefs) {
        const url = new URL(href);
        if (url.host !== ownHost) offsite.push(`${path}: ${href}`);
        else if (url.pathname.startsWith('/ja_JP/help')) helpPages.add(url.pathname);
      }
    }
    expect(offsite).toEqual([]);
    // Every help page those links name exists.
    expect(helpPages.size).toBeGreaterThanOrEqual(17);
    for (const path of helpPages) expect((await request.get(path)).status(), path).toBe(200);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`axe finds no serious or critical violation on the help pages (${theme})`, async ({ browser, baseURL }) => {
      test.slow();
      const context = await browser.newContext({ baseURL });
      await context.addCookies([{ name: 'theme', value: theme, url: baseURL as string }]);
      const page = await context.newPage();
      for (const path of ['/ja_JP/help', '/ja_JP/help/futures-guide', '/help/contact']) {
        expect((await page.goto(path))?.status(), path).toBe(200);
        await hydrated(page);
        expect(await seriousViolations(page, path)).toEqual([]);
      }
      await context.close();
    });
  }
});
