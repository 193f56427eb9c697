import Big from 'big.js';
import { useEffect, useRef, useState } from 'react';

export type PriceMove = 'up' | 'down';

/** Which way a price went, compared as decimals ("65000.10" to "65000.1" is no move). */
export function priceMove(before: string | undefined, after: string | undefined): PriceMove | undefined {
  if (before === undefined || after === undefined) return undefined;
  const order = new Big(after).cmp(before);
  return order > 0 ? 'up' : order < 0 ? 'down' : undefined;
}

/**
 * The last move of a live price, with a serial that changes on every move: used as a React key,
 * it restarts the flash animation even when the price moves the same way twice.
 */
export function usePriceFlash(price: string | undefined): { move: PriceMove; serial: number } | undefined {
  const previous = useRef(price);
  const [flash, setFlash] = useState<{ move: PriceMove; serial: number }>();
  useEffect(() => {
    const move = priceMove(previous.current, price);
    previous.current = price;
    if (move) setFlash((last) => ({ move, serial: (last?.serial ?? 0) + 1 }));
  }, [price]);
  return flash;
}
