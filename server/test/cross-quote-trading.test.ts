import { placeOrderResponseSchema } from '@vela/contracts/trading';
import { WALLET_ACCOUNT_PATH, walletAccountResponseSchema, walletPaths } from '@vela/contracts/wallet';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ledgerEntries } from '../src/db/schema.ts';
import { normalizeDecimal } from '../src/money.ts';
import { SAME_ORIGIN, type SignedUp, signUp } from './support/app.ts';
import { testDatabases } from './support/database-suite.ts';
import { type MarketApp, startMarketApp } from './support/market.ts';
import { Trader, totalsByAsset } from './support/trading.ts';

/**
 * Pairs quoted in BTC and USDC trade, settle, charge fees and value like the USDT ones: the
 * engine, settlement and the wallet know no special quote asset.
 */
for (const onDatabase of testDatabases) {
  onDatabase.describe(
    'pairs quoted in BTC and USDC',
    ({ database }) => {
      let market: MarketApp;
      let totalsBefore: Map<string, string>;
      let ethSeller: SignedUp;
      let ethBuyer: SignedUp;
      let btcSeller: SignedUp;
      let btcBuyer: SignedUp;

      beforeAll(async () => {
        // No simulator: the books hold only what the tests put there.
        market = await startMarketApp(database, { settings: { simulator: false }, symbols: ['ETH_BTC', 'BTC_USDC'] });
        ethSeller = await signUp(market.app);
        ethBuyer = await signUp(market.app);
        btcSeller = await signUp(market.app);
        btcBuyer = await signUp(market.app);
        await depositUsdc(btcBuyer);
        totalsBefore = await totalsByAsset(database.db);
      });
      afterAll(async () => {
        await market?.close();
      });

      /** The user's ledger after the sign-up grant and deposits: kind, asset, amount, frozen amount, total after. */
      const tradingLedger = async (user: SignedUp) =>
        (
          await database.db
            .select()
            .from(ledgerEntries)
            .where(eq(ledgerEntries.userId, user.user.id))
            .orderBy(asc(ledgerEntries.id))
        )
          .filter((entry) => !['demo-grant', 'demo-deposit'].includes(entry.kind))
          .map((entry) => [
            entry.kind,
            entry.asset,
            normalizeDecimal(entry.amount),
            normalizeDecimal(entry.frozenAmount),
            normalizeDecimal(entry.balanceAfter),
          ]);

      async function depositUsdc(user: SignedUp) {
        const response = await market.app.inject({
          method: 'POST',
          url: walletPaths.demoDeposit,
          headers: { cookie: user.cookie, origin: SAME_ORIGIN },
          payload: { asset: 'USDC' },
        });
        expect(response.statusCode).toBe(200);
      }

      it('fills ETH_BTC: the buyer pays BTC, the seller receives BTC less the maker fee, to the satoshi', async () => {
        const [sellerAccount, buyerAccount] = [ethSeller, ethBuyer];
        const seller = new Trader(market.app, sellerAccount.cookie);
        const buyer = new Trader(market.app, buyerAccount.cookie);

        const resting = await seller.place({
          symbol: 'ETH_BTC',
          side: 'sell',
          type: 'limit',
          price: '0.035',
          quantity: '0.5',
        });
        expect(resting.statusCode).toBe(200);
        const taking = await buyer.place({
          symbol: 'ETH_BTC',
          side: 'buy',
          type: 'limit',
          price: '0.036',
          quantity: '0.2',
        });
        const { order, fills } = placeOrderResponseSchema.parse(taking.json());
        expect(order).toMatchObject({
          status: 'filled',
          filledQuantity: '0.2',
          filledQuote: '0.007',
          averagePrice: '0.035',
        });
        expect(fills).toEqual([
          expect.objectContaining({ role: 'taker', price: '0.035', quantity: '0.2', fee: '0.0002', feeAsset: 'ETH' }),
        ]);

        // The grant is 0.1 BTC and 1 ETH. Buyer: 0.2 ETH less 0.1 % = 0.1998 ETH for 0.007 BTC.
        expect(await buyer.balances()).toMatchObject({
          BTC: { available: '0.093', frozen: '0' },
          ETH: { available: '1.1998', frozen: '0' },
        });
        // Seller: 0.007 BTC less 0.08 % (0.0000056), 0.3 ETH still on the book.
        expect(await seller.balances()).toMatchObject({
          BTC: { available: '0.1069944', frozen: '0' },
          ETH: { available: '0.5', frozen: '0.3' },
        });
        expect(await tradingLedger(buyerAccount)).toEqual([
          // Froze 0.2 x 0.036 at its limit, paid 0.007 from it, released the rest.
          ['order-freeze', 'BTC', '0', '0.0072', '0.1'],
          ['trade', 'BTC', '-0.007', '-0.007', '0.093'],
          ['trade', 'ETH', '0.2', '0', '1.2'],
          ['trade-fee', 'ETH', '-0.0002', '0', '1.1998'],
          ['order-release', 'BTC', '0', '-0.0002', '0.093'],
        ]);
        expect(await tradingLedger(sellerAccount)).toEqual([
          ['order-freeze', 'ETH', '0', '0.5', '1'],
          ['trade', 'ETH', '-0.2', '-0.2', '0.8'],
          ['trade', 'BTC', '0.007', '0', '0.107'],
          ['trade-fee', 'BTC', '-0.0000056', '0', '0.1069944'],
        ]);
      });

      it('fills BTC_USDC and values the USDC held at its USDT price in the total asset', async () => {
        const [sellerAccount, buyerAccount] = [btcSeller, btcBuyer];
        const seller = new Trader(market.app, sellerAccount.cookie);
        const buyer = new Trader(market.app, buyerAccount.cookie);

        await seller.place({ symbol: 'BTC_USDC', side: 'sell', type: 'limit', price: '95000', quantity: '0.01' });
        const taking = await buyer.place({ symbol: 'BTC_USDC', side: 'buy', type: 'market', quantity: '0.004' });
        const { order } = placeOrderResponseSchema.parse(taking.json());
        expect(order).toMatchObject({ status: 'filled', filledQuantity: '0.004', filledQuote: '380' });

        expect(await buyer.balances()).toMatchObject({
          USDC: { available: '620', frozen: '0' },
          BTC: { available: '0.103996', frozen: '0' },
        });
        expect(await seller.balances()).toMatchObject({
          USDC: { available: '379.696', frozen: '0' },
          BTC: { available: '0.09', frozen: '0.006' },
        });
        expect(await tradingLedger(sellerAccount)).toEqual([
          ['order-freeze', 'BTC', '0', '0.01', '0.1'],
          ['trade', 'BTC', '-0.004', '-0.004', '0.096'],
          ['trade', 'USDC', '380', '0', '380'],
          ['trade-fee', 'USDC', '-0.304', '0', '379.696'],
        ]);

        // 10000 USDT + 620 USDC x 1 + 0.103996 BTC x 95000 + 1 ETH x 3300 (reference prices: no USDT pair trades here).
        const total = await market.app.inject({
          method: 'POST',
          url: WALLET_ACCOUNT_PATH,
          headers: { cookie: buyerAccount.cookie },
          payload: { walletTypeList: ['1'] },
        });
        expect(walletAccountResponseSchema.parse(total.json()).data).toBe('23799.62');
      });

      it('never created or destroyed an amount of any asset', async () => {
        expect(await totalsByAsset(database.db)).toEqual(totalsBefore);
      });
    },
    { migrate: true },
  );
}
