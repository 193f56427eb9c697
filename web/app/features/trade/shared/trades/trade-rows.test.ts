// @vitest-environment happy-dom
import type { Trade } from '@vela/contracts/market-data';
import { describe, expect, it } from 'vitest';
import { paintTrades, type TradeFormat, tradeRowsHtml } from './trade-rows.ts';

const format: TradeFormat = {
  market: { pricePrecision: 2, amountPrecision: 3 },
  localeTag: 'en-US',
  timeZone: 'Asia/Tokyo',
};
const trade = (id: number, side: Trade['side'] = 'buy'): Trade => ({
  id,
  symbol: 'BTC_USDT',
  price: `${65000 + id}`,
  quantity: '0.1',
  side,
  time: Date.UTC(2026, 0, 2, 3, 4, id),
});

function body(trades: readonly Trade[], formatKey = 'a'): HTMLTableSectionElement {
  const element = document.createElement('tbody');
  element.setAttribute('data-format', formatKey);
  element.innerHTML = tradeRowsHtml(trades, format);
  return element;
}

const ids = (element: Element) => [...element.children].map((row) => row.getAttribute('data-id'));

describe('trade rows', () => {
  it('writes a row per trade: price coloured by side, amount, time of day', () => {
    const element = body([trade(2, 'sell'), trade(1)]);
    const cells = [...element.querySelectorAll('tr:first-child td')].map((cell) => [cell.className, cell.textContent]);
    expect(cells).toEqual([
      ['num down', '65,002.00'],
      ['num', '0.100'],
      ['num trades__time', '12:04:02'],
    ]);
    expect(element.querySelector('time')?.getAttribute('datetime')).toBe('2026-01-02T03:04:02.000Z');
  });

  it('adds only the new rows on top and drops the oldest, keeping the rows already shown', () => {
    const element = body([trade(3), trade(2), trade(1)]);
    const kept = element.children[0];
    paintTrades(element, [trade(5), trade(4), trade(3)], format, 'a');
    expect(ids(element)).toEqual(['5', '4', '3']);
    expect(element.children[2]).toBe(kept);
  });

  it('writes every row again when the list was replaced or the format changed', () => {
    const element = body([trade(3), trade(2)]);
    paintTrades(element, [trade(9), trade(7)], format, 'a');
    expect(ids(element)).toEqual(['9', '7']);
    const first = element.children[0];
    paintTrades(element, [trade(9), trade(7)], format, 'b');
    expect(ids(element)).toEqual(['9', '7']);
    expect(element.children[0]).not.toBe(first);
  });
});
