import { type ChannelParams, channelName } from '@vela/contracts/feed';
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
    [
      '{"event":"sub","params":{"channel":"kline","symbol":"BTC_USDT","interval":"1m","price":"index"}}',
      'sub kline: price: price must be "last" or "mark"',
    ],
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

describe('futures channels', () => {
  it('parses the futures channels and names them apart from the spot ones', () => {
    const parsed = (params: object) => {
      const result = parseClientFrame(JSON.stringify({ event: 'sub', params }));
      if (!result.ok || result.frame.event !== 'sub') throw new Error(`refused: ${JSON.stringify(result)}`);
      return result.frame.params;
    };
    const named = (params: object) => channelName(parsed(params) as ChannelParams);
    expect(named({ channel: 'positions' })).toBe('positions');
    expect(named({ channel: 'risk' })).toBe('risk');
    expect(named({ channel: 'kline', symbol: 'BTC_USDT', interval: '1m' })).toBe('kline:BTC_USDT:1m');
    expect(named({ channel: 'kline', symbol: 'BTC_USDT', interval: '1m', price: 'last' })).toBe('kline:BTC_USDT:1m');
    expect(named({ channel: 'kline', symbol: 'BTC_USDT', interval: '1m', price: 'mark' })).toBe(
      'kline:BTC_USDT:1m:mark',
    );
  });

  it('names the perpetual of a futures push by pairCode and base', () => {
    expect(pushFrame('futures', 'kline.mark', {}, 'ETH_USDT')).toEqual({
      event: 'push',
      biz: 'futures',
      type: 'kline.mark',
      data: {},
      pairCode: 'ETH_USDT',
      base: 'eth',
    });
  });
});
