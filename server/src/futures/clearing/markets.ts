import type Big from 'big.js';
import type { ClearingContract } from '../clearing-types.ts';
import { refuse } from './values.ts';

/** The contracts the clearing trades on this instance, with the last mark and trade price of each. */
export class ClearingMarkets {
  private contracts = new Map<string, ClearingContract>();
  readonly marks = new Map<string, Big>();
  readonly lasts = new Map<string, Big>();

  set(contracts: readonly ClearingContract[]): void {
    this.contracts = new Map(contracts.map((entry) => [entry.contract.symbol, entry]));
  }

  get size(): number {
    return this.contracts.size;
  }

  has(symbol: string): boolean {
    return this.contracts.has(symbol);
  }

  get(symbol: string): ClearingContract | undefined {
    return this.contracts.get(symbol);
  }

  all(): IterableIterator<ClearingContract> {
    return this.contracts.values();
  }

  /** The contract, or the `unknown-contract` refusal. */
  contractOf(symbol: string): ClearingContract {
    const entry = this.contracts.get(symbol);
    if (!entry) throw refuse('invalid', 'unknown-contract', `no perpetual ${symbol}`, 'symbol');
    return entry;
  }

  /** The mark, or the position's entry price while the contract has none. */
  markOr(symbol: string, fallback: Big): Big {
    return this.marks.get(symbol) ?? fallback;
  }
}
