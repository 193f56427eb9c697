import type { FuturesContract } from '@vela/contracts/futures';

/** How a contract is written on screen: base and quote run together (BTCUSDT), as derivatives venues do. */
export function contractCode(contract: Pick<FuturesContract, 'base' | 'quote'>): string {
  return `${contract.base}${contract.quote}`;
}
