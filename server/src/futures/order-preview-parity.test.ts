import type { OrderSide } from '@vela/contracts/futures-margin';
import type { MarginMode } from '@vela/contracts/futures-trading';
import type { DepthLevel } from '@vela/contracts/market-data';
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { emptyDraft } from '../../../web/app/features/trade/futures/form/model/order-draft.ts';
import { evaluateFuturesOrder } from '../../../web/app/features/trade/futures/form/model/order-evaluation.ts';
import type { FuturesClearing } from './clearing.ts';
import { positionViews } from './position-views.ts';
import { testClearing } from './test-clearing.ts';
import { testContract } from './test-contract.ts';

/**
 * The order form's preview (web) against what the clearing (server) then books, for the same
 * book, mark, wallet and leverage: the cost shown is the margin the position holds plus the fees
 * paid, and the liquidation price shown is the position's.
 */

const tiers = [
  { maxNotional: '50000', maintenanceMarginRate: '0.004', maxLeverage: 100, maintenanceAmount: '0' },
  { maxNotional: '250000', maintenanceMarginRate: '0.005', maxLeverage: 75, maintenanceAmount: '50' },
];
const contract = testContract('BTC_USDT', tiers);
const at = new Date('2026-03-01T10:00:00.000Z');
const mark = '50000';
const asks: DepthLevel[] = [
  ['50010', '0.05'],
  ['50020.5', '0.05'],
  ['50050', '0.1'],
];
const bids: DepthLevel[] = [
  ['49990', '0.03'],
  ['49975.5', '0.04'],
  ['49950', '0.1'],
];

/** A clearing whose book holds `asks` and `bids` (the maker's), with the trader's 1 000 USDT. */
function clearingWithBook(): FuturesClearing {
  const clearing = testClearing({
    balances: { trader: { available: '1000' }, maker: { available: '100000' } },
    symbols: ['BTC_USDT'],
    riskTiers: tiers,
    now: at,
  });
  clearing.markPrices([{ symbol: 'BTC_USDT', markPrice: mark }]);
  for (const [side, levels] of [
    ['sell', asks],
    ['buy', bids],
  ] as const) {
    for (const [price, quantity] of levels) {
      clearing.place('maker', { symbol: 'BTC_USDT', side, type: 'limit', price, quantity, timeInForce: 'GTC' });
    }
  }
  return clearing;
}

function previewAndFill(side: OrderSide, marginMode: MarginMode, quantity: string) {
  const clearing = clearingWithBook();
  clearing.setLeverage('trader', 'BTC_USDT', 20);
  clearing.setMarginMode('trader', 'BTC_USDT', marginMode);
  const wallet = clearing.bookOf('trader').wallet;
  const preview = evaluateFuturesOrder({
    draft: { ...emptyDraft, tab: 'market', size: quantity },
    contract,
    live: { markPrice: mark, lastPrice: mark, bestBid: bids[0]?.[0], bestAsk: asks[0]?.[0], bids, asks },
    account: { leverage: 20, marginMode, available: wallet.available, crossWallet: wallet.available, crossOthers: [] },
  })[side];

  const { order } = clearing.place('trader', { symbol: 'BTC_USDT', side, type: 'market', quantity });
  expect(order.filledQuantity.toFixed()).toBe(quantity);
  const [position] = positionViews(clearing.bookOf('trader'));
  if (!position) throw new Error('the order opened no position');
  return {
    preview: { cost: preview.cost, liquidation: preview.liquidation },
    charged: { cost: new Big(position.margin).plus(order.fee).toFixed(), liquidation: position.liquidationPrice },
  };
}

describe('the order form preview and the clearing', () => {
  for (const marginMode of ['isolated', 'cross'] as const) {
    for (const side of ['buy', 'sell'] as const) {
      it(`agree on a ${marginMode} ${side} by market that takes three levels of the book`, () => {
        const { preview, charged } = previewAndFill(side, marginMode, '0.12');
        expect(preview.cost).toBe(charged.cost);
        expect(preview.liquidation).toEqual({ kind: 'price', price: charged.liquidation });
      });
    }
  }
});
