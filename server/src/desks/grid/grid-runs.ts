import { divideToStep } from '@vela/contracts/futures-margin-rounding';
import type { GridStopAction } from '@vela/contracts/grid';
import { emptyLevel, ladderOrders, oppositeLevel } from '@vela/contracts/grid-ladder';
import Big from 'big.js';
import type { GridLadderEntry } from '../../db/schema.ts';
import type { DeskContext } from '../../trading/desk.ts';
import type { WalletMovement } from '../../trading/movements.ts';
import type { MarketRules } from '../spot/market-rules.ts';
import type { GridBotMemory, GridStopReason } from './grid-bot.ts';
import type { GridOrders } from './grid-orders.ts';

/** What a bot order's fills brought, net of the fee (base for a buy, quote for a sell), and what they spent. */
export interface GridFills {
  received: Big;
  spent: Big;
}

/** What the ladder's moves need: the desk's memory as the runs see it. */
export interface GridRunContext {
  readonly ctx: DeskContext;
  readonly orders: GridOrders;
  rulesOf(symbol: string): MarketRules;
  lastPrice(symbol: string): string | undefined;
}

/**
 * Lays the ladder (docs/grid-trading.md): buys the base the sells need at market (its taker fee,
 * taken in base, included), then a sell of the order quantity on every level above the empty one
 * and a buy on every level below it, nearest first, as far as the bot's funds go.
 */
export function startBot(run: GridRunContext, bot: GridBotMemory): void {
  const rules = run.rulesOf(bot.symbol);
  const price = run.lastPrice(bot.symbol) ?? bot.levels[0]?.toFixed() ?? '0';
  const ladder = ladderOrders(bot.levels, emptyLevel(bot.levels, price));
  const sells = ladder.filter((order) => order.side === 'sell');
  const lot = new Big(rules.units.lotSize);
  if (sells.length > 0) {
    const base = bot.orderQuantity.times(sells.length);
    const held = run.orders.available(bot.id, rules.base);
    if (held.lt(base)) {
      const need = divideToStep(base.minus(held), new Big(1).minus(rules.takerFee), lot, 'ceil');
      run.orders.market(bot.id, rules, 'buy', need);
    }
  }
  for (const order of sells) {
    const id = run.orders.sell(bot.id, rules, order.price, bot.orderQuantity);
    if (id) bot.ladder.set(id, { orderId: id, level: order.level, side: 'sell' });
  }
  const buys = ladder.filter((order) => order.side === 'buy').reverse();
  for (const order of buys) {
    const id = run.orders.buy(bot.id, rules, order.price, bot.orderQuantity);
    if (id) bot.ladder.set(id, { orderId: id, level: order.level, side: 'buy' });
  }
  bot.status = 'running';
  bot.startedAt = run.ctx.now;
  bot.updatedAt = run.ctx.now;
}

/**
 * A ladder order filled: the opposite order one grid away. After a buy, a sell of the base the buy
 * brought (after its fee), rounded down to the lot: the rest stays with the bot. After a sell that
 * followed a buy, the round's profit: the sell's quote after its fee, less the buy's quote, plus the
 * base the round left over at the buy's price, which is gap x sold quantity - both fees.
 */
export function reactToFill(run: GridRunContext, bot: GridBotMemory, entry: GridLadderEntry, fills: GridFills): void {
  const rules = run.rulesOf(bot.symbol);
  const next = oppositeLevel(entry.level, entry.side);
  const price = bot.levels[next];
  bot.updatedAt = run.ctx.now;
  if (entry.side === 'buy') {
    const sold = divideToStep(fills.received, new Big(1), new Big(rules.units.lotSize), 'floor');
    const round = {
      buyPrice: (bot.levels[entry.level] as Big).toFixed(),
      buyQuote: fills.spent.toFixed(),
      leftover: fills.received.minus(sold).toFixed(),
    };
    const id = price && run.orders.sell(bot.id, rules, price, sold);
    if (id) bot.ladder.set(id, { orderId: id, level: next, side: 'sell', round });
    return;
  }
  if (entry.round) {
    const profit = fills.received
      .minus(entry.round.buyQuote)
      .plus(new Big(entry.round.leftover).times(entry.round.buyPrice));
    bot.gridProfit = bot.gridProfit.plus(profit);
    bot.roundsCompleted += 1;
  }
  const id = price && run.orders.buy(bot.id, rules, price, bot.orderQuantity);
  if (id) bot.ladder.set(id, { orderId: id, level: next, side: 'buy' });
}

/**
 * Stops a bot: every open order of its sub-account in the market cancelled (the ladder's, and any
 * off it, so nothing stays frozen in the sub-account), the base sold at market (`sell-base`, when it reaches
 * the market's minimum) or kept, and everything the bot holds moved back to the owner's spot
 * wallet, one ledger entry on each side per asset.
 */
export function stopBot(run: GridRunContext, bot: GridBotMemory, reason: GridStopReason, action: GridStopAction): void {
  const rules = run.rulesOf(bot.symbol);
  bot.ladder.clear();
  for (const order of run.orders.openOf(bot.id, bot.symbol)) run.orders.cancel(order.id);
  if (action === 'sell-base') run.orders.market(bot.id, rules, 'sell', run.orders.available(bot.id, rules.base));
  const returned: Record<string, Big> = {};
  for (const asset of [rules.base, rules.quote]) {
    const amount = run.orders.available(bot.id, asset);
    returned[asset] = amount;
    if (amount.lte(0)) continue;
    const leg = (userId: string, delta: string) =>
      run.ctx.move<WalletMovement>({
        kind: 'wallet',
        wallet: 'spot',
        userId,
        asset,
        available: delta,
        frozen: '0',
        entryKind: 'grid-bot-return',
        reference: bot.id,
      });
    leg(bot.id, amount.neg().toFixed());
    leg(bot.ownerId, amount.toFixed());
  }
  bot.finalBase = (returned[rules.base] ?? new Big(0)).toFixed();
  bot.finalQuote = (returned[rules.quote] ?? new Big(0)).toFixed();
  bot.status = 'stopped';
  bot.stopReason = reason;
  bot.stoppedAt = run.ctx.now;
  bot.updatedAt = run.ctx.now;
  bot.due = null;
}

/** The stop-loss, take-profit or trigger the last price `price` reaches, if any. */
export function dueAt(bot: GridBotMemory, price: Big): GridBotMemory['due'] {
  if (bot.status === 'waiting' && bot.triggerPrice !== null) {
    const reached = bot.triggerRising ? price.gte(bot.triggerPrice) : price.lte(bot.triggerPrice);
    return reached ? { start: true } : null;
  }
  if (bot.status !== 'running') return null;
  if (bot.stopLossPrice !== null && price.lte(bot.stopLossPrice)) return { stop: 'stop-loss' };
  if (bot.takeProfitPrice !== null && price.gte(bot.takeProfitPrice)) return { stop: 'take-profit' };
  return null;
}
