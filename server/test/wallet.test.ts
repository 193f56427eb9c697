import { apiErrorSchema } from '@vela/contracts/errors';
import { walletAccountResponseSchema } from '@vela/contracts/wallet';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { credit } from '../src/accounts/balances.ts';
import { balances, ledgerEntries, spotMarkets } from '../src/db/schema.ts';
import { seedSpotMarkets } from '../src/db/seed-data.ts';
import { normalizeDecimal } from '../src/money.ts';
import { seedDemoData } from '../src/seeding.ts';
import { buildTestApp, type SignedUp, signUp } from './support/app.ts';
import { testDatabases } from './support/database-suite.ts';

const WALLET_PATH = '/asset/v1/api/wallet/account';

for (const onDatabase of testDatabases) {
  onDatabase.describe('wallet total asset', ({ database }) => {
    let app: FastifyInstance;
    let trader: SignedUp;

    beforeAll(async () => {
      app = await buildTestApp(database);
      trader = await signUp(app);
    });
    afterAll(async () => {
      await app?.close();
    });

    const total = (payload: unknown, cookie = trader.cookie) =>
      app.inject({ method: 'POST', url: WALLET_PATH, payload: payload as object, headers: { cookie } });

    it('grants the demo balances to a new account, each with its ledger entry', async () => {
      const held = await database.db
        .select()
        .from(balances)
        .where(eq(balances.userId, trader.user.id))
        .orderBy(asc(balances.asset));
      expect(held.map((row) => [row.asset, normalizeDecimal(row.available), normalizeDecimal(row.frozen)])).toEqual([
        ['BTC', '0.1', '0'],
        ['ETH', '1', '0'],
        ['USDT', '10000', '0'],
      ]);
      const entries = await database.db
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.userId, trader.user.id))
        .orderBy(asc(ledgerEntries.asset));
      expect(
        entries.map((row) => [row.asset, normalizeDecimal(row.amount), normalizeDecimal(row.balanceAfter), row.kind]),
      ).toEqual([
        ['BTC', '0.1', '0.1', 'demo-grant'],
        ['ETH', '1', '1', 'demo-grant'],
        ['USDT', '10000', '10000', 'demo-grant'],
      ]);
    });

    it('values only what has a price: before the markets are seeded, the USDT alone', async () => {
      const response = await total({ walletTypeList: ['1'] });
      expect(response.statusCode).toBe(200);
      expect(walletAccountResponseSchema.parse(response.json())).toEqual({ code: 200, data: '10000' });
    });

    it('values the holdings at the reference prices of the seeded markets, exactly', async () => {
      await seedDemoData(database);
      const btc = seedSpotMarkets.find((m) => m.base === 'BTC')?.referencePrice;
      const eth = seedSpotMarkets.find((m) => m.base === 'ETH')?.referencePrice;
      expect([btc, eth]).toEqual(['95000', '3300']);
      const response = await total({ walletTypeList: ['1'] });
      // 10000 + 0.1 x 95000 + 1 x 3300
      expect(walletAccountResponseSchema.parse(response.json()).data).toBe('22800');
    });

    it('counts frozen amounts and later credits, without float error', async () => {
      const other = await signUp(app);
      await database.db.transaction(async (tx) => {
        await credit(tx, { userId: other.user.id, asset: 'USDT', amount: '0.1', kind: 'test', reference: 't1' });
        await credit(tx, { userId: other.user.id, asset: 'USDT', amount: '0.2', kind: 'test', reference: 't2' });
      });
      await database.db.update(balances).set({ frozen: '0.00000001' }).where(eq(balances.userId, other.user.id));
      const response = await total({ walletTypeList: ['1'] }, other.cookie);
      // 10000.3 USDT + 1e-8 frozen USDT + (0.1 + 1e-8) BTC x 95000 + (1 + 1e-8) ETH x 3300
      expect(walletAccountResponseSchema.parse(response.json()).data).toBe('22800.30098301');
      const [last] = await database.db.select().from(ledgerEntries).where(eq(ledgerEntries.reference, 't2'));
      expect(normalizeDecimal(last?.balanceAfter ?? '')).toBe('10000.3');
    });

    it('needs a session: 401 with code 401', async () => {
      const response = await app.inject({ method: 'POST', url: WALLET_PATH, payload: { walletTypeList: ['1'] } });
      expect(response.statusCode).toBe(401);
      expect(apiErrorSchema.parse(response.json()).code).toBe(401);
    });

    it.each([
      [{}],
      [{ walletTypeList: [] }],
      [{ walletTypeList: [1] }],
      [{ walletTypeList: ['7'] }],
      [{ walletTypeList: '1' }],
    ])('answers %j with 400 and a field message', async (payload) => {
      const response = await total(payload);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(apiErrorSchema.parse(response.json()).fields ?? {})[0]).toMatch(/^walletTypeList/);
    });

    it('leaves a market without a reference price out rather than guessing', async () => {
      await database.db.update(spotMarkets).set({ referencePrice: null }).where(eq(spotMarkets.base, 'ETH'));
      const response = await total({ walletTypeList: ['1'] });
      expect(walletAccountResponseSchema.parse(response.json()).data).toBe('19500');
    });
  });
}
