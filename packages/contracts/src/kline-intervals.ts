/** Bar intervals, oldest to longest; zod-free, for client code that must not load the schemas. */
export const klineIntervals = ['1m', '5m', '15m', '1h', '4h', '1d'] as const;
export type KlineInterval = (typeof klineIntervals)[number];
