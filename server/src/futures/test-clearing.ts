import type { FuturesContract } from '@vela/contracts/futures';
import { MarketEngine } from '../market/market-engine.ts';
import { MarketUnits } from '../market/units.ts';
import { Accounts } from '../trading/accounts.ts';
import { FuturesClearing } from './clearing.ts';
import { testContract } from './test-contract.ts';

/** A user's USDT in the futures wallet. */
export interface TestWalletBalance {
  available: string;
  frozen?: string;
}

export interface TestClearingOptions {
  /** The futures wallet's users and their USDT. */
  balances: Readonly<Record<string, TestWalletBalance>>;
  /** The perpetuals it clears, each on its own engine (a 0.01 price grid, 0.0001 lots). */
  symbols: readonly string[];
  riskTiers: FuturesContract['riskTiers'];
  /** The clock of its records. */
  now: Date;
  /** Order ids are this prefix and a serial: "o1", "o2", ... by default. */
  orderIdPrefix?: string;
}

/**
 * A futures clearing over a wallet holding `balances` and an engine per contract, for the futures
 * modules' tests: the wallet applies every movement the clearing emits.
 */
export function testClearing(options: TestClearingOptions): FuturesClearing {
  const { balances, symbols, riskTiers, now, orderIdPrefix = 'o' } = options;
  const wallet = new Accounts('futures');
  const users = Object.keys(balances);
  wallet.install(
    users,
    users.map((userId) => ({
      userId,
      asset: 'USDT',
      available: balances[userId]?.available ?? '0',
      frozen: balances[userId]?.frozen ?? '0',
      version: 1,
    })),
  );
  let serial = 0;
  const clearing = new FuturesClearing({
    wallet,
    emit: (movement) => wallet.apply(movement),
    newOrderId: () => `${orderIdPrefix}${++serial}`,
    now: () => now,
  });
  clearing.setContracts(
    symbols.map((symbol) => {
      const engine = new MarketEngine(symbol, () => {});
      engine.watchOrders((event) => clearing.onEngineEvent(symbol, event));
      const contract = testContract(symbol, riskTiers);
      return { contract, units: new MarketUnits(contract.tickSize, contract.lotSize), tiers: riskTiers, engine };
    }),
  );
  return clearing;
}
