import type { TradingCore } from '../trading/trading-core.ts';
import { EarnDesk } from './earn/desk.ts';
import { FuturesDesk } from './futures/desk.ts';
import { SpotDesk } from './spot/desk.ts';
import { TransfersDesk } from './transfers/desk.ts';

/**
 * Every desk on the trading core, each registered once (docs/architecture.md, "Desks"). A new
 * product is a folder under desks/ with a class implementing Desk, and one line here; its rows
 * go into each batch in this order.
 */
export function openDesks(core: TradingCore) {
  const spot = core.register(new SpotDesk(core));
  const futures = core.register(new FuturesDesk(core));
  return {
    spot,
    futures,
    transfers: core.register(new TransfersDesk(core, (userId) => futures.clearing.withdrawable(userId))),
    earn: core.register(new EarnDesk(core)),
  };
}

export type Desks = ReturnType<typeof openDesks>;
