import type { LocaleCode } from '@vela/contracts/locale-table';
import type { OrderSide } from '@vela/contracts/trading';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatTimestamp } from '../../../lib/format/datetime.ts';
import { useRootData } from '../../../lib/routing/root-data.ts';
import { useTradeScreen } from '../trade-context.tsx';
import { useLocaleTag } from '../use-locale-tag.ts';
import type { Column } from './account-table.tsx';
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
  locale: LocaleCode;
  /** The BCP 47 tag numbers are formatted with. */
  tag: string;
  list<Item extends { symbol: string }>(items: readonly Item[]): Listed<Item>[];
}

export function useColumnView(): ColumnView {
  const { t } = useTranslation();
  const { locale } = useRootData();
  const tag = useLocaleTag();
  const { markets } = useTradeScreen();
  return {
    t,
    locale,
    tag,
    list: (items) => items.map((item) => ({ item, market: marketFor(markets, item.symbol) })),
  };
}

/** The columns every order and fill table starts with. */
export function timeColumn<Item>(view: ColumnView, time: (item: Item) => string): Column<Listed<Item>> {
  return {
    key: 'time',
    header: view.t('trade.account.time'),
    cell: ({ item }) => formatTimestamp(time(item), view.locale),
  };
}

export function pairColumn<Item>(view: ColumnView): Column<Listed<Item>> {
  return { key: 'pair', header: view.t('trade.account.pair'), cell: ({ market }) => market.label };
}

export function typeColumn<Item extends { type: string }>(view: ColumnView): Column<Listed<Item>> {
  return { key: 'type', header: view.t('trade.account.type'), cell: ({ item }) => view.t(`trade.form.${item.type}`) };
}

export function sideColumn<Item extends { side: OrderSide }>(view: ColumnView): Column<Listed<Item>> {
  return {
    key: 'side',
    header: view.t('trade.account.side'),
    cell: ({ item }) => view.t(`trade.form.${item.side}`),
    cellClassName: ({ item }) => (item.side === 'buy' ? 'up' : 'down'),
  };
}
