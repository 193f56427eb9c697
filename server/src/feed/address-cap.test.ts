import { describe, expect, it, vi } from 'vitest';
import { AddressConnectionCap } from './address-cap.ts';
import { feedSocketErrorHandler } from './socket.ts';

describe('AddressConnectionCap', () => {
  it('counts open connections per address and refuses past the cap, logging once a minute per address', () => {
    let now = 0;
    const warn = vi.fn();
    const cap = new AddressConnectionCap(2, { warn }, () => now);
    expect(cap.tryOpen('198.51.100.7')).toBe(true);
    expect(cap.tryOpen('198.51.100.7')).toBe(true);
    expect(cap.tryOpen('198.51.100.8')).toBe(true);
    expect(cap.tryOpen('198.51.100.7')).toBe(false);
    expect(cap.full('198.51.100.7')).toBe(true);
    expect(cap.tryOpen('198.51.100.7')).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toEqual({ address: '198.51.100.7', max: 2 });

    now = 61_000;
    expect(cap.tryOpen('198.51.100.7')).toBe(false);
    expect(warn).toHaveBeenCalledTimes(2);

    cap.release('198.51.100.7');
    expect(cap.count('198.51.100.7')).toBe(1);
    expect(cap.tryOpen('198.51.100.7')).toBe(true);
    cap.release('198.51.100.8');
    expect(cap.count('198.51.100.8')).toBe(0);
  });
});

describe('feedSocketErrorHandler', () => {
  const run = (error: Error) => {
    const log = { warn: vi.fn(), error: vi.fn() };
    const socket = { terminate: vi.fn() };
    feedSocketErrorHandler(error, socket as never, { log } as never);
    expect(socket.terminate).toHaveBeenCalled();
    return log;
  };

  it('logs an oversized frame (a client fault) at warn, not error', () => {
    const oversized = Object.assign(new RangeError('Max payload size exceeded'), {
      code: 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH',
    });
    const log = run(oversized);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.error).not.toHaveBeenCalled();
  });

  it('logs anything else at error', () => {
    const log = run(new Error('boom'));
    expect(log.error).toHaveBeenCalledTimes(1);
  });
});
