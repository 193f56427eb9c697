import { describe, expect, it } from 'vitest';
import { classifyFrame, encodeFrame, feedTopic, parsePayload, pingFrame, toFeedMessage } from './frames.ts';

const raw = (frame: unknown) => JSON.stringify(frame);

describe('feedTopic', () => {
  it('joins biz and type with a dot', () => {
    expect(feedTopic('spot', 'depth')).toBe('spot.depth');
    expect(feedTopic('futures', 'ticker')).toBe('futures.ticker');
  });
});

describe('outbound frames', () => {
  it('encodes {event, params}', () => {
    expect(pingFrame(42)).toEqual({ event: 'ping', params: { ts: 42 } });
    expect(encodeFrame({ event: 'sub', params: { biz: 'spot' } })).toBe('{"event":"sub","params":{"biz":"spot"}}');
  });
});

describe('parsePayload', () => {
  it('parses a JSON string and keeps any other value', () => {
    expect(parsePayload('{"a":[1]}')).toEqual({ a: [1] });
    expect(parsePayload('[1,2]')).toEqual([1, 2]);
    expect(parsePayload('plain text')).toBe('plain text');
    expect(parsePayload({ a: 1 })).toEqual({ a: 1 });
  });
});

describe('toFeedMessage', () => {
  it('takes the lower-cased pairCode as base for futures only', () => {
    expect(toFeedMessage({ biz: 'futures', pairCode: 'ETH_USDT', base: 'x', data: 1 }).base).toBe('eth_usdt');
    expect(toFeedMessage({ biz: 'spot', pairCode: 'ETH_USDT', base: 'eth', data: 1 }).base).toBe('eth');
    expect(toFeedMessage({ biz: 'futures', base: 'eth', data: 1 }).base).toBe('eth');
  });

  it('drops fields that are not non-empty strings', () => {
    expect(toFeedMessage({ biz: 'spot', type: 7, channel: '', data: null })).toEqual({ biz: 'spot', data: null });
  });
});

describe('classifyFrame', () => {
  it('recognises pong', () => {
    expect(classifyFrame(raw({ event: 'pong', data: { ts: 1 } }))).toEqual({ kind: 'pong' });
  });

  it('treats a channel without result true as a subscription failure', () => {
    expect(classifyFrame(raw({ channel: 'c', data: { result: false } })).kind).toBe('subfail');
    expect(classifyFrame(raw({ channel: 'c', data: {} })).kind).toBe('subfail');
    expect(classifyFrame(raw({ channel: 'c' })).kind).toBe('subfail');
    expect(classifyFrame(raw({ channel: 'c', data: '{"result":true}' })).kind).toBe('ack');
  });

  it('publishes a data frame whose result is not a boolean under biz.type, data parsed', () => {
    expect(classifyFrame(raw({ biz: 'spot', type: 'depth', data: '{"result":"x","bids":[]}' }))).toEqual({
      kind: 'data',
      topic: 'spot.depth',
      message: { biz: 'spot', type: 'depth', data: { result: 'x', bids: [] } },
    });
    expect(classifyFrame(raw({ biz: 'spot', type: 'depth', data: [1] })).kind).toBe('data');
  });

  it('ignores boolean results without channel, frames without biz or type, and non-JSON', () => {
    expect(classifyFrame(raw({ biz: 'spot', type: 'depth', data: { result: false } })).kind).toBe('ignored');
    expect(classifyFrame(raw({ biz: 'spot', data: {} })).kind).toBe('ignored');
    expect(classifyFrame(raw({ type: 'depth', data: {} })).kind).toBe('ignored');
    expect(classifyFrame('{oops').kind).toBe('ignored');
    expect(classifyFrame(raw([1, 2])).kind).toBe('ignored');
    expect(classifyFrame(new ArrayBuffer(2)).kind).toBe('ignored');
  });
});

describe('push frames of the Vela feed', () => {
  it('are data even when they name their channel', () => {
    const frame = JSON.stringify({
      event: 'push',
      channel: 'depth:BTC_USDT',
      biz: 'spot',
      type: 'depth.update',
      data: { seq: 2 },
    });
    expect(classifyFrame(frame)).toMatchObject({ kind: 'data', topic: 'spot.depth.update' });
  });

  it('a failed sub acknowledgement with a channel is still a subfail', () => {
    const frame = JSON.stringify({ event: 'sub', channel: 'depth:BTC_USDT', data: { result: false } });
    expect(classifyFrame(frame)).toMatchObject({ kind: 'subfail' });
  });
});
