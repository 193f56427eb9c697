import { describe, expect, it, vi } from 'vitest';
import { createDuplicateFilter, DUPLICATE_WINDOW_MS, dropDuplicates } from './duplicate-filter.ts';
import type { RecordedError } from './record-error.ts';

const error = (overrides: Partial<RecordedError> = {}): RecordedError => ({
  name: 'TypeError',
  message: 'x is undefined',
  stack: 'TypeError: x is undefined\n    at render (app.js:1:1)',
  at: 0,
  url: 'https://vela.example/markets',
  ...overrides,
});

describe('createDuplicateFilter', () => {
  it('passes an error once per window and again after it', () => {
    let now = 1_000;
    const isNew = createDuplicateFilter(DUPLICATE_WINDOW_MS, () => now);
    expect(isNew(error())).toBe(true);
    now += DUPLICATE_WINDOW_MS - 1;
    expect(isNew(error())).toBe(false);
    now += 1;
    expect(isNew(error())).toBe(true);
  });

  it('tells apart errors that differ in name, message, stack or page', () => {
    const isNew = createDuplicateFilter(DUPLICATE_WINDOW_MS, () => 0);
    expect(isNew(error())).toBe(true);
    expect(isNew(error({ name: 'RangeError' }))).toBe(true);
    expect(isNew(error({ message: 'y is undefined' }))).toBe(true);
    expect(isNew(error({ stack: undefined }))).toBe(true);
    expect(isNew(error({ url: 'https://vela.example/login' }))).toBe(true);
    expect(isNew(error({ at: 99 }))).toBe(false);
  });

  it('keeps working while it sweeps expired entries', () => {
    let now = 0;
    const isNew = createDuplicateFilter(1_000, () => now);
    for (let i = 0; i < 60; i++) expect(isNew(error({ message: `m${i}` }))).toBe(true);
    now = 500;
    expect(isNew(error({ message: 'm1' }))).toBe(false);
    now = 2_000;
    expect(isNew(error({ message: 'm1' }))).toBe(true);
    expect(isNew(error({ message: 'm1' }))).toBe(false);
  });
});

describe('dropDuplicates', () => {
  it('hands the sink the first of identical errors with what was thrown', () => {
    const sink = vi.fn();
    const filtered = dropDuplicates(
      sink,
      createDuplicateFilter(DUPLICATE_WINDOW_MS, () => 0),
    );
    const thrown = new TypeError('x is undefined');
    filtered(error(), thrown);
    filtered(error(), thrown);
    filtered(error({ message: 'other' }), 'other');
    expect(sink.mock.calls).toEqual([
      [error(), thrown],
      [error({ message: 'other' }), 'other'],
    ]);
  });
});
