import type { Trade } from '@vela/contracts/market-data';
import type { SpotMarket } from '@vela/contracts/markets';
import { formatTimestamp } from '../../../../lib/format/datetime.ts';
import { formatAmount, formatPrice } from '../model/format.ts';

/**
 * The recent trades' rows, drawn outside React: written as HTML once (the server's first paint),
 * then a draw only adds the new trades' rows at the top and drops the oldest at the bottom. A
 * trade never changes, so no row shown is ever written again.
 */

export interface TradeFormat {
  readonly market: Pick<SpotMarket, 'pricePrecision' | 'amountPrecision'>;
  readonly localeTag: string;
  /** The zone the times are written in (the viewer's setting). */
  readonly timeZone: string;
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (character) => escapes[character] ?? character);

function tradeRowHtml(trade: Trade, format: TradeFormat): string {
  // The spec's timestamp format, time of day only: the list spans minutes.
  const time = formatTimestamp(trade.time, format.timeZone).slice(11);
  const side = trade.side === 'buy' ? 'buy' : 'sell';
  return (
    `<tr data-side="${side}" data-id="${trade.id}">` +
    `<td class="num ${side === 'buy' ? 'up' : 'down'}">${escapeHtml(formatPrice(trade.price, format.market, format.localeTag))}</td>` +
    `<td class="num">${escapeHtml(formatAmount(trade.quantity, format.market, format.localeTag))}</td>` +
    `<td class="num trades__time"><time datetime="${new Date(trade.time).toISOString()}">${escapeHtml(time)}</time></td>` +
    '</tr>'
  );
}

/** The markup of the rows of `trades`, newest first. */
export function tradeRowsHtml(trades: readonly Trade[], format: TradeFormat): string {
  return trades.map((trade) => tradeRowHtml(trade, format)).join('');
}

/** What a body shows: its rows' trade ids, top first, and the format they were written in. */
interface Shown {
  readonly ids: readonly number[];
  readonly formatKey: string;
}

/** Kept in JavaScript so that a draw reads nothing from the DOM; the first one reads the markup. */
const shownRows = new WeakMap<Element, Shown>();

function shownOf(body: Element): Shown {
  return (
    shownRows.get(body) ?? {
      ids: [...body.children].map((row) => Number(row.getAttribute('data-id'))),
      formatKey: body.getAttribute('data-format') ?? '',
    }
  );
}

/**
 * Makes `body` (a tbody filled by tradeRowsHtml, its format key in data-format) show `trades`:
 * when they are the rows shown with newer ones on top, as the live list grows, only the new rows
 * are made and the oldest removed; otherwise (another format, a replaced list) all are rewritten.
 */
export function paintTrades(body: Element, trades: readonly Trade[], format: TradeFormat, formatKey: string): void {
  const shown = shownOf(body);
  const added = shown.formatKey === formatKey ? trades.findIndex((trade) => trade.id === shown.ids[0]) : -1;
  const kept = added === -1 ? [] : trades.slice(added);
  if (added === -1 || kept.some((trade, index) => trade.id !== shown.ids[index])) {
    body.innerHTML = tradeRowsHtml(trades, format);
  } else if (added > 0) {
    const template = document.createElement('template');
    template.innerHTML = tradeRowsHtml(trades.slice(0, added), format);
    body.prepend(template.content);
    for (let extra = shown.ids.length - kept.length; extra > 0; extra--) body.lastElementChild?.remove();
  }
  shownRows.set(body, { ids: trades.map((trade) => trade.id), formatKey });
}
