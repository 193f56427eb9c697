import type { BookRow } from '../../../lib/market/order-book.ts';
import { formatFixed } from '../model/format.ts';

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
      ` aria-describedby="${escapeHtml(hintId)}" style="--depth:${escapeHtml(row?.depth ?? '0')}">` +
      `<span class="num ${side === 'bid' ? 'up' : 'down'}">${escapeHtml(row?.priceText ?? '')}</span>` +
      `<span class="num">${escapeHtml(row?.quantityText ?? '')}</span>` +
      `<span class="num book__total">${escapeHtml(row?.totalText ?? '')}</span>` +
      '</button></li>';
  }
  return html;
}

/** What a slot shows, kept beside its nodes so a draw compares strings in JavaScript and reads nothing from the DOM. */
interface Slot {
  readonly item: HTMLElement;
  readonly button: HTMLElement;
  readonly texts: readonly [Text, Text, Text];
  hidden: boolean;
  format: string;
  price: string | undefined;
  quantity: string | undefined;
  total: string | undefined;
  depth: number | undefined;
}

/** The one text node of a cell, made if the first paint left the cell empty (a hidden slot). */
function textOf(cell: Element | null): Text {
  const node = cell?.firstChild;
  if (node instanceof Text) return node;
  const text = document.createTextNode('');
  cell?.append(text);
  return text;
}

function slotsOf(list: Element): Slot[] {
  return [...list.children].map((child) => {
    const item = child as HTMLElement;
    const button = item.firstElementChild as HTMLElement;
    const [price, quantity, total] = button.children;
    return {
      item,
      button,
      texts: [textOf(price ?? null), textOf(quantity ?? null), textOf(total ?? null)],
      hidden: item.hidden,
      format: '',
      price: undefined,
      quantity: undefined,
      total: undefined,
      depth: undefined,
    };
  });
}

const slotsByList = new WeakMap<Element, Slot[]>();

/**
 * Writes `rows` into the slots of a list made by levelsHtml, touching only what changed. Each
 * slot remembers the raw values it shows: a row that did not change costs four string compares,
 * and only changed values are formatted and written (no DOM read, no relayout of untouched text).
 */
export function paintLevels(list: Element, rows: readonly BookRow[], format: LevelFormat): void {
  let slots = slotsByList.get(list);
  if (!slots) {
    slots = slotsOf(list);
    slotsByList.set(list, slots);
  }
  const formatKey = `${format.localeTag}|${format.priceDigits}|${format.amountDigits}`;
  for (const [index, slot] of slots.entries()) {
    const row = rows[index];
    if (!row) {
      if (!slot.hidden) slot.item.hidden = slot.hidden = true;
      continue;
    }
    if (slot.hidden) slot.item.hidden = slot.hidden = false;
    const reformat = slot.format !== formatKey;
    slot.format = formatKey;
    const [priceText, quantityText, totalText] = slot.texts;
    if (reformat || slot.price !== row.price) {
      if (slot.price !== row.price) slot.button.dataset.price = row.price;
      slot.price = row.price;
      priceText.nodeValue = formatFixed(row.price, format.priceDigits, format.localeTag);
    }
    if (reformat || slot.quantity !== row.quantity) {
      slot.quantity = row.quantity;
      quantityText.nodeValue = formatFixed(row.quantity, format.amountDigits, format.localeTag);
    }
    if (reformat || slot.total !== row.total) {
      slot.total = row.total;
      totalText.nodeValue = formatFixed(row.total, format.amountDigits, format.localeTag);
    }
    if (slot.depth !== row.depth) {
      slot.depth = row.depth;
      slot.button.style.setProperty('--depth', String(row.depth));
    }
  }
}
