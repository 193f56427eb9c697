import type { Ticker } from '@vela/contracts/market-data';
import type { Balance } from '@vela/contracts/trading';
import type { WalletAsset } from '@vela/contracts/wallet';
import Big from 'big.js';

/** The server's rule (server/src/accounts/valuation.ts): values in USDT are rounded down to 8 places. */
export const USDT_VALUE_DECIMALS = 8;

/** total x price in USDT, rounded down to 8 places, in its shortest form. */
export function valueInUsdt(total: string, priceUsdt: string): string {
  return new Big(total).times(priceUsdt).round(USDT_VALUE_DECIMALS, Big.roundDown).toFixed();
}

function withBalance(row: WalletAsset, available: string, frozen: string): WalletAsset {
  const total = new Big(available).plus(frozen).toFixed();
  return {
    ...row,
    available,
    frozen,
    total,
    valueUsdt: row.priceUsdt === null ? null : valueInUsdt(total, row.priceUsdt),
  };
}

/**
 * The rows after balance pushes (the private `balances` channel, a deposit's answer). An asset
 * not listed yet is added without a price. Untouched rows keep their identity.
 */
export function applyBalances(rows: readonly WalletAsset[], pushed: readonly Balance[]): WalletAsset[] {
  const byAsset = new Map(pushed.map((balance) => [balance.asset, balance]));
  const next = rows.map((row) => {
    const balance = byAsset.get(row.asset);
    if (!balance) return row;
    byAsset.delete(row.asset);
    return withBalance(row, balance.available, balance.frozen);
  });
  for (const balance of byAsset.values()) {
    const row: WalletAsset = {
      asset: balance.asset,
      available: '0',
      frozen: '0',
      total: '0',
      priceUsdt: null,
      valueUsdt: null,
      tradeSymbol: null,
    };
    next.push(withBalance(row, balance.available, balance.frozen));
  }
  return next;
}

/** The rows at new prices in USDT (the live tickers' last prices); USDT itself stays 1. */
export function applyPrices(rows: readonly WalletAsset[], prices: ReadonlyMap<string, string>): readonly WalletAsset[] {
  let changed = false;
  const next = rows.map((row) => {
    const price = row.asset === 'USDT' ? undefined : prices.get(row.asset);
    if (price === undefined || price === row.priceUsdt) return row;
    changed = true;
    return { ...row, priceUsdt: price, valueUsdt: valueInUsdt(row.total, price) };
  });
  // A push that moves no price leaves the very same array, so nothing re-renders.
  return changed ? next : rows;
}

/** Last prices in USDT by base asset, from the BASE_USDT tickers. */
export function usdtPrices(tickers: readonly Ticker[]): Map<string, string> {
  const prices = new Map<string, string>();
  for (const ticker of tickers) {
    const [base, quote] = ticker.symbol.split('_');
    if (base && quote === 'USDT' && new Big(ticker.last).gt(0)) prices.set(base, ticker.last);
  }
  return prices;
}

export interface PricedRow extends WalletAsset {
  /** valueUsdt in the pricing currency, rounded half-up to its decimals; null without price or rate. */
  value: string | null;
}

export interface WalletTotals {
  rows: PricedRow[];
  /** The sum of the rows' valueUsdt. */
  totalUsdt: string;
  /** The sum of the rows' (rounded) values: the total shown is exactly the sum of the rows shown. */
  total: string | null;
}

/**
 * Values every row in the pricing currency (units per USDT `rate`, `digits` decimals) and sums
 * what is shown, so that no rounding can make the total differ from the rows.
 */
export function valueInPricingCurrency(
  rows: readonly WalletAsset[],
  rate: string | undefined,
  digits: number,
): WalletTotals {
  let totalUsdt = new Big(0);
  let total = new Big(0);
  const priced = rows.map((row): PricedRow => {
    if (row.valueUsdt === null) return { ...row, value: null };
    totalUsdt = totalUsdt.plus(row.valueUsdt);
    if (rate === undefined) return { ...row, value: null };
    const value = new Big(row.valueUsdt).times(rate).round(digits, Big.roundHalfUp);
    total = total.plus(value);
    return { ...row, value: value.toFixed(digits) };
  });
  return {
    rows: priced,
    totalUsdt: totalUsdt.toFixed(),
    total: rate === undefined ? null : total.toFixed(digits),
  };
}

/** The rows' USDT values rounded and summed by the same rule as the pricing currency's, at `digits` places. */
export function usdtTotalShown(rows: readonly WalletAsset[], digits: number): string {
  const total = valueInPricingCurrency(rows, '1', digits).total;
  if (total === null) throw new Error('a rate of 1 always gives a total');
  return total;
}
