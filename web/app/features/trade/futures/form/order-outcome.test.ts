import type { FuturesOrder } from '@vela/contracts/futures-trading';
import { describe, expect, it } from 'vitest';
import { outcomeKey } from './order-outcome.ts';

const order = (status: FuturesOrder['status'], filledQuantity: string, side: FuturesOrder['side'] = 'buy') =>
  ({ status, filledQuantity, side }) as FuturesOrder;

describe('the feedback line of a placed order', () => {
  it('says how the order stands in the answer, for its side', () => {
    expect(outcomeKey(order('filled', '0.1'))).toBe('futuresForm.outcome.long.filled');
    expect(outcomeKey(order('open', '0'))).toBe('futuresForm.outcome.long.resting');
    expect(outcomeKey(order('open', '0.05', 'sell'))).toBe('futuresForm.outcome.short.partlyFilled');
    expect(outcomeKey(order('cancelled', '0.05'))).toBe('futuresForm.outcome.long.partlyFilled');
    expect(outcomeKey(order('cancelled', '0'))).toBe('futuresForm.outcome.long.cancelled');
    expect(outcomeKey(order('untriggered', '0', 'sell'))).toBe('futuresForm.outcome.short.waiting');
  });
});
