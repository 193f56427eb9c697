import { EARN_AMOUNT_DECIMALS, earnProductTypes } from '@vela/contracts/earn';
import { describe, expect, it } from 'vitest';
import { AMOUNT_DECIMALS, productTypes } from './earn-terms.ts';

describe('earn terms kept for the list screens', () => {
  it('are the contract’s', () => {
    expect(productTypes).toEqual([...earnProductTypes]);
    expect(AMOUNT_DECIMALS).toBe(EARN_AMOUNT_DECIMALS);
  });
});
