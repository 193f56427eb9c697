import { randomUUID } from 'node:crypto';
import { divideToStep } from '@vela/contracts/futures-margin-rounding';
import type { PlaceOrderRequest } from '@vela/contracts/trading';
import Big from 'big.js';
import { Refusal } from '../../refusal.ts';
import type { MarketRules } from '../spot/market-rules.ts';
import { checkOrder } from '../spot/order-request.ts';
import { runPlace } from '../spot/place.ts';
import type { SpotMemory } from '../spot/spot-memory.ts';

/**
 * A bot's orders are ordinary spot orders of its sub-account, placed through spot's own place
 * (the same checks, freezes, books and fills). Their client order id marks them as a grid's.
 */
export class GridOrders {
  constructor(
    private readonly spot: SpotMemory,
    private readonly log: {
      info(details: object, message: string): void;
      warn(details: object, message: string): void;
    },
  ) {}

  /** Places an order for the bot: its id, or undefined when spot refused it (logged, nothing changed). */
  place(
    botId: string,
    rules: MarketRules,
    request: Omit<PlaceOrderRequest, 'symbol' | 'clientOrderId'>,
  ): string | undefined {
    const clientOrderId = `grid-${randomUUID().replaceAll('-', '').slice(0, 26)}`;
    const full = { ...request, symbol: rules.symbol, clientOrderId } as PlaceOrderRequest;
    try {
      runPlace(this.spot, { userId: botId, request: full, rules, checked: checkOrder(rules, full) });
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      this.log.warn({ botId, request: full, reason: error.reason }, 'a grid order was refused');
      return undefined;
    }
    return this.spot.clientOrderIds.get(`${botId}|${clientOrderId}`);
  }

  /** A limit buy of `quantity` (less when the quote cannot pay for it all) at `price`. */
  buy(botId: string, rules: MarketRules, price: Big, quantity: Big): string | undefined {
    const affordable = divideToStep(this.available(botId, rules.quote), price, new Big(rules.units.lotSize), 'floor');
    const size = affordable.lt(quantity) ? affordable : quantity;
    if (size.lte(0) || size.times(price).lt(rules.minNotional)) return this.unfunded(botId, 'buy', price);
    return this.place(botId, rules, {
      side: 'buy',
      type: 'limit',
      price: price.toFixed(),
      quantity: size.toFixed(),
      timeInForce: 'GTC',
    });
  }

  /** A limit sell of `quantity` (less when the bot holds less base) at `price`. */
  sell(botId: string, rules: MarketRules, price: Big, quantity: Big): string | undefined {
    const held = divideToStep(this.available(botId, rules.base), new Big(1), new Big(rules.units.lotSize), 'floor');
    const size = held.lt(quantity) ? held : quantity;
    if (size.lte(0) || size.times(price).lt(rules.minNotional)) return this.unfunded(botId, 'sell', price);
    return this.place(botId, rules, {
      side: 'sell',
      type: 'limit',
      price: price.toFixed(),
      quantity: size.toFixed(),
      timeInForce: 'GTC',
    });
  }

  /** A level the bot's funds do not reach (not even the market's minimum order) stays empty, logged. */
  private unfunded(botId: string, side: 'buy' | 'sell', price: Big): undefined {
    this.log.info({ botId, side, price: price.toFixed() }, "a grid level left empty: the bot's funds do not reach it");
    return undefined;
  }

  /** A market order of `quantity` base (rounded down to the lot); undefined when too small or refused. */
  market(botId: string, rules: MarketRules, side: 'buy' | 'sell', quantity: Big): string | undefined {
    const size = divideToStep(quantity, new Big(1), new Big(rules.units.lotSize), 'floor');
    if (size.lte(0)) return undefined;
    return this.place(botId, rules, { side, type: 'market', quantity: size.toFixed() });
  }

  /** The bot's open orders in `symbol` (its sub-account's, whether on its ladder or not). */
  openOf(botId: string, symbol: string): { id: string; side: 'buy' | 'sell'; price: string | null }[] {
    return this.spot.tracker
      .openOf(botId, symbol)
      .filter((order) => order.status === 'open')
      .map((order) => ({ id: order.id, side: order.side, price: order.price }));
  }

  /** Cancels an open order of the bot (its funds go back to the bot's available). */
  cancel(orderId: string): void {
    const order = this.spot.tracker.get(orderId);
    if (order?.status === 'open') this.spot.marketOf(order.symbol).engine.cancel(orderId);
  }

  available(botId: string, asset: string): Big {
    return this.spot.ctx.wallets.spot.available(botId, asset);
  }
}
