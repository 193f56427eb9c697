import { describe, expect, it } from 'vitest';
import { progressPercent } from './progress.ts';

describe('progressPercent', () => {
  it('is the share of the target done, whole per cent, never above 100', () => {
    expect(progressPercent({ progress: '0', target: '1', status: 'in-progress' })).toBe(0);
    expect(progressPercent({ progress: '250.5', target: '1000', status: 'in-progress' })).toBe(25);
    expect(progressPercent({ progress: '999.99', target: '1000', status: 'in-progress' })).toBe(99);
    expect(progressPercent({ progress: '1200', target: '1000', status: 'in-progress' })).toBe(100);
  });

  it('is full once the task is done, whatever the figures say', () => {
    expect(progressPercent({ progress: '0', target: '1', status: 'claimable' })).toBe(100);
    expect(progressPercent({ progress: '0', target: '1', status: 'claimed' })).toBe(100);
    expect(progressPercent({ progress: '0', target: '1', status: 'expired' })).toBe(0);
  });
});
