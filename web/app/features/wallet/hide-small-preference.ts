/** localStorage key of the "hide small balances" choice: '1' hides, '0' shows. */
export const HIDE_SMALL_BALANCES_KEY = 'vela_hide_small_balances';

/** The remembered choice; false where storage is missing or blocked (SSR, private mode). */
export function readHideSmallBalances(): boolean {
  try {
    return window.localStorage.getItem(HIDE_SMALL_BALANCES_KEY) === '1';
  } catch {
    return false;
  }
}

export function writeHideSmallBalances(hide: boolean): void {
  try {
    window.localStorage.setItem(HIDE_SMALL_BALANCES_KEY, hide ? '1' : '0');
  } catch {
    // Full or blocked storage: the choice lasts for this page only.
  }
}
