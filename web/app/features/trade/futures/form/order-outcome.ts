import type { FuturesOrder } from '@vela/contracts/futures-trading';
import Big from 'big.js';

type OutcomeKind = 'filled' | 'partlyFilled' | 'resting' | 'waiting' | 'cancelled';

/** The one feedback line of the form: what happened to the last order sent, for a long or a short. */
export type OutcomeKey = `futuresForm.outcome.${'long' | 'short'}.${OutcomeKind}`;

/** How a placed order stands in the answer: filled at once, resting, waiting for its trigger, or ended unfilled. */
export function outcomeKey(order: FuturesOrder): OutcomeKey {
  return `futuresForm.outcome.${order.side === 'buy' ? 'long' : 'short'}.${outcomeKind(order)}`;
}

function outcomeKind(order: FuturesOrder): OutcomeKind {
  if (order.status === 'filled') return 'filled';
  if (order.status === 'untriggered') return 'waiting';
  if (new Big(order.filledQuantity).gt(0)) return 'partlyFilled';
  return order.status === 'open' ? 'resting' : 'cancelled';
}
