import { formatFixed } from '../model/format.ts';
import type { BookRow } from '../model/order-book.ts';

/**
 * The rows of one side of the book, drawn outside React: a fixed number of slots written as HTML
 * once (the server's first paint), then updated in place at most once per animation frame. A
 * frame changes only the text nodes and depth bars that changed: no element is created, none
 * moves, and React's reconciliation is not run for a few hundred updates a second.
 */

export type BookSide = 'bid' | 'ask';

/** A row as shown: its texts in the visitor's locale, the raw price a click puts in the form. */
export interface LevelText {
  readonly price: string;
  readonly priceText: string;
  readonly quantityText: string;
  readonly totalText: string;
  readonly depth: string;
}

export interface LevelFormat {
  readonly priceDigits: number;
  readonly amountDigits: number;
  readonly localeTag: string;
}

export function levelText(row: BookRow, format: LevelFormat): LevelText {
  return {
    price: row.price,
    priceText: formatFixed(row.price, format.priceDigits, format.localeTag),
    quantityText: formatFixed(row.quantity, format.amountDigits, format.localeTag),
    totalText: formatFixed(row.total, format.amountDigits, format.localeTag),
    depth: String(row.depth),
  };
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (character) => escapes[character] ?? character);

/** The markup of `slots` rows, the first ones filled from `rows`, the others hidden. */
export function levelsHtml(side: BookSide, rows: readonly LevelText[], slots: number, hintId: string): string {
  let html = '';
  for (let slot = 0; slot < slots; slot++) {
    const row = rows[slot];
    html +=
      `<li${row ? '' : ' hidden'}>` +
      `<button type="button" class="book__level book__level--${side}" data-price="${escapeHtml(row?.price ?? '')}"` +
      ` aria-describedby="${escapeHtml(hintId)}" style="--depth:${row?.depth ?? '0'}">` +
      `<span class="num ${side === 'bid' ? 'up' : 'down'}">${escapeHtml(row?.priceText ?? '')}</span>` +
      `<span class="num">${escapeHtml(row?.quantityText ?? '')}</span>` +
      `<span class="num book__total">${escapeHtml(row?.totalText ?? '')}</span>` +
      '</button></li>';
  }
  return html;
}

function setText(cell: Element | undefined, text: string): void {
  if (!cell) return;
  const node = cell.firstChild;
  if (node?.nodeType === 3) {
    if (node.nodeValue !== text) node.nodeValue = text;
  } else if (text !== '') {
    cell.textContent = text;
  }
}

/** Writes `rows` into the slots of a list made by levelsHtml, touching only what changed. */
export function paintLevels(list: Element, rows: readonly LevelText[]): void {
  const slots = list.children;
  for (let slot = 0; slot < slots.length; slot++) {
    const item = slots[slot] as HTMLElement;
    const row = rows[slot];
    if (!row) {
      if (!item.hidden) item.hidden = true;
      continue;
    }
    if (item.hidden) item.hidden = false;
    const button = item.firstElementChild as HTMLElement;
    if (button.dataset.price !== row.price) button.dataset.price = row.price;
    if (button.style.getPropertyValue('--depth') !== row.depth) button.style.setProperty('--depth', row.depth);
    const [price, quantity, total] = button.children;
    setText(price, row.priceText);
    setText(quantity, row.quantityText);
    setText(total, row.totalText);
  }
}
