import type { LedgerQuery } from '@vela/contracts/wallet';
import { startOfZonedDay } from './zoned-day.ts';

/** The ledger filter as the form holds it: '' means "any". Dates are `YYYY-MM-DD`, both inclusive. */
export interface LedgerFilter {
  asset: string;
  kind: string;
  fromDay: string;
  toDay: string;
}

export const emptyLedgerFilter: LedgerFilter = { asset: '', kind: '', fromDay: '', toDay: '' };

export const LEDGER_PAGE_SIZE = 20;

export type LedgerQueryResult = { ok: true; query: LedgerQuery } | { ok: false; problem: 'range' };

/**
 * The API query for one page: days become the instants they start in `timeZone` (the day after
 * `toDay`, since the API's `to` is exclusive). A range that ends before it starts is refused
 * here, before any call.
 */
export function ledgerQuery(filter: LedgerFilter, timeZone: string, before?: string): LedgerQueryResult {
  const from = filter.fromDay ? startOfZonedDay(filter.fromDay, timeZone) : undefined;
  const to = filter.toDay ? startOfZonedDay(filter.toDay, timeZone, 1) : undefined;
  if (from && to && from.getTime() >= to.getTime()) return { ok: false, problem: 'range' };
  const query: LedgerQuery = { limit: LEDGER_PAGE_SIZE };
  if (filter.asset) query.asset = filter.asset;
  if (filter.kind) query.kind = filter.kind;
  if (from) query.from = from.toISOString();
  if (to) query.to = to.toISOString();
  if (before) query.before = before;
  return { ok: true, query };
}

/** Kinds this client has words for; any other kind the ledger holds is shown as it is written. */
export const labelledKinds = [
  'demo-grant',
  'demo-deposit',
  'order-freeze',
  'order-release',
  'trade',
  'trade-fee',
  'earn-subscribe',
  'earn-redeem',
  'earn-interest',
  'task-bonus',
  'fee-rebate',
  'grid-bot-invest',
  'grid-bot-return',
] as const;

export function kindLabelKey(kind: string): string | undefined {
  return (labelledKinds as readonly string[]).includes(kind) ? `wallet.kinds.${kind}` : undefined;
}
