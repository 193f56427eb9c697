import type { OrderSide } from '@vela/contracts/trading';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatTimestamp } from '../../../../lib/format/datetime.ts';
import { useTimeZone } from '../../../../state/time-zone.ts';
import type { Column } from '../../shared/account/account-table.tsx';
import { formatPrice } from '../../shared/model/format.ts';
import { useLocaleTag } from '../../shared/use-locale-tag.ts';
import { useTradeScreen } from '../trade-context.tsx';
import { marketFor } from './market-lookup.ts';

export type ListedMarket = ReturnType<typeof marketFor>;

/** An order or a fill with the market it was made on, looked up once per row. */
export interface Listed<Item> {
  item: Item;
  market: ListedMarket;
}

/** What the columns of the order and fill tables format with. */
export interface ColumnView {
  t: TFunction;
  /** The BCP 47 tag numbers are formatted with. */
  tag: string;
  /** The zone times are written in, and its label for the time column's heading. */
  timeZone: string;
  zoneLabel: string;
  list<Item extends { symbol: string }>(items: readonly Item[]): Listed<Item>[];
}

export function useColumnView(): ColumnView {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const { markets } = useTradeScreen();
  const { zone, label } = useTimeZone();
  return {
    t,
    tag,
    timeZone: zone,
    zoneLabel: label,
    list: (items) => items.map((item) => ({ item, market: marketFor(markets, item.symbol) })),
  };
}

/** The columns every order and fill table starts with. */
export function timeColumn<Item>(view: ColumnView, time: (item: Item) => string): Column<Listed<Item>> {
  return {
    key: 'time',
    header: view.t('timeZone.heading', { heading: view.t('trade.account.time'), zone: view.zoneLabel }),
    cell: ({ item }) => formatTimestamp(time(item), view.timeZone),
  };
}

export function pairColumn<Item>(view: ColumnView): Column<Listed<Item>> {
  return { key: 'pair', header: view.t('trade.account.pair'), cell: ({ market }) => market.label };
}

/** The order's type; a stop's also its trigger and whether it is still waiting (see StopNote). */
export function typeColumn<Item extends OrderTypeFields>(view: ColumnView): Column<Listed<Item>> {
  return {
    key: 'type',
    header: view.t('trade.account.type'),
    cell: ({ item, market }) => (
      <>
        {view.t(`trade.form.${item.type}`)}
        {item.stopPrice !== undefined && <StopNote order={item} market={market} view={view} />}
      </>
    ),
  };
}

interface OrderTypeFields {
  type: string;
  status?: string;
  stopPrice?: string;
  triggerDirection?: 'rise' | 'fall';
  triggeredAt?: string;
}

/** "Stop ≤ 2,950.00 · Pending trigger" or "· Triggered": where a stop fires, and whether it has. */
function StopNote({ order, market, view }: { order: OrderTypeFields; market: ListedMarket; view: ColumnView }) {
  const price = formatPrice(order.stopPrice ?? '0', market, view.tag);
  const state =
    order.triggeredAt !== undefined
      ? view.t('trade.account.triggered')
      : order.status === 'untriggered'
        ? view.t('trade.account.statuses.untriggered')
        : undefined;
  return (
    <span className="account-table__note" data-testid="order-trigger">
      {' '}
      {view.t('trade.account.trigger', { condition: order.triggerDirection === 'rise' ? '≥' : '≤', price })}
      {state && ` · ${state}`}
    </span>
  );
}

export function sideColumn<Item extends { side: OrderSide }>(view: ColumnView): Column<Listed<Item>> {
  return {
    key: 'side',
    header: view.t('trade.account.side'),
    cell: ({ item }) => view.t(`trade.form.${item.side}`),
    cellClassName: ({ item }) => (item.side === 'buy' ? 'up' : 'down'),
  };
}
