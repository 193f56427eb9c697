import { maxLeverageFor } from '@vela/contracts/futures-risk-tiers';
import Big from 'big.js';
import type { ContractRules } from './order-estimate.ts';

/**
 * The most leverage a position of `notional` (USDT) may use: its risk tier's maximum, 0 past the
 * contract's position cap. The slider spans the first tier's maximum; this is the one that applies
 * to the position the order would make.
 */
export function tierMaxLeverage(contract: Pick<ContractRules, 'riskTiers'>, notional: Big | string): number {
  return maxLeverageFor(contract.riskTiers, new Big(notional)) ?? 0;
}

/** A typed leverage: a whole number from 1 to `max`, else undefined. */
export function parseLeverage(text: string, max: number): number | undefined {
  if (!/^\d{1,3}$/.test(text.trim())) return undefined;
  const leverage = Number(text.trim());
  return leverage >= 1 && leverage <= max ? leverage : undefined;
}

/** `leverage` brought within 1 and `max` (a remembered value may exceed a contract's maximum). */
export function clampLeverage(leverage: number, max: number): number {
  return Math.min(Math.max(1, Math.round(leverage)), Math.max(1, max));
}
