import { readCookie, serializeCookie } from '../http/cookies.ts';

/**
 * The contract the visitor last opened in the futures terminal, kept in a plain cookie (no secret,
 * readable by scripts) so that `/futures` (the futures-redirect guard) can open it again, on the
 * server as in the browser.
 */
export const LAST_FUTURES_COOKIE = 'lastFutures';

/** The contract `/futures` opens for a visitor who has not opened one yet. */
export const DEFAULT_FUTURES_SYMBOL = 'BTC_USDT';

const LAST_FUTURES_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** A contract symbol's shape (BTC_USDT): a cookie is a visitor's input and only ever names a path segment. */
export function isContractSymbol(value: string | undefined): value is string {
  return value !== undefined && /^[A-Z0-9]{2,10}_[A-Z0-9]{2,10}$/.test(value);
}

/** The contract the cookie names when it holds a symbol, else the default one. */
export function lastFuturesSymbol(cookieHeader: string | null | undefined): string {
  const remembered = readCookie(cookieHeader, LAST_FUTURES_COOKIE);
  return isContractSymbol(remembered) ? remembered : DEFAULT_FUTURES_SYMBOL;
}

/** The `document.cookie` assignment that remembers `symbol` for a year. */
export function lastFuturesCookie(symbol: string): string {
  return serializeCookie(LAST_FUTURES_COOKIE, symbol, { maxAgeSeconds: LAST_FUTURES_MAX_AGE_SECONDS });
}
