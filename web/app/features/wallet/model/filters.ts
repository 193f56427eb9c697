import type { WalletAsset } from '@vela/contracts/wallet';
import Big from 'big.js';

/** Below this value in USDT a balance counts as small (and may be hidden). */
export const SMALL_BALANCE_USDT = '1';

/** Worth less than SMALL_BALANCE_USDT; an asset without a price is small only when empty. */
export function isSmallBalance(row: WalletAsset): boolean {
  if (row.valueUsdt === null) return new Big(row.total).eq(0);
  return new Big(row.valueUsdt).lt(SMALL_BALANCE_USDT);
}

/** Nothing held, available or frozen: listed only when the trader asks for zero balances. */
export function isZeroBalance(row: WalletAsset): boolean {
  return new Big(row.total).eq(0);
}

export interface AssetFilter {
  /** Part of the asset code, any case; blank matches all. */
  search: string;
  hideSmall: boolean;
  showZero: boolean;
}

/** The rows to list: filtered, the most valuable first, the server's order among equals. */
export function visibleAssets<Row extends WalletAsset>(rows: readonly Row[], filter: AssetFilter): Row[] {
  const needle = filter.search.trim().toUpperCase();
  return rows
    .filter(
      (row) =>
        (needle === '' || row.asset.includes(needle)) &&
        !(filter.hideSmall && isSmallBalance(row)) &&
        (filter.showZero || !isZeroBalance(row)),
    )
    .map((row, index) => ({ row, index, value: new Big(row.valueUsdt ?? '0') }))
    .sort((a, b) => b.value.cmp(a.value) || a.index - b.index)
    .map(({ row }) => row);
}
