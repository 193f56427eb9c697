import { afterEach, describe, expect, it, vi } from 'vitest';
import { addErrorSink, recordError } from './record-error.ts';

const removers: (() => void)[] = [];
afterEach(() => {
  for (const remove of removers.splice(0)) remove();
  vi.restoreAllMocks();
});

describe('recordError', () => {
  it('hands every sink the payload and the thrown value, even after a sink fails', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = vi.fn(() => {
      throw new Error('reporter down');
    });
    const working = vi.fn();
    removers.push(addErrorSink(broken), addErrorSink(working));
    const thrown = new RangeError('out of range');
    const recorded = recordError(thrown);
    expect(recorded).toMatchObject({ name: 'RangeError', message: 'out of range' });
    expect(working).toHaveBeenCalledWith(recorded, thrown);
  });

  it('stops calling a removed sink', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const sink = vi.fn();
    addErrorSink(sink)();
    recordError('ignored');
    expect(sink).not.toHaveBeenCalled();
  });
});
