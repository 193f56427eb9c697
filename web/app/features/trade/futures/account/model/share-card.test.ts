import type { FuturesPosition } from '@vela/contracts/futures-trading';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { shareCardOf } from './share-card.ts';

/** The keys and values as text: what the card would write, in a testable language. */
const t = ((key: string, values?: Record<string, unknown>) =>
  values ? `${key} ${Object.values(values).join(' ')}` : key) as unknown as TFunction;

const position: FuturesPosition = {
  symbol: 'BTC_USDT',
  side: 'long',
  size: '0.137',
  entryPrice: '90000',
  markPrice: '91000',
  liquidationPrice: '85543.21',
  margin: '616.5',
  maintenanceMargin: '45.67',
  marginRatio: '0.0612',
  marginMode: 'isolated',
  leverage: 20,
  unrealizedPnl: '137',
  roe: '0.22222222',
  realizedPnl: '-3.75',
  closingPnl: '-3.75',
  fees: '1.2',
  funding: '0',
  netRealizedPnl: '-4.95',
  takeProfit: null,
  stopLoss: null,
  openedAt: '2026-12-07T10:00:00.000Z',
  updatedAt: '2026-12-07T10:00:00.000Z',
};

const btc = { code: 'BTCUSDT', pricePrecision: 1 };

describe('shareCardOf', () => {
  it('shows the contract, side, leverage, entry, mark and the ROE at the mark', () => {
    const card = shareCardOf(position, btc, '91800', t, 'en-US');
    expect(card).toMatchObject({
      title: 'BTCUSDT futuresAccount.perpetual',
      side: 'long',
      sideText: 'futuresAccount.positionSides.long 20×',
      roe: '+40.00%',
      tone: 'up',
      prices: [
        ['futuresAccount.entryPrice', '90,000.0'],
        ['futuresAccount.markPrice', '91,800.0'],
      ],
    });
    expect(shareCardOf({ ...position, side: 'short' }, btc, '91800', t, 'en-US')).toMatchObject({
      roe: '-40.00%',
      tone: 'down',
    });
  });

  it('contains no size, margin, PnL amount or balance, in any of its texts', () => {
    const card = JSON.stringify(shareCardOf(position, btc, '91000', t, 'en-US'));
    const money = ['0.137', '616.5', '616.50', '137', '-3.75', '3.75', '45.67', '6.12', '85,543.2', '85543'];
    for (const amount of money) expect(card, amount).not.toContain(amount);
  });
});
