import { futuresAccountPaths, futuresAccountSchema, transferResponseSchema } from '@vela/contracts/futures-account';
import type { Balance } from '@vela/contracts/trading';
import { demoDepositResponseSchema, walletPaths } from '@vela/contracts/wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { SAME_ORIGIN, signUp } from './support/app.ts';
import { drivers, openMigrated, type TestDatabaseFactory } from './support/databases.ts';
import { type MarketApp, startMarketApp } from './support/market.ts';
import { Trader } from './support/trading.ts';

const SYMBOL = 'ETH_USDT';
const pglite = drivers[0] as (typeof drivers)[number];

/** Every change of a wallet row raises its version, in the answers, the pushes and the REST reads alike. */
describe('balance versions (pglite)', () => {
  let factory: TestDatabaseFactory;
  let database: Database;
  let market: MarketApp;

  beforeAll(async () => {
    factory = await pglite.create();
    database = await openMigrated(factory);
    market = await startMarketApp(database, { settings: { simulator: false }, symbols: [SYMBOL] });
  });
  afterAll(async () => {
    await market?.close();
    await database?.close();
    await factory?.dispose();
  });

  /** The balances pushed to `userId` on `type`, in order. */
  const pushesTo = (userId: string, type: 'balances' | 'futures-balances') => {
    const pushed: Balance[] = [];
    market.feed.bus.subscribe('user.event', (event) => {
      if (event.userId === userId && event.type === type) pushed.push(...(event.payload as Balance[]));
    });
    return pushed;
  };
  const post = (cookie: string, url: string, payload: object) =>
    market.app.inject({ method: 'POST', url, headers: { cookie, origin: SAME_ORIGIN }, payload });

  it('pushes a higher version with each commit, and the REST read shows the last one', async () => {
    const { cookie, user } = await signUp(market.app);
    const trader = new Trader(market.app, cookie);
    const pushed = pushesTo(user.id, 'balances');
    const placed = await trader.place({ symbol: SYMBOL, side: 'buy', type: 'limit', price: '1000', quantity: '1' });
    expect(placed.statusCode).toBe(200);
    await trader.cancel((placed.json() as { order: { id: string } }).order.id);
    await market.trading.settled();

    const usdt = pushed.filter((balance) => balance.asset === 'USDT');
    // The sign-up grant made the row (version 1); the freeze and the release each changed it once.
    expect(usdt).toEqual([
      { asset: 'USDT', available: '9000', frozen: '1000', version: 2 },
      { asset: 'USDT', available: '10000', frozen: '0', version: 3 },
    ]);
    expect((await trader.balances()).USDT).toEqual(usdt.at(-1));
  });

  it('gives transfers and the futures wallet the versions of their rows', async () => {
    const { cookie, user } = await signUp(market.app);
    const trader = new Trader(market.app, cookie);
    const pushed = pushesTo(user.id, 'futures-balances');
    const transfer = async (direction: 'to-futures' | 'to-spot', amount: string) =>
      transferResponseSchema.parse(
        (await post(cookie, futuresAccountPaths.transfers, { direction, asset: 'USDT', amount })).json(),
      );
    const out = await transfer('to-futures', '300');
    const back = await transfer('to-spot', '100');
    await market.trading.settled();

    expect([out.spot.version, back.spot.version]).toEqual([2, 3]);
    expect([out.futures.version, back.futures.version]).toEqual([1, 2]);
    expect(pushed).toEqual([out.futures, back.futures]);
    expect((await trader.balances()).USDT).toEqual(back.spot);
    const account = futuresAccountSchema.parse(
      (await market.app.inject({ method: 'GET', url: futuresAccountPaths.account, headers: { cookie } })).json(),
    );
    expect(account.balances).toEqual([back.futures]);
  });

  it('marks a transfer answer older than its batch when a later command changed the row again', async () => {
    const { user } = await signUp(market.app);
    const pushed = pushesTo(user.id, 'futures-balances');
    await market.trading.cancelAll(user.id); // reads the balances into memory, so both queue in one turn
    const [first, second] = await Promise.all([
      market.trading.transfer(user.id, { direction: 'to-futures', asset: 'USDT', amount: '10' }),
      market.trading.transfer(user.id, { direction: 'to-futures', asset: 'USDT', amount: '20' }),
    ]);
    await market.trading.settled();

    // One batch wrote both: its row is the second answer's state; the first is older than it.
    expect(second.futures).toEqual({ asset: 'USDT', available: '30', frozen: '0', version: 1 });
    expect(first.futures).toEqual({ asset: 'USDT', available: '10', frozen: '0', version: 0 });
    expect(first.spot.version).toBeLessThan(second.spot.version);
    expect(pushed).toEqual([second.futures]);
  });

  it('answers a demo deposit with the version of the credited row', async () => {
    const { cookie } = await signUp(market.app);
    const trader = new Trader(market.app, cookie);
    const deposit = demoDepositResponseSchema.parse(
      (await post(cookie, walletPaths.demoDeposit, { asset: 'USDT' })).json(),
    );
    expect(deposit.balance.version).toBe(2);
    expect((await trader.balances()).USDT).toEqual(deposit.balance);
  });
});
