import { describe, expect, it } from 'vitest';
import { pageCount, pageSlots } from './pagination.ts';

describe('pageSlots', () => {
  it('lists every page of a short list', () => {
    expect(pageSlots(1, 1)).toEqual([1]);
    expect(pageSlots(2, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the ends and the neighbours of the current page, with gaps between', () => {
    expect(pageSlots(1, 20)).toEqual([1, 2, 'gap', 20]);
    expect(pageSlots(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageSlots(20, 20)).toEqual([1, 'gap', 19, 20]);
  });

  it('fills a gap of one page with that page', () => {
    expect(pageSlots(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
  });
});

describe('pageCount', () => {
  it('is at least one, and rounds up', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(12, 10)).toBe(2);
    expect(pageCount(20, 10)).toBe(2);
  });
});
