import type { FuturesContract } from '@vela/contracts/futures';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatTimestamp } from '../../../../lib/format/datetime.ts';
import { useTimeZone } from '../../../../state/time-zone.ts';
import type { Column } from '../../shared/account/account-table.tsx';
import { useLocaleTag } from '../../shared/use-locale-tag.ts';
import { contractCode } from '../contract-name.ts';
import { useFuturesTerminal } from '../futures-context.tsx';

/** A contract as a row shows it: its precisions and code; an unlisted one at 8 decimals. */
export type ShownContract = Pick<
  FuturesContract,
  'symbol' | 'base' | 'quote' | 'pricePrecision' | 'amountPrecision'
> & {
  readonly code: string;
};

export function contractFor(contracts: readonly FuturesContract[], symbol: string): ShownContract {
  const contract = contracts.find((candidate) => candidate.symbol === symbol);
  if (contract) return { ...contract, code: contractCode(contract) };
  const [base = symbol, quote = ''] = symbol.split('_');
  return { symbol, base, quote, pricePrecision: 8, amountPrecision: 8, code: `${base}${quote}` };
}

/** What the futures tables format with. */
export interface FuturesColumnView {
  readonly t: TFunction;
  /** The BCP 47 tag numbers are formatted with. */
  readonly tag: string;
  /** The zone times are written in, and its label for the time column's heading. */
  readonly timeZone: string;
  readonly zoneLabel: string;
  contractOf(symbol: string): ShownContract;
}

export function useFuturesColumnView(): FuturesColumnView {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const { contracts } = useFuturesTerminal();
  const { zone, label } = useTimeZone();
  return { t, tag, timeZone: zone, zoneLabel: label, contractOf: (symbol) => contractFor(contracts, symbol) };
}

export function timeColumn<Row>(view: FuturesColumnView, time: (row: Row) => string): Column<Row> {
  return {
    key: 'time',
    header: view.t('timeZone.heading', { heading: view.t('futuresAccount.time'), zone: view.zoneLabel }),
    cell: (row) => formatTimestamp(time(row), view.timeZone),
  };
}

export function contractColumn<Row extends { symbol: string }>(view: FuturesColumnView): Column<Row> {
  return {
    key: 'contract',
    header: view.t('futuresAccount.contract'),
    cell: (row) => view.contractOf(row.symbol).code,
    rowHeader: true,
  };
}

export function sideColumn<Row extends { side: 'buy' | 'sell' }>(view: FuturesColumnView): Column<Row> {
  return {
    key: 'side',
    header: view.t('futuresAccount.side'),
    cell: (row) => view.t(`futuresAccount.sides.${row.side}`),
    cellClassName: (row) => (row.side === 'buy' ? 'up' : 'down'),
  };
}
