import {
  lazy,
  type MouseEvent,
  type RefObject,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { fractionDigits } from '../../../../lib/market/decimals.ts';
import type { LiveBookView } from '../../../../lib/market/live-book.ts';
import { groupingSteps } from '../../../../lib/market/order-book.ts';
import { useBookView } from '../../../../state/use-market-session.ts';
import { BOOK_ROWS, type PanelMarket, useMarketPanels } from '../market-panels.tsx';
import { formatFixed, formatPercent, formatPrice } from '../model/format.ts';
import { LastTradePrice } from '../trades/last-trade-price.tsx';
import { useLocaleTag } from '../use-locale-tag.ts';
import { type BookSide, type LevelFormat, levelsHtml, levelText, type OwnMarks, paintLevels } from './book-levels.ts';
import { noOwnLevels, type OwnLevels, ownLevels } from './own-levels.ts';
import './own-orders.css';

/** Opened from a marked level: its code (the dialog, the cancel call) loads with the first opening. */
const OwnOrdersDialog = lazy(() =>
  import('./own-orders-dialog.tsx').then((module) => ({ default: module.OwnOrdersDialog })),
);

function StepChoice({
  market,
  step,
  onChange,
}: {
  market: PanelMarket;
  step: string;
  onChange: (step: string) => void;
}) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const id = useId();
  return (
    <span className="book__step">
      <label htmlFor={id}>{t('trade.book.step')}</label>
      <select className="text-box" id={id} value={step} onChange={(event) => onChange(event.target.value)}>
        {groupingSteps(market.tickSize).map((choice) => (
          <option key={choice} value={choice}>
            {formatFixed(choice, fractionDigits(choice), tag)}
          </option>
        ))}
      </select>
    </span>
  );
}

/**
 * What React draws of the book: all but the rows and the spread, which are written straight into
 * the DOM with every draw. The outline changes only when the book loads, empties, resyncs or is
 * grouped by another step, so the panel re-renders only then.
 */
function outline(view: LiveBookView): string {
  const state =
    view.bids.length === 0 && view.asks.length === 0 ? (view.seq === undefined ? 'loading' : 'empty') : 'rows';
  return [state, view.step, view.resyncing].join('|');
}

function formatOf(view: LiveBookView, market: PanelMarket, localeTag: string): LevelFormat {
  return { priceDigits: fractionDigits(view.step), amountDigits: market.amountPrecision, localeTag };
}

/**
 * Both sides of the book around the spread, grouped by the chosen price step, with depth bars;
 * a click on a level puts its price in the order form. The rows are drawn by paintLevels, at
 * most once per animation frame (when the live book's view changes), straight into the DOM.
 */
export function OrderBookPanel() {
  const { t } = useTranslation();
  const { market, book, pickPrice, account } = useMarketPanels();
  const tag = useLocaleTag();
  const key = useBookView(book, outline);
  const view = book.getView();
  const headingId = useId();
  const hintId = `${headingId}-hint`;
  const root = useRef<HTMLElement>(null);
  const asks = useRef<HTMLOListElement>(null);
  const bids = useRef<HTMLOListElement>(null);
  // The first paint's rows, as markup React renders once (server and hydration alike) and never again.
  const [initial] = useState(() => {
    const format = formatOf(view, market, tag);
    return {
      seq: view.seq ?? '',
      asks: {
        __html: levelsHtml(
          'ask',
          view.asks.map((row) => levelText(row, format)),
          BOOK_ROWS,
          hintId,
        ),
      },
      bids: {
        __html: levelsHtml(
          'bid',
          view.bids.map((row) => levelText(row, format)),
          BOOK_ROWS,
          hintId,
        ),
      },
    };
  });

  const spreadText = useCallback(
    (current: LiveBookView) =>
      current.spread !== undefined && current.spreadPercent !== undefined
        ? t('trade.book.spread', {
            spread: formatPrice(current.spread, market, tag),
            percent: formatPercent(current.spreadPercent, tag, 3),
          })
        : '',
    [t, market, tag],
  );
  const [initialSpread] = useState(() => spreadText(view));
  // The trader's own orders grouped like the rows: regrouped only when the orders or the step change.
  const ownCache = useRef<{ orders?: unknown; step?: string; levels: OwnLevels }>({ levels: noOwnLevels });
  const ownOf = useCallback(
    (step: string): OwnLevels => {
      const orders = account?.store.getState().openOrders;
      const cache = ownCache.current;
      if (!orders) return noOwnLevels;
      if (cache.orders !== orders || cache.step !== step) {
        ownCache.current = { orders, step, levels: ownLevels(orders, market.symbol, step) };
      }
      return ownCache.current.levels;
    },
    [account, market.symbol],
  );
  const ownLabel = useCallback(
    (amount: string) => t('trade.book.own.mark', { amount, asset: market.base }),
    [t, market.base],
  );
  const [cancelling, setCancelling] = useState<{ side: BookSide; price: string } | undefined>(undefined);
  const spread = useRef<HTMLSpanElement>(null);
  const spreadShown = useRef<{ node?: ChildNode | null; key?: string; spreadText?: typeof spreadText }>({});
  const paint = useCallback(() => {
    const current = book.getView();
    const format = formatOf(current, market, tag);
    const own = ownOf(current.step);
    const marks = (side: BookSide): OwnMarks => ({ levels: own[side], label: ownLabel });
    if (asks.current) paintLevels(asks.current, current.asks, format, marks('ask'));
    if (bids.current) paintLevels(bids.current, current.bids, format, marks('bid'));
    // The spread text is written only when the spread moved (or the node or the locale changed).
    const shown = { node: spread.current?.firstChild, key: `${current.spread}|${current.spreadPercent}`, spreadText };
    const last = spreadShown.current;
    if (shown.node && (shown.node !== last.node || shown.key !== last.key || shown.spreadText !== last.spreadText)) {
      shown.node.nodeValue = spreadText(current);
      spreadShown.current = shown;
    }
    if (root.current) root.current.dataset.seq = String(current.seq ?? '');
  }, [book, market, tag, spreadText, ownOf, ownLabel]);
  useEffect(() => book.subscribe(paint), [book, paint]);
  // The marks follow the account's open orders too (placed, amended, filled, cancelled).
  useEffect(() => account?.store.subscribe(paint), [account, paint]);
  // After every render too: the lists may just have been mounted with the first paint's rows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each render of the outline.
  useLayoutEffect(() => paint(), [paint, key]);

  const pick = (event: MouseEvent) => {
    const button = (event.target as Element).closest<HTMLElement>('button[data-price]');
    const price = button?.dataset.price;
    if (!price) return;
    if (button.classList.contains('book__own')) {
      setCancelling({ side: button.classList.contains('book__own--bid') ? 'bid' : 'ask', price });
    } else {
      pickPrice(price);
    }
  };
  const state = key.split('|')[0];

  return (
    <section
      ref={root}
      className="trade-panel book"
      aria-labelledby={headingId}
      data-testid="order-book"
      data-seq={initial.seq}
      data-rows={BOOK_ROWS}
    >
      <div className="trade-panel__bar">
        <h2 id={headingId} className="trade-panel__title">
          {t('trade.book.title')}
        </h2>
        <StepChoice market={market} step={view.step} onChange={book.setStep} />
      </div>
      <p id={hintId} className="visually-hidden">
        {t('trade.book.pickHint')}
      </p>
      <div className="book__columns" aria-hidden="true">
        <span>{t('trade.book.price', { asset: market.quote })}</span>
        <span>{t('trade.book.amount', { asset: market.base })}</span>
        <span>{t('trade.book.total', { asset: market.base })}</span>
      </div>
      {state !== 'rows' ? (
        <p className="trade-panel__empty" role="status">
          {state === 'loading' ? t('trade.book.loading') : t('trade.book.empty')}
        </p>
      ) : (
        <>
          <BookSideList side="asks" list={asks} label={t('trade.book.asks')} onPick={pick} markup={initial.asks} />
          <div className="book__spread">
            <LastTradePrice />
            {/* Its text node is rewritten by paint: React renders the first one and keeps it. */}
            <span ref={spread} className="book__spread-value">
              {initialSpread || ' '}
            </span>
          </div>
          <BookSideList side="bids" list={bids} label={t('trade.book.bids')} onPick={pick} markup={initial.bids} />
        </>
      )}
      {cancelling && account && (
        <Suspense fallback={null}>
          <OwnOrdersDialog
            account={account}
            symbol={market.symbol}
            side={cancelling.side}
            rowPrice={cancelling.price}
            step={view.step}
            onClose={() => setCancelling(undefined)}
          />
        </Suspense>
      )}
      {view.resyncing && (
        <p className="book__resync" role="status">
          {t('trade.book.resyncing')}
        </p>
      )}
    </section>
  );
}

/**
 * One side's levels: drawn outside React (paint), first from the escaped markup of the first paint;
 * the clicks of their buttons handled once for the list.
 */
function BookSideList({
  side,
  list,
  label,
  onPick,
  markup,
}: {
  side: 'asks' | 'bids';
  list: RefObject<HTMLOListElement | null>;
  label: string;
  onPick: (event: MouseEvent) => void;
  markup: { __html: string };
}) {
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the clicks come from buttons, keyboard included.
    <ol
      ref={list}
      className={`book__side book__side--${side}`}
      aria-label={label}
      onClick={onPick}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped markup of the first paint (book-levels.ts).
      dangerouslySetInnerHTML={markup}
    />
  );
}
