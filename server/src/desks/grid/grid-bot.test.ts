import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { type GridBotMemory, gridBotView } from './grid-bot.ts';
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

describe('gridBotView', () => {
  const holdings = { base: new Big(0), quote: new Big(0) };

  it("annualises the return over the bot's runtime, from its start (a trigger's wait is no runtime)", () => {
    // 1 % in 5 days of running, after 5 days waiting for the trigger: 1 % x 365 / 5.
    const started = gridBotView(bot({ startedAt: new Date(5 * DAY) }), holdings, '3300', new Date(20 * DAY));
    expect(started.annualisedReturn).toBe('0.73');
    // Never started: from its creation.
    expect(gridBotView(bot(), holdings, '3300', new Date(20 * DAY)).annualisedReturn).toBe('0.365');
  });
});

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
