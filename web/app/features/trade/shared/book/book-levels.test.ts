// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { BookRow } from '../../../../lib/market/order-book.ts';
import { type LevelText, levelsHtml, levelText, paintLevels } from './book-levels.ts';

const format = { priceDigits: 2, amountDigits: 3, localeTag: 'en-US' };
const level = (price: string, quantity: string, total: string, depth: number): BookRow => ({
  price,
  quantity,
  total,
  depth,
});
const row = (price: string, quantity: string, total: string, depth: number): LevelText =>
  levelText(level(price, quantity, total, depth), format);

function list(rows: readonly LevelText[], slots = 3): HTMLOListElement {
  const element = document.createElement('ol');
  element.innerHTML = levelsHtml('bid', rows, slots, 'hint');
  return element;
}

const shown = (element: HTMLOListElement) =>
  [...element.querySelectorAll('li:not([hidden]) button.book__level')].map((button) => [
    (button as HTMLElement).dataset.price,
    button.textContent,
    (button as HTMLElement).style.getPropertyValue('--depth'),
  ]);

describe('book levels', () => {
  it('writes every slot, the ones without a row hidden, with locale texts', () => {
    const element = list([row('65000.5', '1.25', '1.25', 0.5)]);
    expect(element.children).toHaveLength(3);
    expect(element.querySelectorAll('li[hidden]')).toHaveLength(2);
    expect(shown(element)).toEqual([['65000.5', '65,000.501.2501.250', '0.5']]);
    expect(element.querySelector('button')?.getAttribute('aria-describedby')).toBe('hint');
  });

  it('updates the slots in place: same elements, same text nodes, only changed values written', () => {
    const element = list([row('2', '1', '1', 0.5), row('1', '1', '2', 1)]);
    const buttons = [...element.querySelectorAll('button')];
    const priceNode = buttons[0]?.firstElementChild?.firstChild;
    paintLevels(element, [level('2', '3', '3', 0.6), level('1', '1', '4', 1), level('0.5', '2', '6', 1)], format);
    expect([...element.querySelectorAll('button')]).toEqual(buttons);
    expect(buttons[0]?.firstElementChild?.firstChild).toBe(priceNode);
    expect(shown(element)).toEqual([
      ['2', '2.003.0003.000', '0.6'],
      ['1', '1.001.0004.000', '1'],
      ['0.5', '0.502.0006.000', '1'],
    ]);
    paintLevels(element, [level('2', '3', '3', 1)], format);
    expect(shown(element)).toEqual([['2', '2.003.0003.000', '1']]);
    expect(element.querySelectorAll('li[hidden]')).toHaveLength(2);
  });

  it('writes a changed value only: texts another hand left alone stay as they are', () => {
    const element = list([row('2', '1', '1', 0.5)], 1);
    paintLevels(element, [level('2', '1', '1', 0.5)], format);
    const [price, quantity] = element.querySelectorAll('.num');
    if (price?.firstChild) price.firstChild.nodeValue = 'untouched';
    paintLevels(element, [level('2', '4', '4', 0.5)], format);
    expect(price?.textContent).toBe('untouched');
    expect(quantity?.textContent).toBe('4.000');
  });

  it('writes every text again in a new format', () => {
    const element = list([row('2', '1', '1', 0.5)], 1);
    paintLevels(element, [level('2', '1', '1', 0.5)], format);
    paintLevels(element, [level('2', '1', '1', 0.5)], { ...format, priceDigits: 1, localeTag: 'de-DE' });
    expect(shown(element)).toEqual([['2', '2,01,0001,000', '0.5']]);
  });

  it('escapes what it writes as markup', () => {
    const element = document.createElement('ol');
    element.innerHTML = levelsHtml('ask', [], 1, '"><img src=x>');
    expect(element.querySelector('img')).toBeNull();
    expect(element.querySelector('button')?.getAttribute('aria-describedby')).toBe('"><img src=x>');
  });

  it('marks the trader’s own orders at their rows, with the own size and a label, and moves the marks with the rows', () => {
    const element = list([row('2', '1', '1', 0.5), row('1', '1', '2', 1)]);
    const own = {
      levels: new Map([['1', { quantity: '0.25', orderIds: ['a'] }]]),
      label: (amount: string) => `Yours: ${amount}`,
    };
    const marks = () =>
      [...element.querySelectorAll<HTMLElement>('button.book__own:not([hidden])')].map((mark) => [
        mark.dataset.price,
        mark.textContent,
        mark.getAttribute('aria-label'),
      ]);
    expect(element.querySelectorAll('button.book__own[hidden]')).toHaveLength(3);
    paintLevels(element, [level('2', '1', '1', 0.5), level('1', '1', '2', 1)], format, own);
    expect(marks()).toEqual([['1', '0.250', 'Yours: 0.250']]);
    const mark = element.querySelector('button.book__own:not([hidden])');
    // The level at 1 is now the first row: its mark moves with it, on the same elements.
    paintLevels(element, [level('1', '1', '1', 1)], format, own);
    expect(marks()).toEqual([['1', '0.250', 'Yours: 0.250']]);
    expect(element.querySelector('button.book__own:not([hidden])')).not.toBe(mark);
    paintLevels(element, [level('1', '1', '1', 1)], format, { ...own, levels: new Map() });
    expect(marks()).toEqual([]);
  });
});
