import { clientOrderIdSchema } from '@vela/contracts/trading';
import { describe, expect, it } from 'vitest';
import { newClientOrderId } from './client-order-id.ts';

describe('newClientOrderId', () => {
  it('is accepted by the order API and new every time', () => {
    const ids = new Set(Array.from({ length: 100 }, newClientOrderId));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(clientOrderIdSchema.safeParse(id).success).toBe(true);
  });
});
