/**
 * The spec's browser storage keys (section 3 "User session"), each read and written here only.
 * Every accessor is safe where storage is missing or blocked (SSR, private mode): reads give
 * undefined and writes do nothing.
 */

export const storageKeys = {
  availableLanguage: 'availableLanguage',
  userAnchorInfo: 'userAnchorInfo',
  accessToken: 'accessToken',
  userMenu: 'userMenu',
  tabsList: 'tabsList',
  /** The chosen language. */
  language: 'language',
  previousLeverage: 'PREV_LEVERAGE',
  selectType: 'selectType',
  pricingCurrency: 'pricingCurrency',
  /** Vela's own, named as the spec's: the chart's drawings per market (features/trade/shared/chart/drawings.ts). */
  chartDrawings: 'chartDrawings',
} as const;

/** Cleared on logout and on a 401 (spec 4 "Login"). */
export const keysClearedWithUser = [storageKeys.accessToken, storageKeys.userMenu, storageKeys.tabsList] as const;

export const DEFAULT_PREVIOUS_LEVERAGE = 10;

type KeyName = keyof typeof storageKeys;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function readText(key: KeyName): string | undefined {
  try {
    return storage()?.getItem(storageKeys[key]) ?? undefined;
  } catch {
    return undefined;
  }
}

export function writeText(key: KeyName, value: string | undefined): void {
  try {
    if (value === undefined) storage()?.removeItem(storageKeys[key]);
    else storage()?.setItem(storageKeys[key], value);
  } catch {
    // Full or blocked storage: the value simply is not remembered.
  }
}

export function readJson<T>(key: KeyName): T | undefined {
  const text = readText(key);
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}

export function writeJson(key: KeyName, value: unknown): void {
  writeText(key, value === undefined ? undefined : JSON.stringify(value));
}

export function readPreviousLeverage(): number {
  const value = Number(readText('previousLeverage'));
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_PREVIOUS_LEVERAGE;
}

export function clearUserStorage(): void {
  for (const key of keysClearedWithUser) {
    try {
      storage()?.removeItem(key);
    } catch {
      // Nothing stored there to clear.
    }
  }
}
