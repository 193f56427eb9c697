import AxeBuilder from '@axe-core/playwright';
import type { Locator } from '@playwright/test';
import { localeCodes } from '@vela/contracts/locales';
import { expect, hydrated, test } from '../support/fixtures.ts';
import { messages } from '../support/messages.ts';

const en = messages('en_US');

/** A number the readout wrote in English ("64,000.50", "+1.25", "-0.50%"). */
async function numberIn(locator: Locator): Promise<number> {
  const text = (await locator.textContent()) ?? '';
  expect(text).toMatch(/^[+-]?\d{1,3}(,\d{3})*(\.\d+)?%?$/);
  return Number(text.replace(/[,%+]/g, ''));
}

test.describe('chart of the spot terminal', () => {
  test('reads a bar under the crosshair, keeps an indicator over a reload, and shows the depth', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));

    await page.goto('/trade/BTC_USDT');
    await hydrated(page);
    const chart = page.getByTestId('candle-chart');
    await expect(chart).toHaveAttribute('data-status', 'ready', { timeout: 20_000 });

    // The latest bar before any hover, then the bar under the crosshair.
    const readout = page.getByTestId('chart-readout');
    await expect(readout.getByText(en('trade.chart.readout.open'))).toBeVisible();
    const canvas = chart.locator('.chart__canvas');
    const box = await canvas.boundingBox();
    if (!box) throw new Error('the chart has no box');
    await page.mouse.move(box.x + box.width - 100, box.y + box.height / 3);
    await expect(readout).toHaveAttribute('data-hovered', '');
    const field = (name: string) => readout.locator(`[data-field="${name}"]`);
    const [open, high, low, close] = await Promise.all(
      ['open', 'high', 'low', 'close'].map((name) => numberIn(field(name))),
    );
    expect(high).toBeGreaterThanOrEqual(Math.max(open ?? 0, close ?? 0));
    expect(low).toBeLessThanOrEqual(Math.min(open ?? 0, close ?? 0));
    expect(low).toBeGreaterThan(0);
    await expect(field('change')).toHaveText(/^([+-]?[\d,]+\.\d{2}) \(([+-]?[\d.]+%)\)$/);
    await expect(field('volume')).toHaveText(/^\d{1,3}(,\d{3})*\.\d+$/);
    await page.mouse.move(box.x + 5, box.y - 40);
    await expect(readout).not.toHaveAttribute('data-hovered', '');

    // An indicator, chosen from the keyboard, is there again after a reload.
    const studies = page.getByTestId('chart-studies');
    await studies.click();
    const ma = page.getByRole('checkbox', { name: en('trade.chart.studies.ma') });
    await ma.focus();
    await page.keyboard.press('Space');
    await expect(ma).toBeChecked();
    await page
      .getByRole('spinbutton', { name: en('trade.chart.studies.fields.period') })
      .first()
      .fill('9');
    await page.keyboard.press('Escape');
    await expect(ma).toBeHidden();
    await expect(studies).toBeFocused();
    await expect(studies).toContainText('1');

    await page.reload();
    await hydrated(page);
    await expect(chart).toHaveAttribute('data-status', 'ready', { timeout: 20_000 });
    await page.getByTestId('chart-studies').click();
    await expect(page.getByRole('checkbox', { name: en('trade.chart.studies.ma') })).toBeChecked();
    await expect(page.getByRole('spinbutton', { name: en('trade.chart.studies.fields.period') }).first()).toHaveValue(
      '9',
    );
    await page.keyboard.press('Escape');

    // The depth tab: both sides summed, and a level read from the keyboard.
    await page.getByRole('tab', { name: en('trade.chart.tabs.depth') }).click();
    const summary = page.getByTestId('depth-summary');
    await expect(summary).toContainText(/Bids \d[\d,]*\.\d+ BTC/);
    await expect(summary).toContainText(/Asks \d[\d,]*\.\d+ BTC/);
    const depth = page.getByRole('img', { name: en('trade.chart.depth.label') });
    await depth.focus();
    await page.keyboard.press('ArrowLeft');
    const depthReadout = page.getByTestId('depth-readout');
    await expect(depthReadout).toHaveText(/^Bids at [\d,]+\.\d{2} USDT and above: \d[\d,]*\.\d+ BTC$/);
    await page.keyboard.press('End');
    await expect(depthReadout).toHaveText(/^Asks at [\d,]+\.\d{2} USDT and below: \d[\d,]*\.\d+ BTC$/);
    // The pointer reads the bid side left of the middle.
    const depthBox = await depth.boundingBox();
    if (!depthBox) throw new Error('the depth chart has no box');
    await page.mouse.move(depthBox.x + depthBox.width * 0.3, depthBox.y + depthBox.height / 2);
    await expect(depthReadout).toHaveText(/^Bids at /);
    const axe = await new AxeBuilder({ page }).include('[data-testid="candle-chart"]').analyze();
    expect(axe.violations).toEqual([]);

    expect(problems).toEqual([]);
  });
});

test.describe('drawing on the chart', () => {
  test('a horizontal line stays over a reload on its market only; Escape drops a drawing half placed; the ruler measures', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    const chart = page.getByTestId('candle-chart');
    const canvas = chart.locator('.chart__canvas');
    const status = page.getByTestId('drawing-status');
    const list = page.getByRole('list', { name: en('trade.chart.draw.list') });
    const openList = async () => {
      await page.getByTestId('chart-drawings').click();
      return list;
    };
    const ready = async (path: string) => {
      await page.goto(path);
      await hydrated(page);
      await expect(chart).toHaveAttribute('data-status', 'ready', { timeout: 20_000 });
      await expect(page.getByTestId('chart-drawings')).toBeVisible();
    };
    /** A point of the canvas, as fractions of its box (the bars fill its right part). */
    const at = async (x: number, y: number) => {
      const box = await canvas.boundingBox();
      if (!box) throw new Error('the chart has no box');
      return { x: box.x + box.width * x, y: box.y + box.height * y };
    };

    await ready('/trade/BTC_USDT');
    const horizontal = page.getByRole('button', { name: en('trade.chart.draw.horizontal') });
    await horizontal.click();
    await expect(horizontal).toHaveAttribute('aria-pressed', 'true');
    await expect(status).toHaveText(en('trade.chart.draw.hintOne'));
    const point = await at(0.6, 0.3);
    await page.mouse.click(point.x, point.y);
    await expect(horizontal).toHaveAttribute('aria-pressed', 'false');
    await expect(status).toBeHidden();
    await openList();
    await expect(list.getByRole('listitem')).toHaveText([/^Horizontal line at \d{1,3}(,\d{3})*\.\d{2} USDT/]);
    const drawn = (await list.getByRole('listitem').locator('span').textContent()) ?? '';

    await page.reload();
    await ready('/trade/BTC_USDT');
    await openList();
    await expect(list.getByRole('listitem').locator('span')).toHaveText([drawn]);

    // Another market has drawings of its own: none yet.
    await ready('/trade/ETH_USDT');
    await openList();
    await expect(page.getByText(en('trade.chart.draw.empty'))).toBeVisible();
    await page.keyboard.press('Escape');

    // A trend line's first point, then Escape: nothing is kept, the tool is put down.
    const trend = page.getByRole('button', { name: en('trade.chart.draw.trend') });
    await trend.click();
    await expect(status).toHaveText(en('trade.chart.draw.hintTwo'));
    const first = await at(0.7, 0.4);
    await page.mouse.click(first.x, first.y);
    await page.keyboard.press('Escape');
    await expect(trend).toHaveAttribute('aria-pressed', 'false');
    await expect(status).toBeHidden();
    await openList();
    await expect(page.getByText(en('trade.chart.draw.empty'))).toBeVisible();
    await page.keyboard.press('Escape');

    // The ruler: two points, what lies between them.
    await page.getByRole('button', { name: en('trade.chart.draw.ruler') }).click();
    const from = await at(0.7, 0.6);
    const to = await at(0.85, 0.3);
    await page.mouse.click(from.x, from.y);
    await page.mouse.move(to.x, to.y);
    await page.mouse.click(to.x, to.y);
    await expect(status).toHaveText(
      /^\+\d[\d,]*\.\d{2} USDT \(\+\d+\.\d{2}%\) over [\d.]+ (minutes|hours|days?|minute|hour), bars: \d+$/,
    );
    await page.keyboard.press('Escape');
    await expect(status).toBeHidden();

    // Deleted from the keyboard, gone for good.
    await ready('/trade/BTC_USDT');
    await openList();
    await list.getByRole('button', { name: en('trade.chart.draw.deleteOne', { drawing: drawn }) }).press('Enter');
    await expect(page.getByText(en('trade.chart.draw.empty'))).toBeVisible();
    await page.reload();
    await ready('/trade/BTC_USDT');
    await openList();
    await expect(page.getByText(en('trade.chart.draw.empty'))).toBeVisible();
  });

  test('places, picks and deletes drawings with the keyboard only, and the shortcuts dialog says how', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    const chart = page.getByTestId('candle-chart');
    const keys = page.getByTestId('chart-keys');
    const keysStatus = page.getByTestId('chart-keys-status');
    const list = page.getByRole('list', { name: en('trade.chart.draw.list') });
    const items = () => list.getByRole('listitem').locator('span');
    const ready = async () => {
      await hydrated(page);
      await expect(chart).toHaveAttribute('data-status', 'ready', { timeout: 20_000 });
      await expect(page.getByTestId('chart-drawings')).toBeVisible();
    };
    /** Opens the drawings list from the keyboard, reads its names, and closes it again. */
    const names = async () => {
      await page.getByTestId('chart-drawings').focus();
      await page.keyboard.press('Enter');
      await expect(list.or(page.getByText(en('trade.chart.draw.empty')))).toBeVisible();
      const read = (await list.isVisible()) ? await items().allTextContents() : [];
      await page.keyboard.press('Escape');
      return read;
    };
    const point = /^Point: .+, \d{1,3}(,\d{3})*\.\d{2} USDT\. /;

    await page.goto('/trade/BTC_USDT');
    await ready();
    await expect(keys).toHaveAccessibleName(en('trade.chart.keys.label'));

    // A horizontal line at a typed price: the tool chosen with Enter takes the focus to its price,
    // which starts at the last close.
    const horizontal = page.getByRole('button', { name: en('trade.chart.draw.horizontal') });
    await horizontal.focus();
    await page.keyboard.press('Enter');
    await expect(horizontal).toHaveAttribute('aria-pressed', 'true');
    const price = page.getByLabel(en('trade.chart.keys.linePrice', { quote: 'USDT' }));
    await expect(price).toBeFocused();
    await expect(price).toHaveValue(/^\d+\.\d{2}$/);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('80000');
    await page.keyboard.press('Enter');
    await expect(horizontal).toHaveAttribute('aria-pressed', 'false');
    expect(await names()).toEqual(['Horizontal line at 80,000.00 USDT']);

    // A trend line: Space on the tool, then the arrow keys and Enter on the chart's keys.
    const trend = page.getByRole('button', { name: en('trade.chart.draw.trend') });
    await trend.focus();
    await page.keyboard.press('Space');
    await expect(keys).toBeFocused();
    await expect(keysStatus).toHaveText(new RegExp(`${point.source}${en('trade.chart.keys.setFirst')}$`));
    await page.keyboard.press('Shift+ArrowLeft');
    await page.keyboard.press('Enter');
    await expect(keysStatus).toHaveText(new RegExp(`${point.source}${en('trade.chart.keys.setSecond')}$`));
    await page.keyboard.press('Shift+ArrowRight');
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(trend).toHaveAttribute('aria-pressed', 'false');
    const [line, trendName = ''] = await names();
    expect(line).toBe('Horizontal line at 80,000.00 USDT');
    const [from, to] = [...trendName.matchAll(/([\d,]+\.\d{2})/g)].map((found) => Number(found[1]?.replace(/,/g, '')));
    expect(trendName).toMatch(/^Trend line from .+ to .+ USDT$/);
    expect(to).toBeGreaterThan(from ?? Number.POSITIVE_INFINITY);

    // The ruler measures what lies between its two points, as with the mouse.
    const ruler = page.getByRole('button', { name: en('trade.chart.draw.ruler') });
    await ruler.focus();
    await page.keyboard.press('Enter');
    await expect(keys).toBeFocused();
    await page.keyboard.press('Enter');
    for (let step = 0; step < 4; step += 1) await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('drawing-status')).toHaveText(/^[+-]?\d[\d,]*\.\d{2} USDT \(.+\) over .+, bars: 4$/);
    await page.keyboard.press('Escape');

    // Without a tool, ↓ picks a drawing and Delete removes it; the pick is said.
    await keys.focus();
    await page.keyboard.press('ArrowDown');
    await expect(keysStatus).toHaveText(
      en('trade.chart.keys.selected', { drawing: 'Horizontal line at 80,000.00 USDT', number: '1', count: '2' }),
    );
    await page.keyboard.press('Delete');
    expect(await names()).toEqual([trendName]);
    await page.reload();
    await ready();
    expect(await names()).toEqual([trendName]);

    // The shortcuts dialog lists the chart's keys.
    await keys.focus();
    await page.keyboard.press('?');
    const dialog = page.getByRole('dialog', { name: en('terminal.shortcuts.title') });
    await expect(dialog.getByTestId('chart-shortcuts')).toContainText(en('terminal.shortcuts.chartDelete'));
    await expect(dialog.getByTestId('chart-shortcuts')).toContainText(en('terminal.shortcuts.chartMove'));
  });

  test('names its tools in every locale', async ({ page, context, baseURL }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    for (const code of localeCodes) {
      const t = messages(code);
      await context.addCookies([{ name: 'i18n_redirected', value: code, url: baseURL as string }]);
      await page.goto(`${code === 'en_US' ? '' : `/${code}`}/trade/BTC_USDT`);
      await hydrated(page);
      const tools = page.getByRole('group', { name: t('trade.chart.draw.label') });
      for (const tool of ['trend', 'horizontal', 'ruler']) {
        await expect(tools.getByRole('button', { name: t(`trade.chart.draw.${tool}`) }), code).toBeVisible();
      }
      await expect(tools.getByTestId('chart-drawings'), code).toContainText(t('trade.chart.draw.list'));
    }
  });
});
