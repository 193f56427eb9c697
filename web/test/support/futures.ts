import type { FuturesTicker } from '@vela/contracts/futures';
import type { FuturesOrder, FuturesPosition } from '@vela/contracts/futures-trading';

/** A BTC_USDT limit buy, open, cross 10x, version 1, created at `at`; `changes` override any field. */
export function aFuturesOrder(
  id: string,
  changes: Partial<FuturesOrder> = {},
  at = '2026-01-01T00:00:00.000Z',
): FuturesOrder {
  return {
    id,
    clientOrderId: null,
    symbol: 'BTC_USDT',
    side: 'buy',
    type: 'limit',
    price: '60000',
    triggerPrice: null,
    triggerBy: null,
    quantity: '0.01',
    filledQuantity: '0',
    averagePrice: null,
    fee: '0',
    realizedPnl: '0',
    timeInForce: 'GTC',
    postOnly: false,
    reduceOnly: false,
    closePosition: false,
    liquidation: false,
    marginMode: 'cross',
    leverage: 10,
    status: 'open',
    cancelReason: null,
    version: 1,
    createdAt: at,
    updatedAt: at,
    ...changes,
  };
}

/** A 0.01 BTC_USDT cross long at 60000, 10x; `changes` override any field. */
export function aFuturesPosition(changes: Partial<FuturesPosition> = {}): FuturesPosition {
  return {
    symbol: 'BTC_USDT',
    side: 'long',
    size: '0.01',
    entryPrice: '60000',
    markPrice: '60000',
    liquidationPrice: '54300',
    marginMode: 'cross',
    leverage: 10,
    margin: '60',
    maintenanceMargin: '3',
    marginRatio: '0.05',
    unrealizedPnl: '0',
    roe: '0',
    realizedPnl: '0',
    closingPnl: '0',
    fees: '0',
    funding: '0',
    netRealizedPnl: '0',
    takeProfit: null,
    stopLoss: null,
    openedAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...changes,
  };
}

/** A BTC_USDT ticker taken at `time`; `changes` override any field. */
export function aFuturesTicker(changes: Partial<FuturesTicker> = {}, time = 1): FuturesTicker {
  return {
    symbol: 'BTC_USDT',
    indexPrice: '60000',
    markPrice: '60010',
    lastPrice: '60005',
    fundingRate: '0.0001',
    nextFundingTime: '2026-01-01T08:00:00.000Z',
    fundingIntervalMinutes: 480,
    openInterest: '12.5',
    time,
    open24h: '59000',
    high24h: '61000',
    low24h: '58500',
    volume24h: '120.5',
    changePercent24h: '1.70',
    ...changes,
  };
}
