import { type KeyboardEvent, lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PanelResizer } from '../../../ui/panel-resizer.tsx';
import { TimeZoneSelect } from '../../../ui/time-zone-select.tsx';
import { OrderBookPanel } from './book/order-book-panel.tsx';
import { CandleChart } from './chart/candle-chart.tsx';
import {
  defaultPanelSizes,
  type PanelSizeName,
  type PanelSizes,
  panelSizeLimits,
  panelSizeStyle,
  readPanelSizes,
  writePanelSizes,
} from './market-panels-sizes.ts';
import { shortcutOf } from './terminal-shortcuts.ts';
import { RecentTradesPanel } from './trades/recent-trades-panel.tsx';

/** The shortcuts' list: its code (and the dialog's) loads when it is first opened. */
const ShortcutsDialog = lazy(() =>
  import('./shortcuts-dialog.tsx').then((module) => ({ default: module.ShortcutsDialog })),
);

const phoneTabs = ['chart', 'book', 'trades'] as const;
type PhoneTab = (typeof phoneTabs)[number];

/**
 * Chart, book and trades of a terminal (spot or futures, from the market panels context) side by
 * side (the trades under the book, or from 1400 px beside the chart with the book the whole height);
 * on a phone one at a time under tabs (CSS decides which layout). The tabs are one tab stop:
 * the arrow keys, Home and End move to and select the others.
 */
function MarketPanels({ sizes, resize }: { sizes: PanelSizes; resize: Resize }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<PhoneTab>('chart');
  const book = useRef<HTMLDivElement>(null);
  const shownOnPhone = (name: PhoneTab) => (tab === name ? undefined : '');
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = phoneTabs.indexOf(tab);
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: phoneTabs.length - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = phoneTabs[(target + phoneTabs.length) % phoneTabs.length] ?? tab;
    setTab(next);
    document.getElementById(`trade-tab-${next}`)?.focus();
  };
  // The book and the trades share one column: a percent of its height is that height / 100 px.
  const columnPixelsPerPercent = () => {
    const column = book.current?.parentElement?.querySelector<HTMLElement>('.trade-terminal__trades');
    return ((book.current?.offsetHeight ?? 0) + (column?.offsetHeight ?? 0)) / 100;
  };
  return (
    <>
      <div
        className="trade-terminal__phone-tabs"
        role="tablist"
        aria-label={t('trade.phoneTabs.label')}
        onKeyDown={onKeyDown}
      >
        {phoneTabs.map((name) => (
          <button
            key={name}
            id={`trade-tab-${name}`}
            type="button"
            role="tab"
            aria-selected={tab === name}
            aria-controls={`trade-${name}`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
          >
            {t(`trade.phoneTabs.${name}`)}
          </button>
        ))}
      </div>
      <div id="trade-chart" className="trade-terminal__chart" data-phone-hidden={shownOnPhone('chart')}>
        <CandleChart />
      </div>
      <div ref={book} id="trade-book" className="trade-terminal__book" data-phone-hidden={shownOnPhone('book')}>
        <Splitter name="bookWidth" sizes={sizes} resize={resize} />
        <OrderBookPanel />
      </div>
      <div id="trade-trades" className="trade-terminal__trades" data-phone-hidden={shownOnPhone('trades')}>
        <Splitter name="bookShare" sizes={sizes} resize={resize} pixelsPerUnit={columnPixelsPerPercent} />
        <Splitter name="tradesWidth" sizes={sizes} resize={resize} />
        <RecentTradesPanel />
      </div>
    </>
  );
}

type Resize = (name: PanelSizeName, value: number) => void;

/**
 * Where each size's splitter lies and which way it moves (the book's, the trades' column's and the
 * orders' grow against the pointer). CSS shows each only in the layout it sizes: the book/trades
 * split below 1400 px, the trades' column's width from 1400 px (trade.css).
 */
const splitters = {
  bookWidth: { orientation: 'vertical', direction: -1, label: 'terminal.layout.resizeBook' },
  bookShare: { orientation: 'horizontal', direction: 1, label: 'terminal.layout.resizeTrades' },
  tradesWidth: { orientation: 'vertical', direction: -1, label: 'terminal.layout.resizeTradesWidth' },
  accountHeight: { orientation: 'horizontal', direction: -1, label: 'terminal.layout.resizeOrders' },
} as const satisfies Record<PanelSizeName, { orientation: string; direction: 1 | -1; label: string }>;

/** The splitter of one size; sizes in px move with the pointer one for one. */
function Splitter({
  name,
  sizes,
  resize,
  pixelsPerUnit = () => 1,
}: {
  name: PanelSizeName;
  sizes: PanelSizes;
  resize: Resize;
  pixelsPerUnit?: () => number;
}) {
  const { t } = useTranslation();
  const splitter = splitters[name];
  return (
    <PanelResizer
      className={`trade-terminal__resize trade-terminal__resize--${name}`}
      orientation={splitter.orientation}
      label={t(splitter.label)}
      value={sizes[name]}
      {...panelSizeLimits[name]}
      direction={splitter.direction}
      pixelsPerUnit={pixelsPerUnit}
      onResize={(value) => resize(name, value)}
    />
  );
}

/** What the keyboard shortcuts do to a terminal's order form. */
export interface OrderEntry {
  /** B and S: the form takes that side (the form's field gets the focus after). */
  chooseSide(side: 'buy' | 'sell'): void;
  /** Escape: the amount typed goes. */
  clear(): void;
  /** Where B and S put the focus (a selector in the form); else the form's first field. */
  readonly field?: string;
}

/**
 * The desktop terminal's panels in one grid that fills the window (terminal layout), every split
 * resizable and remembered; the phone's tabs and order sheet below 769 px. Shared by the spot and
 * the futures terminal, with their own header, form, orders panel and sheet.
 */
export function TerminalLayout({
  className,
  symbol,
  header,
  form,
  account,
  sheet,
  orderEntry,
}: {
  className?: string;
  symbol: string;
  header: ReactNode;
  form: ReactNode;
  account: ReactNode;
  sheet: ReactNode;
  orderEntry: OrderEntry;
}) {
  const { t } = useTranslation();
  const [sizes, setSizes] = useState<PanelSizes>(defaultPanelSizes);
  const [helpOpen, setHelpOpen] = useState(false);
  const formRef = useRef<HTMLDivElement>(null);
  const entry = useRef(orderEntry);
  entry.current = orderEntry;

  useEffect(() => setSizes(readPanelSizes()), []);

  const resize: Resize = (name, value) =>
    setSizes((current) => {
      const next = { ...current, [name]: value };
      writePanelSizes(next);
      return next;
    });

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const action = shortcutOf(event, event.target);
      if (!action) return;
      if (action === 'help') setHelpOpen(true);
      else if (action === 'clear') entry.current.clear();
      else {
        entry.current.chooseSide(action);
        // The form is drawn again with the side chosen: then its first field takes the keys.
        requestAnimationFrame(() =>
          formRef.current
            ?.querySelector<HTMLElement>(entry.current.field ?? 'input:not([type="hidden"]):not([disabled]), a[href]')
            ?.focus(),
        );
      }
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <div
      className={className ? `trade-terminal ${className}` : 'trade-terminal'}
      data-symbol={symbol}
      style={panelSizeStyle(sizes)}
    >
      <div className="trade-terminal__header">
        {header}
        <div className="trade-terminal__settings">
          <TimeZoneSelect className="trade-terminal__zone" compact />
          <button
            type="button"
            className="trade-terminal__shortcuts button button--ghost"
            aria-keyshortcuts="Shift+?"
            onClick={() => setHelpOpen(true)}
          >
            {t('terminal.shortcuts.open')}
          </button>
        </div>
      </div>
      <MarketPanels sizes={sizes} resize={resize} />
      <div ref={formRef} className="trade-terminal__form">
        {form}
      </div>
      <div className="trade-terminal__account">
        <Splitter name="accountHeight" sizes={sizes} resize={resize} />
        {account}
      </div>
      {helpOpen && (
        <Suspense fallback={null}>
          <ShortcutsDialog open onClose={() => setHelpOpen(false)} />
        </Suspense>
      )}
      {sheet}
    </div>
  );
}
