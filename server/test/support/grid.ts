import type { CreateSpotGridRequest } from '@vela/contracts/grid';
import Big from 'big.js';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { balances, spotFills, spotOrders } from '../../src/db/schema.ts';
import { MAKER_OWNER, TAKER_OWNER } from '../../src/market/simulator.ts';
import { normalizeDecimal } from '../../src/money.ts';
import type { MarketApp } from './market.ts';

/** Drives one spot market's price with simulated liquidity: a crossing limit order, its rest cancelled at once. */
export class PriceMover {
  private serial = 0;
  constructor(
    private readonly market: Pick<MarketApp, 'market'>,
    readonly symbol: string,
    private readonly tick = 100,
  ) {}

  private engine() {
    const live = this.market.market?.markets.get(this.symbol);
    if (!live) throw new Error(`no live market ${this.symbol}`);
    return live.engine;
  }

  /** Trades down (a sell) or up (a buy) to `price`: every resting order on the way fills whole. */
  moveTo(price: string, side: 'buy' | 'sell', lots = 10_000_000): void {
    this.serial += 1;
    const id = `grid-test-${this.serial}`;
    const ticks = Math.round(Number(price) * this.tick);
    this.engine().place({ type: 'limit', id, owner: MAKER_OWNER, side, price: ticks, quantity: lots });
    this.engine().cancel(id);
  }

  /** One lot traded at `price` between the two liquidity owners: the market's last price is then `price`. */
  tradeAt(price: string): void {
    const maker = this.quote(price, 'sell', 1);
    this.serial += 1;
    const ticks = Math.round(Number(price) * this.tick);
    this.engine().place({
      type: 'limit',
      id: `grid-test-${this.serial}`,
      owner: TAKER_OWNER,
      side: 'buy',
      price: ticks,
      quantity: 1,
    });
    this.engine().cancel(`grid-test-${this.serial}`);
    this.cancel(maker);
  }

  /** A resting liquidity order (what a bot's start buys from). */
  quote(price: string, side: 'buy' | 'sell', lots: number): string {
    this.serial += 1;
    const id = `grid-test-${this.serial}`;
    this.engine().place({
      type: 'limit',
      id,
      owner: MAKER_OWNER,
      side,
      price: Math.round(Number(price) * this.tick),
      quantity: lots,
    });
    return id;
  }

  cancel(id: string): void {
    this.engine().cancel(id);
  }

  /** The last price 3300, with ample liquidity to buy at 3300.5 (what a bot's start buys from). */
  openAt3300(): void {
    this.moveTo('3300', 'buy', 1);
    this.quote('3300.5', 'sell', 1_000_000);
    this.moveTo('3300', 'buy', 1);
  }
}

/** An order of a bot's sub-account off its ladder of `gridRequest()` (3190 is no level): a 0.002 buy. */
export function placeOffLadder(market: Pick<MarketApp, 'trading'>, botId: string) {
  return market.trading.desks.spot.place(botId, {
    symbol: 'ETH_USDT',
    side: 'buy',
    type: 'limit',
    price: '3190',
    quantity: '0.002',
    timeInForce: 'GTC',
  });
}

export const gridRequest = (overrides: Partial<CreateSpotGridRequest> = {}): CreateSpotGridRequest => ({
  symbol: 'ETH_USDT',
  lowerPrice: '3200',
  upperPrice: '3400',
  gridCount: 10,
  spacing: 'arithmetic',
  investment: '2000',
  ...overrides,
});

/** A bot's open orders as stored. */
export async function openBotOrders(db: Db, botId: string) {
  return db
    .select({ id: spotOrders.id, side: spotOrders.side, price: spotOrders.price, quantity: spotOrders.quantity })
    .from(spotOrders)
    .where(and(eq(spotOrders.userId, botId), eq(spotOrders.status, 'open')));
}

/** A user's spot holdings as stored (available + frozen by asset). */
export async function storedHoldings(db: Db, userId: string): Promise<Record<string, string>> {
  const rows = await db.select().from(balances).where(eq(balances.userId, userId));
  return Object.fromEntries(rows.map((row) => [row.asset, new Big(row.available).plus(row.frozen).toFixed()]));
}

/**
 * The grid profit the bot's stored fills say it made, worked out apart from the desk: every buy
 * fill at a level makes the sell one level up a round's second half; each such sell adds
 * gap x sold quantity - its fee - the buy's base fee at the buy's price.
 */
export async function roundsFromFills(db: Db, botId: string, levels: readonly string[]) {
  const fills = await db.select().from(spotFills).where(eq(spotFills.userId, botId)).orderBy(asc(spotFills.id));
  const limitFills = fills.filter((fill) => levels.includes(normalizeDecimal(fill.price)));
  const waiting = new Map<number, { buyPrice: Big; baseFee: Big }>();
  let profit = new Big(0);
  let rounds = 0;
  for (const fill of limitFills) {
    const level = levels.indexOf(normalizeDecimal(fill.price));
    if (fill.role !== 'maker') continue;
    if (fill.side === 'buy') {
      waiting.set(level + 1, { buyPrice: new Big(fill.price), baseFee: new Big(fill.fee) });
      continue;
    }
    const buy = waiting.get(level);
    if (!buy) continue;
    waiting.delete(level);
    const gap = new Big(fill.price).minus(buy.buyPrice);
    profit = profit.plus(gap.times(fill.quantity)).minus(fill.fee).minus(buy.baseFee.times(buy.buyPrice));
    rounds += 1;
  }
  return { profit, rounds };
}
