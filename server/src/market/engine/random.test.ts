import { describe, expect, it } from 'vitest';
import { createRandom } from './random.ts';

describe('createRandom', () => {
  it('gives the published mulberry32 sequence for a seed', () => {
    const random = createRandom(42);
    expect([random.uint32(), random.uint32(), random.uint32()]).toEqual([2581720956, 1925393290, 3661312704]);
    const other = createRandom(0xdeadbeef);
    expect([other.uint32(), other.uint32()]).toEqual([4043151706, 1147597007]);
  });

  it('replays the same sequence for the same seed', () => {
    const a = createRandom(7);
    const b = createRandom(7);
    for (let i = 0; i < 100; i++) expect(a.integer(-5, 5)).toBe(b.integer(-5, 5));
  });

  it('draws whole numbers that cover the whole range, bounds included', () => {
    const random = createRandom(1);
    const counts = new Map<number, number>();
    for (let i = 0; i < 6000; i++) {
      const value = random.integer(1, 6);
      counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    for (const count of counts.values()) expect(count).toBeGreaterThan(850);
    for (const count of counts.values()) expect(count).toBeLessThan(1150);
  });

  it('picks items of a list and refuses an empty one', () => {
    const random = createRandom(3);
    const items = ['a', 'b', 'c'];
    for (let i = 0; i < 50; i++) expect(items).toContain(random.pick(items));
    expect(() => random.pick([])).toThrow(RangeError);
  });
});
