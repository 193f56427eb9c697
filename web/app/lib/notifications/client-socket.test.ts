import { describe, expect, it } from 'vitest';
import { clientSocketOptions } from './client-socket.ts';

describe('client socket options', () => {
  it('are the spec backoff, time-out and transports', () => {
    expect(clientSocketOptions).toMatchObject({
      path: '/socket.io/',
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      randomizationFactor: 0.5,
      reconnectionAttempts: Number.POSITIVE_INFINITY,
      timeout: 20_000,
      transports: ['polling', 'websocket'],
    });
  });
});
