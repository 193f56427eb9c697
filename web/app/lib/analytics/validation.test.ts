import { describe, expect, it } from 'vitest';
import { checkEventKey, checkEventName, checkProperties, checkUserId, isPlainObject } from './validation.ts';

describe('event names', () => {
  it('accepts a letter followed by letters, digits or underscores, 50 characters at most', () => {
    for (const name of ['a', 'buy_order', 'Page2View', `a${'b'.repeat(49)}`]) {
      expect(checkEventName(name)).toEqual({ value: name, problems: [] });
    }
  });

  it('reports names that start otherwise, are too long or hold other characters, and keeps them', () => {
    for (const name of ['1st', '_private', `a${'b'.repeat(50)}`, 'buy-order', 'buy order', 'prix€', '#time']) {
      const checked = checkEventName(name);
      expect(checked.value).toBe(name);
      expect(checked.problems).toHaveLength(1);
      expect(checked.problems[0]).toContain('must start with a letter');
    }
  });

  it('cannot use a name that is not a non-empty string', () => {
    for (const name of ['', undefined, 42, null, {}]) expect(checkEventName(name).value).toBeUndefined();
  });
});

describe('user ids', () => {
  it('accepts strings of 1 to 63 characters', () => {
    expect(checkUserId('u', 'user id')).toEqual({ value: 'u', problems: [] });
    expect(checkUserId('x'.repeat(63), 'user id')).toEqual({ value: 'x'.repeat(63), problems: [] });
  });

  it('converts numbers to strings', () => {
    expect(checkUserId(12345, 'user id')).toEqual({ value: '12345', problems: [] });
  });

  it('reports an id longer than 63 characters but keeps it for non-strict mode', () => {
    const checked = checkUserId('x'.repeat(64), 'user id');
    expect(checked.value).toBe('x'.repeat(64));
    expect(checked.problems).toEqual(['user id must have at most 63 characters']);
  });

  it('cannot use an empty id, NaN or a non-string', () => {
    for (const id of ['', Number.NaN, undefined, null, { id: 1 }, ['a']]) {
      const checked = checkUserId(id, 'distinct id');
      expect(checked.value).toBeUndefined();
      expect(checked.problems).toEqual(['distinct id must be a non-empty string or a number']);
    }
  });
});

describe('event keys (extraId, firstCheckId)', () => {
  it('takes non-empty strings and numbers', () => {
    expect(checkEventKey('order-1', 'extraId').value).toBe('order-1');
    expect(checkEventKey(7, 'extraId').value).toBe('7');
  });

  it('cannot use an empty or missing key', () => {
    for (const key of ['', undefined, {}]) expect(checkEventKey(key, 'extraId').value).toBeUndefined();
  });
});

describe('properties', () => {
  it('passes JSON values through and sends dates as ISO strings', () => {
    const properties = {
      module_name: 'trade',
      pageid: 12,
      ok: true,
      nothing: null,
      tags: ['a', 1, false],
      events_param: { side: 'buy', levels: [1, 2] },
      at: new Date('2024-05-01T10:00:00Z'),
    };
    expect(checkProperties(properties)).toEqual({
      value: { ...properties, at: '2024-05-01T10:00:00.000Z' },
      problems: [],
    });
  });

  it('reports property names that break the name rule and keeps their values', () => {
    const checked = checkProperties({ '1st': 'a', 'with space': 'b', [`p${'q'.repeat(50)}`]: 'c' });
    expect(checked.problems).toHaveLength(3);
    expect(checked.value).toEqual({ '1st': 'a', 'with space': 'b', [`p${'q'.repeat(50)}`]: 'c' });
  });

  it('leaves out values that are not JSON, with a problem each', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    const checked = checkProperties({
      kept: 'yes',
      fn: () => 1,
      nan: Number.NaN,
      infinite: Number.POSITIVE_INFINITY,
      big: 10n,
      symbol: Symbol('s'),
      map: new Map(),
      badDate: new Date('nope'),
      cyclic,
      nestedBad: { inner: [1, () => 2] },
    });
    expect(checked.value).toEqual({ kept: 'yes' });
    expect(checked.problems).toHaveLength(9);
  });

  it('allows the same object twice when it is not its own ancestor', () => {
    const shared = { a: 1 };
    expect(checkProperties({ x: shared, y: [shared, shared] })).toEqual({
      value: { x: { a: 1 }, y: [{ a: 1 }, { a: 1 }] },
      problems: [],
    });
  });

  it('drops undefined values silently', () => {
    expect(checkProperties({ a: undefined, b: { c: undefined, d: 1 } })).toEqual({
      value: { b: { d: 1 } },
      problems: [],
    });
  });

  it('keeps a "__proto__" key as a plain property', () => {
    const checked = checkProperties(JSON.parse('{"__proto__": {"polluted": true}}'));
    expect(Object.getPrototypeOf(checked.value)).toBe(Object.prototype);
    expect(Object.keys(checked.value ?? {})).toEqual(['__proto__']);
  });

  it('treats missing properties as none and a non-object as a problem', () => {
    expect(checkProperties(undefined)).toEqual({ value: {}, problems: [] });
    for (const input of ['text', 3, ['a'], null, new Date()]) {
      expect(checkProperties(input)).toEqual({ value: {}, problems: ['properties must be an object'] });
    }
  });

  it('knows plain objects from other objects', () => {
    expect(isPlainObject({})).toBe(true);
    expect(isPlainObject(Object.create(null))).toBe(true);
    expect(isPlainObject([])).toBe(false);
    expect(isPlainObject(new Date())).toBe(false);
    expect(isPlainObject(null)).toBe(false);
  });
});
