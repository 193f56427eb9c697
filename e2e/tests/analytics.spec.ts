import type { APIRequestContext, BrowserContext, Page, Request } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

/** What the operator query answers per event (server/src/analytics/operator-queries.ts). */
interface StoredEvent {
  uuid: string;
  eventName: string;
  type: string;
  distinctId: string;
  accountId: string | null;
  properties: Record<string, unknown>;
  siteId: string | null;
  receivedAt: string;
}

interface StatisticsRow {
  event: string;
  requestSource: string;
  type: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
}

function operatorHeaders(): Record<string, string> {
  const token = process.env.VELA_OPERATOR_TOKEN;
  if (!token) throw new Error('VELA_OPERATOR_TOKEN is not set: the global setup starts the server with OPERATOR_TOKEN');
  return { authorization: `Bearer ${token}` };
}

/** Events stored for one browser (its device id is the distinct id), newest first. */
async function storedEvents(request: APIRequestContext, distinctId: string, name?: string): Promise<StoredEvent[]> {
  const query = new URLSearchParams({ limit: '1000', ...(name ? { name } : {}) });
  const response = await request.get(`/api/v1/operator/analytics/events?${query}`, { headers: operatorHeaders() });
  expect(response.status()).toBe(200);
  const { events } = (await response.json()) as { events: StoredEvent[] };
  return events.filter((event) => event.distinctId === distinctId);
}

/** The browser's device id, written once the page has hydrated (the banner is already there before). */
async function deviceIdOf(page: Page): Promise<string> {
  const read = () => page.evaluate(() => window.localStorage.getItem('vela_device_id') ?? '');
  await expect.poll(read).not.toBe('');
  return read();
}

/** Every request that reaches the analytics receiver from this page. */
function receiverRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/sync_js' || pathname === '/data_debug') seen.push(request);
  });
  return seen;
}

const banner = (page: Page) => page.getByRole('region', { name: 'Privacy choice' });
const CHOICE = 'vela_tracking_choice';

/** The choice cookie as the browser holds it. */
async function choiceCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === CHOICE);
}

/** Whether the server's HTML for `path` (no script run) holds the banner. */
async function serverRendersBanner(request: APIRequestContext, path: string, cookie?: string): Promise<boolean> {
  const response = await request.get(path, { headers: cookie ? { cookie } : {} });
  expect(response.status()).toBe(200);
  return (await response.text()).includes('data-testid="tracking-banner"');
}
const marketsLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Markets' });

test.describe('analytics', () => {
  test.describe.configure({ timeout: 60_000 });

  test('allowed: a click on a tracked navigation link is stored with its tracking properties', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const homeTitle = await page.title();
    await expect(banner(page)).toBeVisible();
    await banner(page).getByRole('button', { name: 'Allow' }).click();
    await expect(banner(page)).toBeHidden();
    expect(await page.evaluate(() => window.localStorage.getItem('vela_tracking_choice'))).toBe('allow');
    // Also a cookie, so the server knows the choice: a year, the whole site, readable by the script.
    const cookie = await choiceCookie(page.context());
    expect(cookie).toMatchObject({ value: 'allow', path: '/', sameSite: 'Lax', httpOnly: false, secure: false });
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
    const deviceId = await deviceIdOf(page);

    await marketsLink(page).click();
    await expect(page).toHaveURL(/\/markets$/);

    // The interval (6 s) sends what is queued; the receiver keeps it for the operator query.
    await expect
      .poll(async () => (await storedEvents(request, deviceId, 'element_click')).length, { timeout: 20_000 })
      .toBe(1);
    const [click] = await storedEvents(request, deviceId, 'element_click');
    expect(click).toMatchObject({
      type: 'track',
      siteId: 'web',
      properties: {
        module_name: 'main_nav',
        element_name: 'nav.markets',
        pageid: 'home___en_US___default',
        page_name: homeTitle,
        siteid: 'web',
      },
    });
    // The page tracking was allowed on and the one navigated to are page views.
    const viewedPaths = async () =>
      (await storedEvents(request, deviceId, 'page_view')).map((view) => view.properties.page_path).sort();
    await expect.poll(viewedPaths, { timeout: 20_000 }).toEqual(['/', '/markets']);

    // The choice is remembered: no banner on the next page load.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
  });

  test('declined (stop): nothing is sent, before the choice or after it', async ({ page, request }) => {
    const sent = receiverRequests(page);
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    const deviceId = await deviceIdOf(page);

    // Not chosen yet: tracking is paused, so a tracked click and a whole send interval send nothing.
    await marketsLink(page).click();
    await expect(page).toHaveURL(/\/markets$/);
    await page.waitForTimeout(6_500);
    await banner(page).getByRole('button', { name: 'Decline' }).click();
    await expect(banner(page)).toBeHidden();
    expect(await page.evaluate(() => window.localStorage.getItem('vela_tracking_choice'))).toBe('decline');
    expect((await choiceCookie(page.context()))?.value).toBe('decline');

    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Trade' }).click();
    await expect(page).toHaveURL(/\/trade$/);
    await page.reload();
    await expect(banner(page)).toHaveCount(0);
    // Leaving the page would hand anything queued to a beacon.
    await page.goto('about:blank');

    expect(sent.map((request) => request.url())).toEqual([]);
    expect(await storedEvents(request, deviceId)).toEqual([]);
  });

  test('the server renders the banner with the document until a choice is in the cookie', async ({ request }) => {
    for (const path of ['/', '/trade/BTC_USDT', '/futures/BTC_USDT']) {
      expect(await serverRendersBanner(request, path), path).toBe(true);
      expect(await serverRendersBanner(request, path, `${CHOICE}=allow`), path).toBe(false);
      expect(await serverRendersBanner(request, path, `${CHOICE}=decline`), path).toBe(false);
      expect(await serverRendersBanner(request, path, `${CHOICE}=maybe`), path).toBe(true);
    }
  });

  test('a choice kept only in storage (before the cookie) hides the banner and is copied to the cookie', async ({
    page,
  }) => {
    await page.addInitScript((key) => {
      if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, 'decline');
    }, CHOICE);
    const documents: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'document') documents.push(await response.text());
    });
    await page.goto('/');
    // The server could not know it (the first document holds the banner); the browser hides it.
    await expect(banner(page)).toHaveCount(0);
    await expect.poll(async () => (await choiceCookie(page.context()))?.value).toBe('decline');
    expect(documents[0]).toContain('data-testid="tracking-banner"');

    // From the next page load on, the server knows.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => documents.length).toBe(2);
    expect(documents[1]).not.toContain('data-testid="tracking-banner"');
    await expect(banner(page)).toHaveCount(0);
  });

  test('a beacon on page hide delivers what is queued before the send interval', async ({ page, request }) => {
    const sent = receiverRequests(page);
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Allow' }).click();
    const allowedAt = Date.now();
    const deviceId = await deviceIdOf(page);
    await marketsLink(page).click();
    await expect(page).toHaveURL(/\/markets$/);

    // Queued on the device (the page view follows the route's render), and nothing sent yet.
    const queued = () =>
      page.evaluate(() =>
        (JSON.parse(window.localStorage.getItem('vela_analytics_events') ?? '[]') as StoredEvent[]).map((event) =>
          `${event.eventName} ${event.properties.page_path ?? ''}`.trim(),
        ),
      );
    await expect.poll(queued).toEqual(['page_view /', 'element_click', 'page_view /markets']);
    // Leave well inside the 6 s interval: only the pagehide beacon can carry the events.
    expect(sent).toEqual([]);
    await page.goto('about:blank');
    expect(Date.now() - allowedAt).toBeLessThan(5_000);

    await expect.poll(async () => (await storedEvents(request, deviceId, 'element_click')).length).toBe(1);
    expect((await storedEvents(request, deviceId, 'page_view')).length).toBe(2);
    // By beacon: a POST, never the image GET the interval would have used.
    expect(sent.map((request) => request.method())).toEqual(sent.map(() => 'POST'));
  });

  test('a landing with utm parameters stores one statistics row', async ({ page, request }) => {
    const campaign = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
    const rowsFor = async () => {
      const response = await request.get('/api/v1/operator/analytics/statistics?event=landing&limit=1000', {
        headers: operatorHeaders(),
      });
      expect(response.status()).toBe(200);
      const { statistics } = (await response.json()) as { statistics: StatisticsRow[] };
      return statistics.filter((row) => row.utmCampaign === campaign);
    };

    await page.goto(`/?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}`);
    await expect.poll(async () => (await rowsFor()).length).toBe(1);
    expect((await rowsFor())[0]).toEqual({
      id: expect.any(Number),
      event: 'landing',
      requestSource: 'PC',
      type: 'landing',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: campaign,
      utmTerm: null,
      utmContent: null,
      createdAt: expect.any(String),
    });

    // A reload is the same landing; client-side navigation is no landing at all.
    await page.reload();
    await marketsLink(page).click();
    await expect(page).toHaveURL(/\/markets$/);
    await page.waitForTimeout(1_000);
    expect(await rowsFor()).toHaveLength(1);
  });

  test('the receiver answers other origins (the site linker) without credentials', async ({ request }) => {
    const response = await request.fetch('/sync_js', {
      method: 'OPTIONS',
      headers: { origin: 'https://partner.example', 'access-control-request-method': 'POST' },
    });
    expect(response.status()).toBe(204);
    expect(response.headers()['access-control-allow-origin']).toBe('*');
    expect(response.headers()['access-control-allow-credentials']).toBeUndefined();
  });
});
