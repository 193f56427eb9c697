/**
 * A small seeded generator (mulberry32): the same seed gives the same sequence on every machine,
 * so tests, benchmarks and the market simulator can replay an order stream exactly. Not for
 * anything secret.
 */
export interface Random {
  /** A whole number from 0 to 2^32 - 1. */
  uint32(): number;
  /** A whole number from `min` to `max`, both included. */
  integer(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const uint32 = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
  const integer = (min: number, max: number): number => min + Math.floor((uint32() / 4294967296) * (max - min + 1));
  return {
    uint32,
    integer,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new RangeError('cannot pick from an empty list');
      return items[integer(0, items.length - 1)] as T;
    },
  };
}
