/** A pair's or contract's symbol, such as BTC_USDT (zod-free, for code on a page's first load). */
export const MARKET_SYMBOL_PATTERN = /^[A-Z0-9]{2,10}_[A-Z0-9]{2,10}$/;
