/**
 * The futures account summary at the live marks: the assets panel's unrealized PnL, margin
 * balance, available and cross margin ratio move with the same tickers the position rows are
 * valued at, between two reads of the summary (which the server values at the marks it had then).
 * The formula is the server's (contracts' futures-account-figures.ts). No React here.
 */
import type { FuturesContract } from '@vela/contracts/futures';
import { markedAccountFigures } from '@vela/contracts/futures-account-figures';
import type { FuturesAccountSummary } from '@vela/contracts/futures-trading';
import type { Balance } from '@vela/contracts/trading';
import Big from 'big.js';
import type { FuturesAccountState } from './futures-account-session.ts';

/** Big as the API writes it: plain notation, never "-0". */
const text = (value: Big) => (value.eq(0) ? '0' : value.toFixed());

/**
 * `state`'s summary with its mark-dependent figures valued at `marks` (a position's pushed mark,
 * then its entry price, where `marks` has none). The summary as read while the wallet or the
 * positions are not loaded, or a position's contract is unknown.
 */
export function liveAccountSummary(
  state: Pick<FuturesAccountState, 'summary' | 'positions' | 'positionsStatus' | 'balances' | 'balancesStatus'>,
  contracts: readonly Pick<FuturesContract, 'symbol' | 'riskTiers'>[],
  marks: (symbol: string) => string | undefined,
): FuturesAccountSummary | undefined {
  const { summary, positions, balances } = state;
  if (!summary || state.positionsStatus !== 'ready' || state.balancesStatus !== 'ready') return summary;
  const wallet: Balance | undefined = balances.find((balance) => balance.asset === summary.asset);
  if (!wallet) return summary;
  const marked = [];
  for (const position of positions) {
    const tiers = contracts.find((contract) => contract.symbol === position.symbol)?.riskTiers;
    if (!tiers) return summary;
    const { side, size, entryPrice, marginMode, margin } = position;
    const markPrice = marks(position.symbol) ?? position.markPrice ?? entryPrice;
    marked.push({ side, size, entryPrice, markPrice, tiers, marginMode, margin });
  }
  const figures = markedAccountFigures(wallet.available, marked);
  const walletBalance = new Big(wallet.available).plus(wallet.frozen);
  const ratio = figures.crossMarginRatio;
  return {
    ...summary,
    walletBalance: text(walletBalance),
    available: text(figures.available),
    isolatedMargin: text(figures.isolatedMargin),
    crossPositionMargin: text(figures.crossPositionMargin),
    unrealizedPnl: text(figures.unrealizedPnl),
    marginBalance: text(walletBalance.plus(figures.unrealizedPnl)),
    crossMarginRatio: ratio === null ? null : ratio.kind === 'ratio' ? text(ratio.ratio) : null,
  };
}
