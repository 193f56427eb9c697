import type { BookRow } from '../../../../lib/market/order-book.ts';
import { formatFixed } from '../model/format.ts';
import type { OwnLevel } from './own-levels.ts';

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

/**
 * The signed-in trader's own orders on this side, and the accessible name of a row's mark (it
 * offers to cancel them) from the own size as shown.
 */
export interface OwnMarks {
  readonly levels: ReadonlyMap<string, OwnLevel>;
  label(quantityText: string): string;
}

/**
 * The markup of `slots` rows, the first ones filled from `rows`, the others hidden. Each row has
 * a second, hidden button beside the level: the mark of the trader's own orders at that price.
 */
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
      `</button><button type="button" class="book__own book__own--${side}" hidden></button></li>`;
  }
  return html;
}

/** What a slot shows, kept beside its nodes so a draw compares strings in JavaScript and reads nothing from the DOM. */
interface Slot {
  readonly item: HTMLElement;
  readonly button: HTMLElement;
  readonly texts: readonly [Text, Text, Text];
  /** The own-orders mark and its text; `ownShown` is what it shows ('' when hidden). */
  readonly own: HTMLElement | null;
  readonly ownText: Text;
  ownShown: string;
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
    const own = (button.nextElementSibling as HTMLElement | null) ?? null;
    return {
      item,
      button,
      texts: [textOf(price ?? null), textOf(quantity ?? null), textOf(total ?? null)],
      own,
      ownText: textOf(own),
      ownShown: '',
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
export function paintLevels(list: Element, rows: readonly BookRow[], format: LevelFormat, own?: OwnMarks): void {
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
      paintOwn(slot, '', undefined, format, formatKey, own);
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
    paintOwn(slot, row.price, own?.levels.get(row.price)?.quantity, format, formatKey, own);
  }
}

/** Shows, updates or hides a row's own-orders mark; writes only when what it shows changed. */
function paintOwn(
  slot: Slot,
  price: string,
  quantity: string | undefined,
  format: LevelFormat,
  formatKey: string,
  own: OwnMarks | undefined,
): void {
  const mark = slot.own;
  if (!mark) return;
  const shown = quantity === undefined || !own ? '' : `${price}|${quantity}|${formatKey}`;
  if (shown === slot.ownShown) return;
  slot.ownShown = shown;
  if (shown === '' || quantity === undefined || !own) {
    mark.hidden = true;
    return;
  }
  const text = formatFixed(quantity, format.amountDigits, format.localeTag);
  slot.ownText.nodeValue = text;
  mark.dataset.price = price;
  mark.setAttribute('aria-label', own.label(text));
  mark.hidden = false;
}
