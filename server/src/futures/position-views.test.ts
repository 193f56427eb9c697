import { describe, expect, it } from 'vitest';
import {
  accountSummary,
  type FuturesBook,
  type PositionRow,
  positionViews,
  type TriggerRow,
} from './position-views.ts';
import { testContract as contract } from './test-contract.ts';

const BTC = contract('BTC_USDT', [
  { maxNotional: '50000', maintenanceMarginRate: '0.004', maxLeverage: 100, maintenanceAmount: '0' },
  { maxNotional: '250000', maintenanceMarginRate: '0.005', maxLeverage: 75, maintenanceAmount: '50' },
]);
const ETH = contract('ETH_USDT', [
  { maxNotional: '10000', maintenanceMarginRate: '0.01', maxLeverage: 50, maintenanceAmount: '0' },
  { maxNotional: '50000', maintenanceMarginRate: '0.015', maxLeverage: 25, maintenanceAmount: '50' },
]);

const opened = new Date('2026-03-01T10:00:00.000Z');
const updated = new Date('2026-03-01T10:05:00.000Z');

/** A position row as PostgreSQL returns it: numerics as written (padded where the test pads them). */
function row(
  fields: Pick<PositionRow, 'symbol' | 'side' | 'size' | 'entryPrice' | 'margin' | 'marginMode' | 'leverage'>,
) {
  return {
    realizedPnl: '0.00000000',
    fees: '0.00000000',
    funding: '0.00000000',
    openedAt: opened,
    updatedAt: updated,
    ...fields,
  };
}

/** A position row from its one-line description: `BTC_USDT long 0.1 @ 50000, margin 500, isolated 10x`. */
function held(description: string) {
  const pattern =
    /^(?<symbol>\w+) (?<side>long|short) (?<size>[\d.]+) @ (?<entryPrice>[\d.]+), margin (?<margin>[\d.]+), (?<marginMode>cross|isolated) (?<leverage>\d+)x$/;
  const parts = pattern.exec(description)?.groups;
  if (!parts) throw new Error(`not a position: ${description}`);
  const { symbol = '', side = '', size = '', entryPrice = '', margin = '', marginMode = '', leverage } = parts;
  return row({ symbol, side, size, entryPrice, margin, marginMode, leverage: Number(leverage) });
}

function book(fields: Partial<FuturesBook> & Pick<FuturesBook, 'positions'>): FuturesBook {
  return {
    contracts: [BTC, ETH],
    closeOrders: [],
    wallet: { available: '0', frozen: '0' },
    marks: () => undefined,
    ...fields,
  };
}

const marksOf = (marks: Record<string, string>) => (symbol: string) => marks[symbol];

describe('futures position views', () => {
  it('values an isolated long at the mark: PnL, ROE, maintenance margin, ratio, liquidation price', () => {
    const [position] = positionViews(
      book({
        positions: [held('BTC_USDT long 0.10000000 @ 50000.00000000, margin 500.00000000, isolated 10x')],
        marks: marksOf({ BTC_USDT: '51000' }),
      }),
    );
    expect(position).toEqual({
      symbol: 'BTC_USDT',
      side: 'long',
      size: '0.1',
      entryPrice: '50000',
      markPrice: '51000',
      // (5000 - 500) / (0.1 x 0.996) = 45180.7228..., floored to the tick (toward the loss).
      liquidationPrice: '45180.72',
      marginMode: 'isolated',
      leverage: 10,
      margin: '500',
      maintenanceMargin: '20.4',
      marginRatio: '0.034',
      unrealizedPnl: '100',
      roe: '0.2',
      realizedPnl: '0',
      closingPnl: '0',
      fees: '0',
      funding: '0',
      netRealizedPnl: '0',
      takeProfit: null,
      stopLoss: null,
      openedAt: opened.toISOString(),
      updatedAt: updated.toISOString(),
    });
  });

  it('splits the realized PnL into closes, fees and funding, and nets the fees out', () => {
    const [position] = positionViews(
      book({
        positions: [
          {
            ...held('BTC_USDT long 0.1 @ 50000, margin 500, isolated 10x'),
            // As PostgreSQL returns numeric(38, 18): closes made 10.1, funding paid 2.35.
            realizedPnl: '7.750000000000000000',
            fees: '3.120000000000000000',
            funding: '-2.350000000000000000',
          },
        ],
      }),
    );
    expect(position).toMatchObject({
      realizedPnl: '7.75',
      closingPnl: '10.1',
      fees: '3.12',
      funding: '-2.35',
      netRealizedPnl: '4.63',
    });
  });

  it('values cross positions against the cross wallet (available) and each other', () => {
    const cross = book({
      positions: [
        held('BTC_USDT long 0.1 @ 50000, margin 500, cross 10x'),
        held('ETH_USDT short 1 @ 3000, margin 300, cross 10x'),
      ],
      wallet: { available: '2000', frozen: '100' },
      marks: marksOf({ BTC_USDT: '49000', ETH_USDT: '3100' }),
    });
    const [btc, eth] = positionViews(cross);
    // Cross balance 2000 - 100 - 100 = 1800; MM 19.6 + 31 = 50.6; 50.6 / 1800 floored to 8 places.
    expect(btc).toMatchObject({
      unrealizedPnl: '-100',
      roe: '-0.2',
      maintenanceMargin: '19.6',
      marginRatio: '0.02811111',
    });
    expect(eth).toMatchObject({
      unrealizedPnl: '-100',
      // -1000 / 3000 toward -infinity.
      roe: '-0.33333334',
      maintenanceMargin: '31',
      marginRatio: '0.02811111',
    });
    // BTC: W = 2000 - 100 - 31 = 1869, (5000 - 1869) / (0.1 x 0.996) = 31435.7429..., floored.
    expect(btc?.liquidationPrice).toBe('31435.74');
    // ETH: W = 2000 - 100 - 19.6 = 1880.4, (3000 + 1880.4) / 1.01 = 4832.0792..., raised to the tick.
    expect(eth?.liquidationPrice).toBe('4832.08');

    expect(accountSummary(cross, '100.00000000')).toEqual({
      asset: 'USDT',
      walletBalance: '2100',
      available: '1000',
      orderMargin: '100',
      isolatedMargin: '0',
      crossPositionMargin: '800',
      unrealizedPnl: '-200',
      marginBalance: '1900',
      crossMarginRatio: '0.02811111',
    });
  });

  it('counts a cross profit in the margin balance but not in what is available', () => {
    const summary = accountSummary(
      book({
        positions: [
          held('ETH_USDT long 1 @ 3000, margin 300, cross 10x'),
          held('BTC_USDT short 0.01 @ 50000, margin 100, isolated 5x'),
        ],
        wallet: { available: '1000', frozen: '100' },
        marks: marksOf({ ETH_USDT: '3050.5', BTC_USDT: '51000' }),
      }),
      '0',
    );
    expect(summary).toEqual({
      asset: 'USDT',
      walletBalance: '1100',
      available: '700',
      orderMargin: '0',
      isolatedMargin: '100',
      crossPositionMargin: '300',
      unrealizedPnl: '40.5',
      marginBalance: '1140.5',
      // MM 3050.5 x 0.01 = 30.505 over 1000 + 50.5 = 0.0290385531..., floored.
      crossMarginRatio: '0.02903855',
    });
    expect(accountSummary(book({ positions: [], wallet: { available: '5', frozen: '0' } }), '0')).toMatchObject({
      available: '5',
      crossMarginRatio: null,
      unrealizedPnl: '0',
    });
  });

  it('floors what is available at 0 when cross losses pass the wallet', () => {
    const summary = accountSummary(
      book({
        positions: [held('ETH_USDT long 1 @ 3000, margin 300, cross 10x')],
        wallet: { available: '400', frozen: '0' },
        marks: marksOf({ ETH_USDT: '2800' }),
      }),
      '0',
    );
    expect(summary).toMatchObject({
      available: '0',
      unrealizedPnl: '-200',
      marginBalance: '200',
      crossMarginRatio: '0.14',
    });
  });

  it('values a position without a mark at its entry, and shows no liquidation price when none exists', () => {
    const [position] = positionViews(
      book({
        positions: [held('BTC_USDT long 0.1 @ 50000, margin 5000, isolated 1x')],
      }),
    );
    expect(position).toMatchObject({
      markPrice: null,
      unrealizedPnl: '0',
      roe: '0',
      maintenanceMargin: '20',
      marginRatio: '0.004',
      liquidationPrice: null,
    });
  });

  it('reads TP and SL from the untriggered closing stop-markets, the newest of each', () => {
    const trigger = (
      seq: number,
      side: string,
      triggerPrice: string,
      clientOrderId: string | null = null,
    ): TriggerRow => ({
      symbol: 'BTC_USDT',
      side,
      type: 'stop-market',
      triggerPrice: `${triggerPrice}.00000000`,
      triggerDirection: null,
      clientOrderId,
      seq,
    });
    const positions = [held('BTC_USDT short 0.1 @ 50000, margin 500, isolated 10x')];
    const [short] = positionViews(
      book({
        positions,
        closeOrders: [
          trigger(1, 'buy', '47000'),
          trigger(2, 'buy', '52000'),
          trigger(3, 'buy', '46000'),
          trigger(4, 'buy', '40000', 'my-own-stop'),
          trigger(5, 'sell', '41000'),
        ],
      }),
    );
    expect(short).toMatchObject({ takeProfit: '46000', stopLoss: '52000' });
    const [bare] = positionViews(book({ positions }));
    expect(bare).toMatchObject({ takeProfit: null, stopLoss: null });
  });
});
