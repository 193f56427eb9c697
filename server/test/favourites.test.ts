import { apiErrorSchema } from '@vela/contracts/errors';
import { favouriteContractPaths, favouriteMarketsSchema, favouritePaths } from '@vela/contracts/favourites';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { favouriteContracts, favouriteMarkets } from '../src/db/schema.ts';
import { seedDemoData } from '../src/seeding.ts';
import { buildTestApp, SAME_ORIGIN, type SignedUp, signUp } from './support/app.ts';
import { testDatabases } from './support/database-suite.ts';

for (const onDatabase of testDatabases) {
  onDatabase.describe('favourite markets', ({ database }) => {
    let app: FastifyInstance;

    beforeAll(async () => {
      await seedDemoData(database);
      app = await buildTestApp(database);
    });
    afterAll(async () => {
      await app?.close();
    });

    const list = (cookie?: string) =>
      app.inject({ method: 'GET', url: favouritePaths.list, headers: cookie ? { cookie } : {} });
    const change = (
      path: string,
      payload: unknown,
      headers: Record<string, string | undefined> = { origin: SAME_ORIGIN },
    ) => app.inject({ method: 'POST', url: path, payload: payload as object, headers });
    const add = (trader: SignedUp, symbols: unknown) =>
      change(favouritePaths.add, { symbols }, { origin: SAME_ORIGIN, cookie: trader.cookie });
    const remove = (trader: SignedUp, symbols: unknown) =>
      change(favouritePaths.remove, { symbols }, { origin: SAME_ORIGIN, cookie: trader.cookie });
    const symbolsOf = (response: { json(): unknown }) => favouriteMarketsSchema.parse(response.json()).symbols;
    const storedRows = (trader: SignedUp) =>
      database.db.select().from(favouriteMarkets).where(eq(favouriteMarkets.userId, trader.user.id));

    it('needs a session for every call: 401 with code 401', async () => {
      for (const response of [
        await list(),
        await change(favouritePaths.add, { symbols: ['BTC_USDT'] }),
        await change(favouritePaths.remove, { symbols: ['BTC_USDT'] }),
      ]) {
        expect(response.statusCode).toBe(401);
        expect(apiErrorSchema.parse(response.json()).code).toBe(401);
      }
    });

    it('starts empty and keeps the pairs in the order they were added', async () => {
      const trader = await signUp(app);
      const empty = await list(trader.cookie);
      expect(empty.statusCode).toBe(200);
      expect(empty.headers['cache-control']).toBe('private, no-store');
      expect(symbolsOf(empty)).toEqual([]);

      expect(symbolsOf(await add(trader, ['SOL_USDT']))).toEqual(['SOL_USDT']);
      expect(symbolsOf(await add(trader, ['BTC_USDT', 'ADA_USDT', 'BTC_USDT']))).toEqual([
        'SOL_USDT',
        'BTC_USDT',
        'ADA_USDT',
      ]);
      // A pair that is already a favourite keeps its place; only the new one goes to the end.
      expect(symbolsOf(await add(trader, ['ETH_USDT', 'SOL_USDT']))).toEqual([
        'SOL_USDT',
        'BTC_USDT',
        'ADA_USDT',
        'ETH_USDT',
      ]);
      expect(symbolsOf(await list(trader.cookie))).toEqual(['SOL_USDT', 'BTC_USDT', 'ADA_USDT', 'ETH_USDT']);
    });

    it('removes pairs, and removing one that is not a favourite changes nothing', async () => {
      const trader = await signUp(app);
      await add(trader, ['BTC_USDT', 'ETH_USDT', 'DOGE_USDT']);
      expect(symbolsOf(await remove(trader, ['ETH_USDT']))).toEqual(['BTC_USDT', 'DOGE_USDT']);
      const again = await remove(trader, ['ETH_USDT', 'XRP_USDT']);
      expect(again.statusCode).toBe(200);
      expect(symbolsOf(again)).toEqual(['BTC_USDT', 'DOGE_USDT']);
      // Added again after removal: it is new, so it goes to the end.
      expect(symbolsOf(await add(trader, ['ETH_USDT']))).toEqual(['BTC_USDT', 'DOGE_USDT', 'ETH_USDT']);
    });

    it('keeps every user’s favourites apart', async () => {
      const first = await signUp(app);
      const second = await signUp(app);
      await add(first, ['TON_USDT']);
      await add(second, ['LINK_USDT']);
      expect(symbolsOf(await list(first.cookie))).toEqual(['TON_USDT']);
      expect(symbolsOf(await list(second.cookie))).toEqual(['LINK_USDT']);
    });

    it('refuses an unknown market with 400 naming it, and changes nothing', async () => {
      const trader = await signUp(app);
      await add(trader, ['BTC_USDT']);
      for (const response of [
        await add(trader, ['ETH_USDT', 'NOPE_USDT']),
        await remove(trader, ['BTC_USDT', 'NOPE_USDT']),
      ]) {
        expect(response.statusCode).toBe(400);
        const error = apiErrorSchema.parse(response.json());
        expect(error.message).toContain('NOPE_USDT');
        expect(error.fields).toEqual({ 'symbols.1': 'no listed market is called NOPE_USDT' });
      }
      expect((await storedRows(trader)).map((row) => row.symbol)).toEqual(['BTC_USDT']);
    });

    it('refuses malformed input with 400 and a field message, and changes nothing', async () => {
      const trader = await signUp(app);
      await add(trader, ['BTC_USDT']);
      const cases: { payload: unknown; field: string }[] = [
        { payload: { symbols: ['btc_usdt'] }, field: 'symbols.0' },
        { payload: { symbols: ['BTC_USDT', 'BTC/USDT'] }, field: 'symbols.1' },
        { payload: { symbols: [] }, field: 'symbols' },
        { payload: { symbols: 'BTC_USDT' }, field: 'symbols' },
        { payload: {}, field: 'symbols' },
        { payload: { symbols: ['ETH_USDT'], order: 1 }, field: '_' },
        { payload: { symbols: Array.from({ length: 201 }, () => 'ETH_USDT') }, field: 'symbols' },
      ];
      for (const { payload, field } of cases) {
        const response = await change(favouritePaths.add, payload, { origin: SAME_ORIGIN, cookie: trader.cookie });
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(Object.keys(apiErrorSchema.parse(response.json()).fields ?? {})).toContain(field);
      }
      expect((await storedRows(trader)).map((row) => row.symbol)).toEqual(['BTC_USDT']);
    });

    it('refuses writes from another site (CSRF rule) and changes nothing', async () => {
      const trader = await signUp(app);
      const foreign = await change(
        favouritePaths.add,
        { symbols: ['ETH_USDT'] },
        { origin: 'https://evil.example', cookie: trader.cookie },
      );
      expect(foreign.statusCode).toBe(403);
      const noOrigin = await change(favouritePaths.add, { symbols: ['ETH_USDT'] }, { cookie: trader.cookie });
      expect(noOrigin.statusCode).toBe(403);
      const foreignRemove = await change(
        favouritePaths.remove,
        { symbols: ['ETH_USDT'] },
        { referer: 'https://evil.example/page', cookie: trader.cookie },
      );
      expect(foreignRemove.statusCode).toBe(403);
      expect(await storedRows(trader)).toEqual([]);
    });

    it('keeps futures contracts’ stars in their own list, with the same rules', async () => {
      const trader = await signUp(app);
      const contracts = (path: string, symbols: unknown) =>
        change(path, { symbols }, { origin: SAME_ORIGIN, cookie: trader.cookie });
      expect((await list()).statusCode).toBe(401);
      await add(trader, ['SOL_USDT']);
      expect(symbolsOf(await contracts(favouriteContractPaths.add, ['ETH_USDT', 'BTC_USDT']))).toEqual([
        'ETH_USDT',
        'BTC_USDT',
      ]);
      const read = await app.inject({
        method: 'GET',
        url: favouriteContractPaths.list,
        headers: { cookie: trader.cookie },
      });
      expect(symbolsOf(read)).toEqual(['ETH_USDT', 'BTC_USDT']);
      expect(symbolsOf(await list(trader.cookie))).toEqual(['SOL_USDT']);
      // A spot pair that is no contract is an unknown contract.
      const unknown = await contracts(favouriteContractPaths.add, ['ETH_BTC']);
      expect(unknown.statusCode).toBe(400);
      expect(apiErrorSchema.parse(unknown.json()).message).toContain('ETH_BTC');
      expect(symbolsOf(await contracts(favouriteContractPaths.remove, ['ETH_USDT']))).toEqual(['BTC_USDT']);
      const rows = await database.db
        .select()
        .from(favouriteContracts)
        .where(eq(favouriteContracts.userId, trader.user.id));
      expect(rows.map((row) => row.symbol)).toEqual(['BTC_USDT']);
      const foreign = await change(
        favouriteContractPaths.add,
        { symbols: ['ETH_USDT'] },
        { origin: 'https://evil.example', cookie: trader.cookie },
      );
      expect(foreign.statusCode).toBe(403);
    });
  });
}
