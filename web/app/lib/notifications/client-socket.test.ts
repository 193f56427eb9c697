import { describe, expect, it } from 'vitest';
import { clientSocketOptions, retryDelayAfterRefusal } from './client-socket.ts';

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

describe('after a refused handshake', () => {
  /** What socket.io-client hands `connect_error` for a refusal: the server's message, its `data` as sent. */
  const refused = (message: string, data?: unknown) => Object.assign(new Error(message), { data });

  it('connects again after the delay the server asks for when it could not check the session', () => {
    expect(
      retryDelayAfterRefusal(
        refused('the server could not check the session; try again', { retryable: true, retryAfterMs: 5000 }),
      ),
    ).toBe(5000);
  });

  it('stays closed when the refusal is final or says nothing it can trust', () => {
    expect(retryDelayAfterRefusal(refused('sign in required'))).toBeUndefined();
    expect(retryDelayAfterRefusal(refused('xhr poll error', 'transport'))).toBeUndefined();
    expect(retryDelayAfterRefusal(refused('odd', { retryable: false, retryAfterMs: 5000 }))).toBeUndefined();
    expect(retryDelayAfterRefusal(refused('odd', { retryable: true, retryAfterMs: -1 }))).toBeUndefined();
    expect(retryDelayAfterRefusal(undefined)).toBeUndefined();
  });
});
