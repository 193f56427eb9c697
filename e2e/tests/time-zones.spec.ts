import type { Locator, Page } from '@playwright/test';
import { PREFERENCES_GET_PATH, PREFERENCES_UPDATE_PATH } from '@vela/contracts/preference-paths';
import { registerByApi, signInByApi } from '../support/accounts.ts';
import { expect, hydrated, test } from '../support/fixtures.ts';
import { messages } from '../support/messages.ts';

/**
 * Issue #36 §5: every screen writes times in the zone the terminal does and says which. The page's
 * language (English) maps to New York; the viewer is in Singapore (UTC+8, no summer time), so a
 * screen still on the language's zone is 12 or 13 hours off.
 */

const en = messages('en_US');
const VIEWER_ZONE = 'Asia/Singapore';

/** An instant's wall time in `zone`, YYYY/MM/DD HH:mm:ss, not by the app's formatter (Swedish writes ISO dates). */
function wallTime(iso: string, zone: string): string {
  return new Date(iso).toLocaleString('sv-SE', { timeZone: zone, hourCycle: 'h23' }).replaceAll('-', '/');
}

/** Each `<time>` in `scope` shows its instant's wall time in `zone`, followed by `label` when given. */
async function expectTimesIn(scope: Locator, zone: string, label: string | null) {
  const times = scope.locator('time[datetime]');
  await expect(times.first()).toBeVisible();
  for (const time of await times.all()) {
    const expected = wallTime((await time.getAttribute('datetime')) ?? '', zone);
    await expect(time).toHaveText(label ? `${expected} ${label}` : expected);
  }
}

async function terminalZoneHeading(page: Page): Promise<string> {
  await page.goto('/trade/BTC_USDT');
  const heading = page.getByTestId('recent-trades').getByRole('columnheader', { name: /^Time \(/ });
  await expect(heading).toBeVisible();
  return (await heading.textContent()) ?? '';
}

test.describe('times on every screen', () => {
  test.use({ timezoneId: VIEWER_ZONE });

  test('devices, earn, the task centre and the sharkfin dates use the terminal’s zone and say which', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    await signInByApi(page, baseURL as string);
    const origin = { origin: baseURL as string };
    const subscribed = await page.request.post('/api/v1/earn/subscribe', {
      data: { productId: 'usdt-flexible', amount: '100' },
      headers: origin,
    });
    expect(subscribed.ok()).toBe(true);
    const claimed = await page.request.post('/api/v1/tasks/sign-up/claim', { headers: origin });
    expect(claimed.ok()).toBe(true);

    // The terminal names the viewer's zone: UTC+8.
    expect(await terminalZoneHeading(page)).toBe(
      en('timeZone.heading', { heading: en('trade.trades.time'), zone: 'UTC+8' }),
    );

    await page.goto('/account/devices');
    await expectTimesIn(page.getByTestId('session-item'), VIEWER_ZONE, 'UTC+8');
    await expectTimesIn(page.getByTestId('login-history'), VIEWER_ZONE, 'UTC+8');

    await page.goto('/task-center');
    await expectTimesIn(page.getByTestId('reward-history'), VIEWER_ZONE, 'UTC+8');

    await page.goto('/earn/positions');
    await expect(page.getByText(en('earn.history.timeZone', { zone: 'UTC+8' }))).toBeVisible();
    await expectTimesIn(page.getByTestId('earn-history-entry'), VIEWER_ZONE, null);

    // A sharkfin's dates are the days in the viewer's zone, the zone named beside them.
    const products = (await (await page.request.get('/api/v1/earn/products')).json()) as {
      products: { id: string; sharkfin: { startsAt: string } | null }[];
    };
    const sharkfin = products.products.find((product) => product.sharkfin);
    if (!sharkfin?.sharkfin) throw new Error('no sharkfin product in the demo data');
    await page.goto('/earn/sharkfin');
    const panel = page.locator(`[data-testid="sharkfin-panel"][data-product="${sharkfin.id}"]`);
    const startDay = new Intl.DateTimeFormat('en-US', {
      timeZone: VIEWER_ZONE,
      year: 'numeric',
      month: 'short',
      day: 'numeric',
    }).format(new Date(sharkfin.sharkfin.startsAt));
    const startsHeading = en('timeZone.heading', { heading: en('earn.sharkfin.subscribeBy'), zone: 'UTC+8' });
    await expect(panel.getByRole('term').filter({ hasText: startsHeading })).toBeVisible();
    await expect(panel.getByRole('definition').filter({ hasText: new RegExp(`^${startDay}$`) })).toHaveCount(1);

    // Choosing UTC on the terminal moves the other screens with it.
    await page.goto('/trade/BTC_USDT');
    await page.getByLabel(en('timeZone.label')).selectOption('utc');
    expect(await terminalZoneHeading(page)).toBe(
      en('timeZone.heading', { heading: en('trade.trades.time'), zone: 'UTC' }),
    );
    await page.goto('/account/devices');
    await expectTimesIn(page.getByTestId('session-item'), 'UTC', 'UTC');
    await page.goto('/task-center');
    await expectTimesIn(page.getByTestId('reward-history'), 'UTC', 'UTC');
  });

  /** Signs in through the login form, as a person would (the form saves a first zone choice). */
  async function signInByForm(page: Page, account: string, password: string) {
    await page.goto('/login');
    await hydrated(page);
    await page.getByLabel(en('auth.account')).fill(account);
    await page.getByLabel(en('auth.password'), { exact: true }).fill(password);
    await page.getByRole('button', { name: en('auth.submitLogin') }).click();
    await expect(page.getByRole('button', { name: en('account.menuLabel') })).toBeVisible();
  }

  async function savedZone(page: Page) {
    const response = await page.request.get(PREFERENCES_GET_PATH);
    expect(response.ok()).toBe(true);
    const { data } = (await response.json()) as { data: { timeZoneChoice: string | null; timeZone: string | null } };
    return { choice: data.timeZoneChoice, zone: data.timeZone };
  }

  test('a zone chosen while signed in is the account’s: a fresh browser without the cookie shows it', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow();
    const { account, password } = await registerByApi(page.request, baseURL as string);
    // The first sign-in gives the account this browser's choice: the viewer's own zone.
    await signInByForm(page, account, password);
    await expect.poll(() => savedZone(page)).toEqual({ choice: 'local', zone: VIEWER_ZONE });

    // The language's zone (English: New York), chosen on the account page, is saved on the account.
    await page.goto('/account');
    await hydrated(page);
    const saved = page.waitForResponse(
      (response) => response.url().endsWith(PREFERENCES_UPDATE_PATH) && response.request().method() === 'POST',
    );
    await page.getByLabel(en('timeZone.label')).selectOption('locale');
    expect((await saved).ok()).toBe(true);
    expect(await savedZone(page)).toEqual({ choice: 'locale', zone: 'America/New_York' });

    // Another browser (no cookies at all) in the same place: after signing in, New York, as saved.
    const fresh = await browser.newContext({ baseURL, timezoneId: VIEWER_ZONE });
    try {
      const other = await fresh.newPage();
      expect(await fresh.cookies()).toEqual([]);
      await signInByForm(other, account, password);
      await other.goto('/account');
      await expect(other.getByLabel(en('timeZone.label'))).toHaveValue('locale');
      expect((await fresh.cookies()).find((cookie) => cookie.name === 'vela_time_zone')?.value).toBe('locale');
      const newYork = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', timeZoneName: 'shortOffset' })
        .formatToParts(new Date())
        .find((part) => part.type === 'timeZoneName')
        ?.value.replace('GMT', 'UTC');
      await other.goto('/account/devices');
      await expectTimesIn(other.getByTestId('session-item'), 'America/New_York', newYork ?? 'UTC-5');
      // Signing in there did not overwrite the account's choice with that browser's default.
      expect(await savedZone(other)).toEqual({ choice: 'locale', zone: 'America/New_York' });
    } finally {
      await fresh.close();
    }
  });
});
