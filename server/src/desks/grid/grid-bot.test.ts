import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import type { GridBotMemory } from './grid-bot.ts';
import { reconcileLadder } from './grid-state.ts';

const DAY = 24 * 3600 * 1000;

function bot(changes: Partial<GridBotMemory> = {}): GridBotMemory {
  return {
    id: 'bot',
    ownerId: 'owner',
    symbol: 'ETH_USDT',
    lowerPrice: '3200',
    upperPrice: '3400',
    gridCount: 2,
    spacing: 'arithmetic',
    investment: '1000',
    levels: [new Big(3200), new Big(3300), new Big(3400)],
    orderQuantity: new Big('0.1'),
    triggerPrice: null,
    triggerRising: null,
    stopLossPrice: null,
    takeProfitPrice: null,
    onStop: 'keep-base',
    public: false,
    status: 'stopped',
    stopReason: 'user',
    gridProfit: new Big(0),
    roundsCompleted: 0,
    ladder: new Map(),
    due: null,
    finalBase: '0',
    finalQuote: '1010',
    createdAt: new Date(0),
    startedAt: null,
    stoppedAt: new Date(10 * DAY),
    updatedAt: new Date(10 * DAY),
    persisted: true,
    ...changes,
  };
}

describe('reconcileLadder', () => {
  it('gives back the open orders off the ladder (to cancel) and the stored entries no longer open', () => {
    const running = bot({
      status: 'running',
      ladder: new Map([
        ['sell', { orderId: 'sell', level: 2, side: 'sell' }],
        ['filled', { orderId: 'filled', level: 0, side: 'buy' }],
      ]),
    });
    const warnings: string[] = [];
    const { strays, gone } = reconcileLadder(
      running,
      [
        { id: 'sell', side: 'sell', price: '3400' },
        { id: 'off', side: 'buy', price: '3250' },
        { id: 'twice', side: 'sell', price: '3400' },
      ],
      (_details, message) => warnings.push(message),
    );
    expect([...running.ladder.keys()]).toEqual(['sell']);
    expect(strays).toEqual(['off', 'twice']);
    expect(gone).toEqual([{ orderId: 'filled', level: 0, side: 'buy' }]);
    expect(warnings).toHaveLength(3);
  });
});
