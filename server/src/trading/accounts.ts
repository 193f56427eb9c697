import type { Balance } from '@vela/contracts/trading';
import Big from 'big.js';
import type { CreditedBalance } from '../accounts/balances.ts';
import type { WalletKind } from './ledger-rows.ts';
import type { SystemMovement, WalletMovement } from './movements.ts';

/** One user's holding of one asset as the engine knows it. */
interface Holding {
  available: Big;
  frozen: Big;
  /** The database row's version when it was loaded (0: there was no row): older credits are in it. */
  readonly loadedVersion: number;
  /** The row's version as last committed (loaded, credited or written by a batch); 0: no row yet. */
  version: number;
  /** The row exists in the database (loaded, credited, or written by a committed batch). */
  persisted: boolean;
}

/** A balances row as read from the database. */
export interface StoredHolding {
  userId: string;
  asset: string;
  available: string;
  frozen: string;
  version: number;
}

const zero = new Big(0);

/**
 * The engine instance's exact copy of users' balances (available and frozen per asset), so a
 * command's balance check needs no database read. Only the trading engine takes funds away;
 * everything else only credits (demo grants and deposits), and a credit reaches this copy by its
 * row version: applied when newer than what the copy was loaded from, so exactly once. The copy
 * therefore never shows more than the database holds.
 *
 * A user is loaded once (at start, or before their first command); credits for users not loaded
 * are ignored, because loading reads them.
 */
export class Accounts {
  /** Which wallet this copy holds. */
  constructor(readonly wallet: WalletKind = 'spot') {}

  private readonly users = new Map<string, Map<string, Holding>>();
  /** Users being read from the database, with the credits heard meanwhile. */
  private readonly loading = new Map<string, CreditedBalance[]>();
  /** Credits heard while every user is being read. */
  private loadingEveryone: CreditedBalance[] | undefined;

  isLoaded(userId: string): boolean {
    return this.users.has(userId);
  }

  /** Credits heard for `userIds` from now on are kept until `install` decides on each. */
  startLoading(userIds: Iterable<string>): void {
    for (const userId of userIds) if (!this.loading.has(userId)) this.loading.set(userId, []);
  }

  /** Replaces these users' holdings with rows read after `startLoading`, then applies newer credits. */
  install(userIds: Iterable<string>, rows: readonly StoredHolding[]): void {
    const fresh = new Map<string, Map<string, Holding>>();
    for (const userId of userIds) fresh.set(userId, new Map());
    for (const row of rows) {
      fresh.get(row.userId)?.set(row.asset, {
        available: new Big(row.available),
        frozen: new Big(row.frozen),
        loadedVersion: row.version,
        version: row.version,
        persisted: true,
      });
    }
    for (const [userId, holdings] of fresh) {
      this.users.set(userId, holdings);
      const heard = this.loading.get(userId) ?? [];
      this.loading.delete(userId);
      for (const credit of heard) this.credit(credit);
    }
  }

  /** Like `startLoading` for every user: a full reload is about to read all balances. */
  startLoadingEveryone(): void {
    this.loadingEveryone ??= [];
  }

  /** Replaces every holding with rows read after `startLoadingEveryone`, then applies newer credits. */
  installEveryone(rows: readonly StoredHolding[]): void {
    const userIds = new Set([...this.users.keys(), ...rows.map((row) => row.userId)]);
    for (const userId of userIds) if (!this.loading.has(userId)) this.loading.set(userId, []);
    const heard = this.loadingEveryone ?? [];
    this.loadingEveryone = undefined;
    this.install(userIds, rows);
    for (const credit of heard) this.credit(credit);
  }

  /** A credit committed outside the engine. */
  credit(credit: CreditedBalance): void {
    if (this.loadingEveryone) {
      this.loadingEveryone.push(credit);
      return;
    }
    const pending = this.loading.get(credit.userId);
    if (pending) {
      pending.push(credit);
      return;
    }
    const holdings = this.users.get(credit.userId);
    if (!holdings) return;
    const holding = holdings.get(credit.asset);
    if (holding === undefined) {
      holdings.set(credit.asset, {
        available: new Big(credit.amount),
        frozen: zero,
        loadedVersion: 0,
        version: credit.version,
        persisted: true,
      });
      return;
    }
    if (credit.version <= holding.loadedVersion) return;
    holding.available = holding.available.plus(credit.amount);
    holding.version = Math.max(holding.version, credit.version);
    holding.persisted = true;
  }

  /** Takes the versions a committed batch gave its rows (commits arrive in order; a credit may be newer). */
  committed(rows: readonly { userId: string; balance: Balance }[]): void {
    for (const { userId, balance } of rows) {
      const holding = this.users.get(userId)?.get(balance.asset);
      if (holding) holding.version = Math.max(holding.version, balance.version);
    }
  }

  available(userId: string, asset: string): Big {
    return this.users.get(userId)?.get(asset)?.available ?? zero;
  }

  /** Whether the row exists in the database (so a batch updates it rather than inserting it). */
  persisted(userId: string, asset: string): boolean {
    return this.users.get(userId)?.get(asset)?.persisted ?? false;
  }

  markPersisted(userId: string, asset: string): void {
    const holding = this.users.get(userId)?.get(asset);
    if (holding) holding.persisted = true;
  }

  /**
   * Applies a movement of the core's own kinds to this wallet alone: a wallet movement of this
   * wallet changes it, anything else does not (the futures clearing runs on this without the core).
   */
  apply(movement: WalletMovement | SystemMovement): void {
    if (movement.kind !== 'wallet' || movement.wallet !== this.wallet) return;
    this.change(movement.userId, movement.asset, new Big(movement.available), new Big(movement.frozen));
  }

  /** The holdings as memory has them, each with the version its row was last committed at. */
  balances(userId: string, assets: Iterable<string>): Balance[] {
    const holdings = this.users.get(userId);
    return [...assets].sort().map((asset) => {
      const holding = holdings?.get(asset);
      return {
        asset,
        available: (holding?.available ?? zero).toFixed(),
        frozen: (holding?.frozen ?? zero).toFixed(),
        version: holding?.version ?? 0,
      };
    });
  }

  /** Signed deltas of a holding; throws if it would go below zero (a bug: commands check first). */
  change(userId: string, asset: string, available: Big, frozen: Big): void {
    let holdings = this.users.get(userId);
    if (!holdings) {
      holdings = new Map();
      this.users.set(userId, holdings);
    }
    let holding = holdings.get(asset);
    if (!holding) {
      holding = { available: zero, frozen: zero, loadedVersion: 0, version: 0, persisted: false };
      holdings.set(asset, holding);
    }
    const nextAvailable = holding.available.plus(available);
    const nextFrozen = holding.frozen.plus(frozen);
    if (nextAvailable.lt(0) || nextFrozen.lt(0)) {
      throw new Error(`${userId} ${asset} would go below zero: ${nextAvailable.toFixed()} / ${nextFrozen.toFixed()}`);
    }
    holding.available = nextAvailable;
    holding.frozen = nextFrozen;
  }
}
