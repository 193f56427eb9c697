import { describe, expect, it } from 'vitest';
import { claimRefusal } from './claim-outcome.ts';

describe('claimRefusal', () => {
  it('names the refusal and what the task now is', () => {
    expect(claimRefusal('t1', 409, { reason: 'already-claimed' })).toEqual({
      taskId: 't1',
      ok: false,
      key: 'tasks.claimErrors.already-claimed',
      status: 'claimed',
    });
    expect(claimRefusal('t1', 409, { reason: 'task-expired' })).toMatchObject({ status: 'expired' });
    expect(claimRefusal('t1', 409, { reason: 'not-claimable' })).toMatchObject({ status: 'in-progress' });
    expect(claimRefusal('t1', 404, { reason: 'unknown-task' })).toEqual({
      taskId: 't1',
      ok: false,
      key: 'tasks.claimErrors.unknown-task',
    });
  });

  it('tells a network failure, too many tries and anything else apart', () => {
    expect(claimRefusal('t1', null, undefined).key).toBe('tasks.claimErrors.network');
    expect(claimRefusal('t1', 429, { message: 'slow down' }).key).toBe('tasks.claimErrors.tooMany');
    expect(claimRefusal('t1', 500, 'oops').key).toBe('tasks.claimErrors.unknown');
    expect(claimRefusal('t1', 409, { reason: 'toString' }).key).toBe('tasks.claimErrors.unknown');
  });
});
