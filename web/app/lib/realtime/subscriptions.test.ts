import { describe, expect, it } from 'vitest';
import {
  createSubscriptionList,
  paramsKey,
  resendOrder,
  sameParams,
  subscribeFrame,
  unsubscribeFrame,
} from './subscriptions.ts';

describe('params identity', () => {
  it('ignores key order at every depth', () => {
    expect(sameParams({ a: 1, b: { c: 2, d: 3 } }, { b: { d: 3, c: 2 }, a: 1 })).toBe(true);
  });

  it('tells different values, nesting and array order apart', () => {
    expect(sameParams({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameParams({ a: { b: 1 } }, { a: { b: 1, c: 1 } })).toBe(false);
    expect(sameParams({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(sameParams({ a: '1' }, { a: 1 })).toBe(false);
  });

  it('ignores undefined properties, as the wire does', () => {
    expect(paramsKey({ a: 1, b: undefined })).toBe(paramsKey({ a: 1 }));
  });
});

describe('subscription list', () => {
  it('keeps one entry per params, in insertion order', () => {
    const list = createSubscriptionList();
    expect(list.add({ event: 'sub', params: { x: 1, y: 2 } })).toBe(true);
    expect(list.add({ event: 'sub', params: { y: 2, x: 1 } })).toBe(false);
    expect(list.add({ event: 'login', params: { token: 't' } })).toBe(true);
    expect(list.entries()).toEqual([
      { event: 'sub', params: { x: 1, y: 2 } },
      { event: 'login', params: { token: 't' } },
    ]);
    expect(list.size).toBe(2);
  });

  it('finds and removes by params', () => {
    const list = createSubscriptionList([{ event: 'sub', params: { x: 1 } }]);
    expect(list.find({ x: 1 })).toEqual({ event: 'sub', params: { x: 1 } });
    expect(list.remove({ x: 2 })).toBeUndefined();
    expect(list.remove({ x: 1 })).toEqual({ event: 'sub', params: { x: 1 } });
    expect(list.size).toBe(0);
  });

  it('clears', () => {
    const list = createSubscriptionList([{ event: 'sub', params: { x: 1 } }]);
    list.clear();
    expect(list.entries()).toEqual([]);
  });
});

describe('frames of a subscription', () => {
  it('subscribes with its own event and undoes a login by logout, a sub by unsub', () => {
    expect(subscribeFrame({ event: 'login', params: { token: 't' } })).toEqual({
      event: 'login',
      params: { token: 't' },
    });
    expect(unsubscribeFrame({ event: 'login', params: { token: 't' } })).toEqual({
      event: 'logout',
      params: { token: 't' },
    });
    expect(unsubscribeFrame({ event: 'sub', params: { x: 1 } })).toEqual({ event: 'unsub', params: { x: 1 } });
  });

  it('resends logins first, each group in list order', () => {
    expect(
      resendOrder([
        { event: 'sub', params: { n: 1 } },
        { event: 'login', params: { n: 2 } },
        { event: 'sub', params: { n: 3 } },
      ]).map((entry) => entry.params.n),
    ).toEqual([2, 1, 3]);
  });
});
