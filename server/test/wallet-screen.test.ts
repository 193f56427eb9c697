import { apiErrorSchema } from '@vela/contracts/errors';
import type { Ticker } from '@vela/contracts/market-data';
import {
  DEMO_DEPOSIT_AMOUNTS,
  DEMO_DEPOSIT_LIMIT_ERROR,
  DEMO_DEPOSITS_PER_DAY,
  demoDepositResponseSchema,
  ledgerKindsSchema,
  ledgerPageSchema,
  WALLET_ACCOUNT_PATH,
  walletAccountResponseSchema,
  walletPaths,
  walletSummarySchema,
} from '@vela/contracts/wallet';
import Big from 'big.js';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credit } from '../src/accounts/balances.ts';
import { loadConfig } from '../src/config.ts';
import { balances, ledgerEntries } from '../src/db/schema.ts';
import { type FeedRuntime, openFeedRuntime } from '../src/feed/runtime.ts';
import { buildApp } from '../src/http/app.ts';
import type { BusMessages } from '../src/infra/bus/bus.ts';
import { normalizeDecimal } from '../src/money.ts';
import { seedDemoData } from '../src/seeding.ts';
import { SAME_ORIGIN, type SignedUp, signUp } from './support/app.ts';
import { testDatabases } from './support/database-suite.ts';

function ticker(symbol: string, last: string): Ticker {
  return {
    symbol,
    open: last,
    high: last,
    low: last,
    last,
    volume: '0',
    quoteVolume: '0',
    change: '0',
    changePercent: '0',
    time: Date.now(),
  };
}

for (const onDatabase of testDatabases) {
  onDatabase.describe('wallet screen API', ({ database }) => {
    let feed: FeedRuntime;
    let app: FastifyInstance;
    let trader: SignedUp;
    const pushes: BusMessages['user.event'][] = [];

    beforeAll(async () => {
      await seedDemoData(database);
      const config = loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test', PORT: '0' });
      feed = await openFeedRuntime(config);
      feed.bus.subscribe('user.event', (event) => pushes.push(event));
      app = await buildApp({ config, database, feed });
      trader = await signUp(app);
    });
    afterAll(async () => {
      await app?.close();
      await feed?.close();
    });

    const get = (url: string, cookie = trader.cookie) => app.inject({ method: 'GET', url, headers: { cookie } });
    const deposit = (payload: unknown, cookie = trader.cookie, origin = SAME_ORIGIN) =>
      app.inject({
        method: 'POST',
        url: walletPaths.demoDeposit,
        headers: { cookie, origin },
        payload: payload as object,
      });
    const summaryOf = async (cookie = trader.cookie) => {
      const response = await get(walletPaths.summary, cookie);
      expect(response.statusCode).toBe(200);
      return walletSummarySchema.parse(response.json());
    };
    const ledgerOf = async (query: string, cookie = trader.cookie) => {
      const response = await get(`${walletPaths.ledger}${query}`, cookie);
      expect(response.statusCode, response.body).toBe(200);
      return ledgerPageSchema.parse(response.json());
    };
    const stateOf = async (userId: string) => ({
      balances: (await database.db.select().from(balances).where(eq(balances.userId, userId))).map((row) => [
        row.asset,
        normalizeDecimal(row.available),
        normalizeDecimal(row.frozen),
      ]),
      entries: (await database.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, userId))).length,
    });

    describe('summary', () => {
      it('lists every listed asset with the demo grant, valued at the reference prices', async () => {
        const summary = await summaryOf();
        expect(summary.assets[0]?.asset).toBe('USDT');
        expect(summary.assets.map((row) => row.asset)).toEqual(expect.arrayContaining(['BTC', 'ETH', 'SOL', 'LINK']));
        const rows = Object.fromEntries(summary.assets.map((row) => [row.asset, row]));
        expect(rows.USDT).toMatchObject({
          available: '10000',
          frozen: '0',
          total: '10000',
          priceUsdt: '1',
          tradeSymbol: null,
        });
        expect(rows.BTC).toMatchObject({
          total: '0.1',
          priceUsdt: '95000',
          valueUsdt: '9500',
          tradeSymbol: 'BTC_USDT',
        });
        expect(rows.ETH).toMatchObject({ total: '1', priceUsdt: '3300', valueUsdt: '3300' });
        expect(rows.SOL).toMatchObject({ available: '0', total: '0', valueUsdt: '0' });
        expect(summary.totalUsdt).toBe('22800');
        expect(summary.demoDeposits.perDay).toBe(DEMO_DEPOSITS_PER_DAY);
        expect(summary.demoDeposits.allowances).toEqual([
          { asset: 'USDT', amount: DEMO_DEPOSIT_AMOUNTS.USDT, remainingToday: DEMO_DEPOSITS_PER_DAY },
          { asset: 'USDC', amount: DEMO_DEPOSIT_AMOUNTS.USDC, remainingToday: DEMO_DEPOSITS_PER_DAY },
          { asset: 'BTC', amount: DEMO_DEPOSIT_AMOUNTS.BTC, remainingToday: DEMO_DEPOSITS_PER_DAY },
          { asset: 'ETH', amount: DEMO_DEPOSIT_AMOUNTS.ETH, remainingToday: DEMO_DEPOSITS_PER_DAY },
        ]);
        expect(new Date(summary.demoDeposits.resetsAt).getUTCHours()).toBe(0);
      });

      it('values at the live last prices where the feed has them, and the total is the sum of the rows', async () => {
        const holder = await signUp(app);
        await database.db.transaction(async (tx) => {
          await credit(tx, {
            userId: holder.user.id,
            asset: 'BTC',
            amount: '0.123456789',
            kind: 'test',
            reference: 'x',
          });
          await credit(tx, {
            userId: holder.user.id,
            asset: 'SOL',
            amount: '3.33333333',
            kind: 'test',
            reference: 'x',
          });
        });
        await database.db
          .update(balances)
          .set({ frozen: '0.000000017' })
          .where(and(eq(balances.userId, holder.user.id), eq(balances.asset, 'ETH')));
        feed.bus.publish('market.tickers', {
          tickers: [ticker('BTC_USDT', '97123.45'), ticker('SOL_USDT', '0.00000003'), ticker('ETH_BTC', '0.035')],
        });
        try {
          const summary = await summaryOf(holder.cookie);
          const rows = Object.fromEntries(summary.assets.map((row) => [row.asset, row]));
          // 0.223456789 x 97123.45 = 21702.894273602...: rounded down to 8 places.
          expect(rows.BTC).toMatchObject({ total: '0.223456789', priceUsdt: '97123.45', valueUsdt: '21702.8942736' });
          expect(rows.SOL).toMatchObject({ priceUsdt: '0.00000003', valueUsdt: '0.00000009' });
          // No live ETH_USDT here: ETH_BTC's last price through BTC's, 0.035 x 97123.45.
          expect(rows.ETH).toMatchObject({ frozen: '0.000000017', total: '1.000000017', priceUsdt: '3399.32075' });
          const sum = summary.assets.reduce((total, row) => total.plus(row.valueUsdt ?? '0'), new Big(0));
          expect(summary.totalUsdt).toBe(sum.toFixed());
          // The account menu's total is the same number.
          const menu = await app.inject({
            method: 'POST',
            url: WALLET_ACCOUNT_PATH,
            headers: { cookie: holder.cookie },
            payload: { walletTypeList: ['1'] },
          });
          expect(walletAccountResponseSchema.parse(menu.json()).data).toBe(summary.totalUsdt);
        } finally {
          feed.bus.publish('market.tickers', { tickers: [] });
        }
      });

      it('needs a session', async () => {
        for (const url of [walletPaths.summary, walletPaths.ledger, walletPaths.ledgerKinds]) {
          const response = await app.inject({ method: 'GET', url });
          expect(response.statusCode).toBe(401);
          expect(apiErrorSchema.parse(response.json()).code).toBe(401);
        }
      });
    });

    describe('demo deposit', () => {
      it('credits the fixed amount, writes the ledger, pushes the balance and counts down', async () => {
        pushes.length = 0;
        const response = await deposit({ asset: 'USDT' });
        expect(response.statusCode).toBe(200);
        const body = demoDepositResponseSchema.parse(response.json());
        expect(body).toMatchObject({
          asset: 'USDT',
          amount: '1000',
          remainingToday: DEMO_DEPOSITS_PER_DAY - 1,
          balance: { asset: 'USDT', available: '11000', frozen: '0', version: 2 },
        });
        expect(pushes).toEqual([{ userId: trader.user.id, type: 'balances', payload: [body.balance] }]);
        const [entry] = (await ledgerOf('?kind=demo-deposit')).entries;
        expect(entry).toMatchObject({ asset: 'USDT', amount: '1000', frozenAmount: '0', balanceAfter: '11000' });
        const summary = await summaryOf();
        expect(summary.assets.find((row) => row.asset === 'USDT')?.available).toBe('11000');
        expect(summary.demoDeposits.allowances[0]).toMatchObject({ asset: 'USDT', remainingToday: 2 });
      });

      it('stops at the daily limit with a 409 that changes nothing', async () => {
        const user = await signUp(app);
        for (let made = 1; made <= DEMO_DEPOSITS_PER_DAY; made++) {
          const response = await deposit({ asset: 'ETH' }, user.cookie);
          expect(demoDepositResponseSchema.parse(response.json()).remainingToday).toBe(DEMO_DEPOSITS_PER_DAY - made);
        }
        const before = await stateOf(user.user.id);
        const refused = await deposit({ asset: 'ETH' }, user.cookie);
        expect(refused.statusCode).toBe(409);
        const error = apiErrorSchema.parse(refused.json());
        expect(error.reason).toBe(DEMO_DEPOSIT_LIMIT_ERROR);
        expect(error.message).toMatch(/demo deposits of ETH for today are used up/);
        expect(await stateOf(user.user.id)).toEqual(before);
        // Other assets keep their own allowance.
        expect((await deposit({ asset: 'BTC' }, user.cookie)).statusCode).toBe(200);
        const allowances = (await summaryOf(user.cookie)).demoDeposits.allowances;
        expect(allowances.map((a) => [a.asset, a.remainingToday])).toEqual([
          ['USDT', 3],
          ['USDC', 3],
          ['BTC', 2],
          ['ETH', 0],
        ]);
      });

      it('never exceeds the limit under concurrent requests', async () => {
        const user = await signUp(app);
        const responses = await Promise.all(
          Array.from({ length: DEMO_DEPOSITS_PER_DAY + 4 }, () => deposit({ asset: 'BTC' }, user.cookie)),
        );
        const statuses = responses.map((response) => response.statusCode).sort();
        expect(statuses).toEqual([...Array<number>(DEMO_DEPOSITS_PER_DAY).fill(200), ...Array<number>(4).fill(409)]);
        const remaining = responses
          .filter((response) => response.statusCode === 200)
          .map((response) => demoDepositResponseSchema.parse(response.json()).remainingToday)
          .sort();
        expect(remaining).toEqual([0, 1, 2]);
        const [btc] = await database.db
          .select()
          .from(balances)
          .where(and(eq(balances.userId, user.user.id), eq(balances.asset, 'BTC')));
        expect(normalizeDecimal(btc?.available ?? '')).toBe('0.13');
        expect((await ledgerOf('?kind=demo-deposit', user.cookie)).entries).toHaveLength(DEMO_DEPOSITS_PER_DAY);
      });

      it('gives a new allowance on the next UTC day', async () => {
        const user = await signUp(app);
        for (let made = 0; made < DEMO_DEPOSITS_PER_DAY; made++) await deposit({ asset: 'USDT' }, user.cookie);
        expect((await deposit({ asset: 'USDT' }, user.cookie)).statusCode).toBe(409);
        await database.db
          .update(ledgerEntries)
          .set({ createdAt: sql`${ledgerEntries.createdAt} - interval '1 day'` })
          .where(eq(ledgerEntries.userId, user.user.id));
        const response = await deposit({ asset: 'USDT' }, user.cookie);
        expect(response.statusCode).toBe(200);
        expect(demoDepositResponseSchema.parse(response.json()).remainingToday).toBe(DEMO_DEPOSITS_PER_DAY - 1);
      });

      it.each([[{ asset: 'DOGE' }], [{ asset: 'usdt' }], [{ asset: 1 }], [{}], [{ asset: 'USDT', amount: '1000000' }]])(
        'answers %j with 400 naming the field, changing nothing',
        async (payload) => {
          const before = await stateOf(trader.user.id);
          const response = await deposit(payload);
          expect(response.statusCode).toBe(400);
          const error = apiErrorSchema.parse(response.json());
          expect(error.message).toMatch(/^invalid input: /);
          expect(Object.keys(error.fields ?? {}).length).toBeGreaterThan(0);
          expect(await stateOf(trader.user.id)).toEqual(before);
        },
      );

      it('needs a session (401) and refuses another site (403), changing nothing', async () => {
        const before = await stateOf(trader.user.id);
        const anonymous = await app.inject({
          method: 'POST',
          url: walletPaths.demoDeposit,
          headers: { origin: SAME_ORIGIN },
          payload: { asset: 'USDT' },
        });
        expect(anonymous.statusCode).toBe(401);
        expect((await deposit({ asset: 'USDT' }, trader.cookie, 'https://evil.example')).statusCode).toBe(403);
        expect(await stateOf(trader.user.id)).toEqual(before);
      });
    });

    describe('ledger', () => {
      let reader: SignedUp;

      beforeAll(async () => {
        reader = await signUp(app);
        await database.db.transaction(async (tx) => {
          for (let index = 1; index <= 5; index++) {
            await credit(tx, {
              userId: reader.user.id,
              asset: 'SOL',
              amount: String(index),
              kind: 'trade',
              reference: `o${index}`,
            });
          }
        });
        await deposit({ asset: 'USDT' }, reader.cookie);
      });

      it('lists the user own entries newest first, with the signed changes', async () => {
        const page = await ledgerOf('', reader.cookie);
        expect(page.nextBefore).toBeNull();
        expect(page.entries.map((entry) => [entry.asset, entry.kind, entry.amount])).toEqual([
          ['USDT', 'demo-deposit', '1000'],
          ['SOL', 'trade', '5'],
          ['SOL', 'trade', '4'],
          ['SOL', 'trade', '3'],
          ['SOL', 'trade', '2'],
          ['SOL', 'trade', '1'],
          ['ETH', 'demo-grant', '1'],
          ['BTC', 'demo-grant', '0.1'],
          ['USDT', 'demo-grant', '10000'],
        ]);
        expect(page.entries[1]).toMatchObject({ balanceAfter: '15', reference: 'o5', frozenAmount: '0' });
        const ids = page.entries.map((entry) => Number(entry.id));
        expect(ids).toEqual([...ids].sort((a, b) => b - a));
      });

      it('filters by asset and kind', async () => {
        expect((await ledgerOf('?asset=SOL', reader.cookie)).entries.map((e) => e.amount)).toEqual([
          '5',
          '4',
          '3',
          '2',
          '1',
        ]);
        expect((await ledgerOf('?kind=demo-grant', reader.cookie)).entries.map((e) => e.asset)).toEqual([
          'ETH',
          'BTC',
          'USDT',
        ]);
        expect((await ledgerOf('?asset=USDT&kind=demo-deposit', reader.cookie)).entries).toHaveLength(1);
        expect((await ledgerOf('?asset=LINK', reader.cookie)).entries).toEqual([]);
      });

      it('filters by a date range, from inclusive and to exclusive', async () => {
        const all = (await ledgerOf('', reader.cookie)).entries;
        const newest = all[0]?.createdAt ?? '';
        const justAfter = new Date(Date.parse(newest) + 1).toISOString();
        expect((await ledgerOf(`?from=${encodeURIComponent(newest)}`, reader.cookie)).entries[0]?.id).toBe(all[0]?.id);
        expect((await ledgerOf(`?from=${justAfter}`, reader.cookie)).entries).toEqual([]);
        expect((await ledgerOf(`?to=${justAfter}`, reader.cookie)).entries).toHaveLength(all.length);
        expect((await ledgerOf('?from=2000-01-01T00:00:00Z&to=2000-01-02T00:00:00Z', reader.cookie)).entries).toEqual(
          [],
        );
      });

      it('pages with the before cursor until the last page', async () => {
        const seen: string[] = [];
        let before: string | null = '';
        let pages = 0;
        while (before !== null) {
          const query = `?asset=SOL&limit=2${before ? `&before=${before}` : ''}`;
          const page = await ledgerOf(query, reader.cookie);
          seen.push(...page.entries.map((entry) => entry.amount));
          before = page.nextBefore;
          pages += 1;
        }
        expect(seen).toEqual(['5', '4', '3', '2', '1']);
        expect(pages).toBe(3);
      });

      it('never shows another user entries', async () => {
        const mine = new Set((await ledgerOf('?limit=100')).entries.map((entry) => entry.id));
        const theirs = (await ledgerOf('?limit=100', reader.cookie)).entries.map((entry) => entry.id);
        expect(theirs.filter((id) => mine.has(id))).toEqual([]);
      });

      it('lists the kinds the user ledger holds, whatever wrote them', async () => {
        const response = await get(walletPaths.ledgerKinds, reader.cookie);
        expect(ledgerKindsSchema.parse(response.json()).kinds).toEqual(['demo-deposit', 'demo-grant', 'trade']);
      });

      it.each([
        ['limit=0', 'limit'],
        ['limit=101', 'limit'],
        ['before=abc', 'before'],
        ['asset=btc', 'asset'],
        ['kind=Not%20a%20kind', 'kind'],
        ['from=yesterday', 'from'],
        ['from=2026-01-02T00:00:00Z&to=2026-01-01T00:00:00Z', 'to'],
      ])('answers ?%s with 400 naming %s', async (query, field) => {
        const response = await get(`${walletPaths.ledger}?${query}`, reader.cookie);
        expect(response.statusCode).toBe(400);
        expect(Object.keys(apiErrorSchema.parse(response.json()).fields ?? {})).toContain(field);
      });
    });
  });
}
