import { expect, it } from 'vitest';
import { analyticsDefaults } from './constants.ts';

it('holds the analytics defaults of spec section 9', () => {
  expect(analyticsDefaults).toEqual({
    batchSize: 6,
    maxBatchSize: 30,
    sendIntervalMs: 6_000,
    localCap: 500,
    maxEventsPerSend: 50,
    sendTimeoutMs: 3_000,
    maxRetries: 3,
    linkerParam: '_tasdk',
  });
});
