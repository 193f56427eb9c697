import { describe, expect, it } from 'vitest';
import { parseClientFrame, pushFrame } from './frames.ts';

describe('parseClientFrame', () => {
  it('accepts the contract’s frames', () => {
    expect(parseClientFrame('{"event":"ping","params":{"ts":5}}')).toEqual({
      ok: true,
      frame: { event: 'ping', params: { ts: 5 } },
    });
    expect(
      parseClientFrame('{"event":"sub","params":{"channel":"kline","symbol":"BTC_USDT","interval":"1h"}}'),
    ).toEqual({
      ok: true,
      frame: { event: 'sub', params: { channel: 'kline', symbol: 'BTC_USDT', interval: '1h' } },
    });
  });

  it.each([
    ['{nope', 'invalid JSON'],
    ['[1]', 'expected {event, params}'],
    ['{"event":"teleport"}', 'unknown event: teleport'],
    ['{"event":"sub","params":{"channel":"weather"}}', 'unknown channel: weather'],
    [
      '{"event":"sub","params":{"channel":"depth","symbol":"btc"}}',
      'sub depth: symbol: expected a pair such as BTC_USDT',
    ],
    ['{"event":"login","params":{}}', 'login: params.token: Invalid input: expected string, received undefined'],
  ])('explains what is wrong with %s', (raw, reason) => {
    expect(parseClientFrame(raw)).toEqual({ ok: false, reason });
  });
});

describe('pushFrame', () => {
  it('names the market by pairCode and lower-case base, and carries no channel', () => {
    expect(pushFrame('spot', 'trades', [], 'DOGE_USDT')).toEqual({
      event: 'push',
      biz: 'spot',
      type: 'trades',
      data: [],
      pairCode: 'DOGE_USDT',
      base: 'doge',
    });
    expect(pushFrame('spot', 'tickers', [])).not.toHaveProperty('channel');
  });
});
