import {
  type Balance,
  balanceListSchema,
  type Order,
  orderListSchema,
  type PlaceOrderRequest,
  tradingPaths,
} from '@vela/contracts/trading';
import Big from 'big.js';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client.ts';
import { balances, futuresBalances, systemBalances } from '../../src/db/schema.ts';
import { SAME_ORIGIN } from './app.ts';

/** A signed-in user's calls to the order API, as the web client makes them. */
export class Trader {
  constructor(
    private readonly app: FastifyInstance,
    readonly cookie: string,
  ) {}

  place(order: PlaceOrderRequest) {
    return this.app.inject({
      method: 'POST',
      url: tradingPaths.orders,
      headers: { cookie: this.cookie, origin: SAME_ORIGIN },
      payload: order,
    });
  }

  cancel(orderId: string) {
    return this.app.inject({
      method: 'POST',
      url: tradingPaths.cancel(orderId),
      headers: { cookie: this.cookie, origin: SAME_ORIGIN },
    });
  }

  cancelAll(symbol?: string) {
    return this.app.inject({
      method: 'POST',
      url: tradingPaths.cancelAll,
      headers: { cookie: this.cookie, origin: SAME_ORIGIN },
      payload: symbol ? { symbol } : {},
    });
  }

  get(url: string) {
    return this.app.inject({ method: 'GET', url, headers: { cookie: this.cookie } });
  }

  async openOrders(symbol?: string): Promise<Order[]> {
    const response = await this.get(`${tradingPaths.orders}${symbol ? `?symbol=${symbol}` : ''}`);
    return orderListSchema.parse(response.json()).orders;
  }

  async balances(): Promise<Record<string, Balance>> {
    const response = await this.get(tradingPaths.balances);
    const list = balanceListSchema.parse(response.json()).balances;
    return Object.fromEntries(list.map((balance) => [balance.asset, balance]));
  }
}

/**
 * Everything that exists of each asset: every user's available + frozen in both wallets (spot and
 * futures), plus the system accounts. Trading and transfers move it around and never change it.
 */
export async function totalsByAsset(db: Db): Promise<Map<string, string>> {
  const totals = new Map<string, Big>();
  const add = (asset: string, amount: string) => totals.set(asset, (totals.get(asset) ?? new Big(0)).plus(amount));
  for (const row of await db.select().from(balances)) {
    if (new Big(row.available).lt(0) || new Big(row.frozen).lt(0)) throw new Error(`negative balance ${row.asset}`);
    add(row.asset, row.available);
    add(row.asset, row.frozen);
  }
  for (const row of await db.select().from(futuresBalances)) {
    if (new Big(row.available).lt(0) || new Big(row.frozen).lt(0)) throw new Error(`negative futures ${row.asset}`);
    add(row.asset, row.available);
    add(row.asset, row.frozen);
  }
  for (const row of await db.select().from(systemBalances)) add(row.asset, row.amount);
  return new Map([...totals].map(([asset, total]) => [asset, total.toFixed()]));
}
