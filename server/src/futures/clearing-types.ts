import type { FuturesContract } from '@vela/contracts/futures';
import type { Side } from '@vela/contracts/futures-margin';
import type { RiskTier } from '@vela/contracts/futures-risk-tiers';
import type { MarginMode } from '@vela/contracts/futures-trading';
import type Big from 'big.js';
import type { MarketEngine } from '../market/market-engine.ts';
import type { MarketUnits } from '../market/units.ts';

/** The margin asset of every contract. */
export const MARGIN_ASSET = 'USDT';

/** A contract as the clearing trades it: its rules and its live book on this instance. */
export interface ClearingContract {
  readonly contract: FuturesContract;
  readonly units: MarketUnits;
  readonly tiers: readonly RiskTier[];
  readonly engine: MarketEngine;
}

/** A user's one-way position on one contract; size 0 once closed (the row is kept). */
export interface PositionRecord {
  readonly userId: string;
  readonly symbol: string;
  side: Side;
  size: Big;
  entryPrice: Big;
  /** Isolated: the margin held in the wallet's frozen. Cross: initial margin at entry (not held). */
  margin: Big;
  marginMode: MarginMode;
  leverage: number;
  /** Closes, funding and profit settled to cover a cross loss, since the position opened. */
  realizedPnl: Big;
  /** Trading fees its fills paid since it opened; a fill that reverses it counts its opening share. */
  fees: Big;
  /** Funding received (positive) or paid (negative) since it opened: a part of `realizedPnl`. */
  funding: Big;
  openedAt: Date;
  updatedAt: Date;
}

export interface SettingsRecord {
  readonly userId: string;
  readonly symbol: string;
  leverage: number;
  marginMode: MarginMode;
  updatedAt: Date;
}

/** One user order's side of one futures trade (or of a liquidation takeover at mark). */
export interface FuturesFillRecord {
  readonly orderId: string;
  readonly userId: string;
  readonly symbol: string;
  readonly side: 'buy' | 'sell';
  readonly role: 'maker' | 'taker';
  readonly price: string;
  readonly quantity: string;
  readonly fee: string;
  readonly realizedPnl: string;
  readonly liquidation: boolean;
  readonly at: Date;
}

export interface FundingRoundRecord {
  readonly symbol: string;
  readonly fundingTime: Date;
  readonly rate: string;
  readonly markPrice: string;
}

/** A risk notice for a user, sent after the batch that caused it commits. */
export type RiskNotice =
  | { readonly kind: 'margin-warning'; readonly userId: string; readonly symbol: string | null; readonly ratio: string }
  | { readonly kind: 'liquidated'; readonly userId: string; readonly symbol: string; readonly size: string };
