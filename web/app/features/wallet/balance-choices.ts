/** localStorage key of the "hide small balances" choice: '1' hides, '0' shows. */
export const HIDE_SMALL_BALANCES_KEY = 'vela_hide_small_balances';
/** localStorage key of the "show zero balances" choice: '1' shows, anything else hides (the default). */
export const SHOW_ZERO_BALANCES_KEY = 'vela_show_zero_balances';

/** A remembered yes/no; false where storage is missing or blocked (SSR, private mode). */
export function readBalanceChoice(key: string): boolean {
  try {
    return window.localStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

export function writeBalanceChoice(key: string, on: boolean): void {
  try {
    window.localStorage.setItem(key, on ? '1' : '0');
  } catch {
    // Full or blocked storage: the choice lasts for this page only.
  }
}
