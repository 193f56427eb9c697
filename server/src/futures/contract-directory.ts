import type { FuturesContract } from '@vela/contracts/futures';
import type { Db } from '../db/client.ts';
import { loadFuturesContracts } from './contract-list.ts';

/**
 * The listed perpetuals, read from the database again when older than `maxAgeMs`, for the
 * feed's synchronous symbol check (the futures twin of market/markets.ts `MarketDirectory`). An
 * unknown symbol never forces a reload, so it cannot be used to load the database.
 */
export class FuturesContractDirectory {
  private contracts: FuturesContract[] = [];
  private loadedAt = Number.NEGATIVE_INFINITY;
  private loading: Promise<FuturesContract[]> | undefined;

  constructor(
    private readonly db: Db,
    private readonly maxAgeMs = 30_000,
  ) {}

  /** The contracts, fresh enough. */
  async list(): Promise<FuturesContract[]> {
    if (Date.now() - this.loadedAt > this.maxAgeMs) return this.refresh();
    return this.contracts;
  }

  /**
   * Synchronous: answers from the last load and refreshes in the background when that is stale.
   * Call `list()` once at start-up so the first answer is right.
   */
  has(symbol: string): boolean {
    if (Date.now() - this.loadedAt > this.maxAgeMs) this.refresh().catch(() => {});
    return this.contracts.some((contract) => contract.symbol === symbol);
  }

  /** Reads the list again now (one read at a time: a call during a read shares it). */
  refresh(): Promise<FuturesContract[]> {
    this.loading ??= loadFuturesContracts(this.db)
      .then((contracts) => {
        this.contracts = contracts;
        this.loadedAt = Date.now();
        return contracts;
      })
      .finally(() => {
        this.loading = undefined;
      });
    return this.loading;
  }
}
