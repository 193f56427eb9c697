import { crossMarginRatio, unrealizedPnl } from '@vela/contracts/futures-margin';
import { withMaintenanceAmounts } from '@vela/contracts/futures-risk-tiers';
import type { FuturesAccountSummary } from '@vela/contracts/futures-trading';
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { aFuturesPosition } from '../../test/support/futures.ts';
import { liveAccountSummary } from './futures-live-summary.ts';

const riskTiers = withMaintenanceAmounts([
  { maxNotional: '50000', maintenanceMarginRate: '0.004', maxLeverage: 100 },
  { maxNotional: '250000', maintenanceMarginRate: '0.005', maxLeverage: 75 },
]);
const contracts = [
  { symbol: 'BTC_USDT', riskTiers },
  { symbol: 'ETH_USDT', riskTiers },
];

const btcLong = aFuturesPosition({ size: '0.1', leverage: 20, margin: '300' });
const ethShort = aFuturesPosition({
  symbol: 'ETH_USDT',
  side: 'short',
  size: '1',
  entryPrice: '3000',
  markPrice: '3000',
  marginMode: 'isolated',
  margin: '50',
});

/** As the server read it, at marks equal to the entry prices. */
const summary: FuturesAccountSummary = {
  asset: 'USDT',
  walletBalance: '1050',
  available: '700',
  orderMargin: '0',
  isolatedMargin: '50',
  crossPositionMargin: '300',
  unrealizedPnl: '0',
  marginBalance: '1050',
  crossMarginRatio: '0.02285714',
};

const state = {
  summary,
  positions: [btcLong, ethShort],
  positionsStatus: 'ready' as const,
  balances: [{ asset: 'USDT', available: '1000', frozen: '50', version: 3 }],
  balancesStatus: 'ready' as const,
};

describe('liveAccountSummary', () => {
  it('moves the unrealized PnL, margin balance and available with the marks the position rows read', () => {
    const marks: Record<string, string> = { BTC_USDT: '59000', ETH_USDT: '3100' };
    const live = liveAccountSummary(state, contracts, (symbol) => marks[symbol]);
    // Each row's UPnL at the same mark (position-figures.ts): -100 and -100.
    const rows = [btcLong, ethShort].map((held) =>
      unrealizedPnl(held.side, held.size, held.entryPrice, marks[held.symbol] as string),
    );
    expect(live?.unrealizedPnl).toBe(rows.reduce((sum, pnl) => sum.plus(pnl), new Big(0)).toFixed());
    expect(live).toMatchObject({
      walletBalance: '1050',
      unrealizedPnl: '-200',
      marginBalance: '850',
      // The cross loss (-100) comes out of what is free; the isolated one stays in its margin.
      available: '600',
      isolatedMargin: '50',
      crossPositionMargin: '300',
      orderMargin: '0',
    });
    const ratio = crossMarginRatio('1000', [{ ...btcLong, markPrice: '59000', tiers: riskTiers }]);
    expect(ratio.kind === 'ratio' && live?.crossMarginRatio).toBe(ratio.kind === 'ratio' && ratio.ratio.toFixed());

    const later = liveAccountSummary(state, contracts, (symbol) => ({ ...marks, BTC_USDT: '62000' })[symbol]);
    expect(later).toMatchObject({ unrealizedPnl: '100', marginBalance: '1150', available: '700' });
  });

  it('values a position without a live mark at its pushed one', () => {
    const live = liveAccountSummary(state, contracts, (symbol) => (symbol === 'BTC_USDT' ? '61000' : undefined));
    expect(live).toMatchObject({ unrealizedPnl: '100', available: '700', marginBalance: '1150' });
  });

  it('keeps the summary as read while the wallet or the positions are not loaded, or a contract is unknown', () => {
    const marks = () => '1';
    expect(liveAccountSummary({ ...state, balancesStatus: 'loading' }, contracts, marks)).toBe(summary);
    expect(liveAccountSummary({ ...state, positionsStatus: 'error' }, contracts, marks)).toBe(summary);
    expect(liveAccountSummary(state, contracts.slice(0, 1), marks)).toBe(summary);
    expect(liveAccountSummary({ ...state, summary: undefined }, contracts, marks)).toBeUndefined();
  });
});
