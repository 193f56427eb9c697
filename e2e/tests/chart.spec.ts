import AxeBuilder from '@axe-core/playwright';
import type { Locator } from '@playwright/test';
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
