import type { Locator, Page } from '@playwright/test';
import { registerByApi } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { messages } from '../support/messages.ts';

const ja = messages('ja_JP');

/** Whether `element` lies wholly inside the page's width (nothing cut off or scrolled sideways). */
async function fitsTheWidth(page: Page, element: Locator): Promise<boolean> {
  const box = await element.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  return box !== null && box.x >= 0 && box.x + box.width <= width;
}

/** Whether a select's longest option, in its own font, fits the room its box leaves beside the arrow. */
function widestOptionFits(select: Locator): Promise<boolean> {
  return select.evaluate((element) => {
    if (!(element instanceof HTMLSelectElement)) return false;
    const style = getComputedStyle(element);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return false;
    context.font = style.font;
    const widest = Math.max(...Array.from(element.options, (option) => context.measureText(option.text).width));
    const arrow = 16;
    const room =
      element.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight) - arrow;
    return widest <= room;
  });
}

const terminals = [
  { name: 'spot', path: '/ja_JP/trade/BTC_USDT', open: '.order-sheet__buy', timeInForce: ja('trade.form.timeInForce') },
  {
    name: 'futures',
    path: '/ja_JP/futures/BTC_USDT',
    open: '.futures-sheet__open',
    timeInForce: ja('futuresForm.timeInForce'),
  },
] as const;

test.describe('the terminals on a phone, in Japanese', () => {
  test.describe.configure({ timeout: 90_000 });

  for (const width of [390, 360]) {
    for (const terminal of terminals) {
      test(`${terminal.name} at ${width} px: no shortcuts button, a full-width place-order button, the time-in-force menu fits`, async ({
        page,
        baseURL,
      }) => {
        await page.setViewportSize({ width, height: 844 });
        // A trader who reads Japanese: the terminal stays in their language.
        const credentials = await registerByApi(page.request, baseURL as string, 'ja_JP');
        const login = await page.request.post('/api/v1/auth/login', {
          data: credentials,
          headers: { origin: baseURL as string },
        });
        expect(login.ok()).toBe(true);
        await page.goto(terminal.path);
        // No keyboard, so no list of keyboard shortcuts.
        await expect(page.locator('.trade-terminal__shortcuts')).toBeHidden();

        const open = page.locator(terminal.open);
        expect(await fitsTheWidth(page, open)).toBe(true);
        await open.click();
        const sheet = page.getByRole('dialog');
        const timeInForce = sheet.getByLabel(terminal.timeInForce, { exact: true });
        await expect(timeInForce).toBeVisible();
        expect(await fitsTheWidth(page, timeInForce)).toBe(true);
        // Its longest option reads whole in the closed menu (beside the menu's arrow).
        expect(await widestOptionFits(timeInForce)).toBe(true);

        const submit = sheet.locator('.order-form__submit').first();
        const [button, body] = await Promise.all([submit.boundingBox(), sheet.locator('.popup-body').boundingBox()]);
        expect(button && body && button.width >= body.width - 40).toBe(true);
        expect(await fitsTheWidth(page, submit)).toBe(true);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      });
    }
  }
});
