import { describe, expect, it } from 'vitest';
import { fakeLogger } from '../../../test/support/analytics-fakes.ts';
import { createProfileStore } from './profile.ts';
import { type KeyValueStorage, memoryStorage } from './queue.ts';

describe('profile store', () => {
  it('starts empty in the normal state and merges updates', () => {
    const storage = memoryStorage();
    const store = createProfileStore(storage, 'profile', fakeLogger());
    expect(store.read()).toEqual({ superProperties: {}, state: 'normal' });
    store.update({ distinctId: 'visitor-1' });
    store.update({ state: 'pause' });
    expect(createProfileStore(storage, 'profile', fakeLogger()).read()).toEqual({
      distinctId: 'visitor-1',
      superProperties: {},
      state: 'pause',
    });
  });

  it('starts afresh from a corrupt or foreign entry', () => {
    const storage = memoryStorage();
    storage.setItem('profile', '{oops');
    expect(createProfileStore(storage, 'profile', fakeLogger()).read().state).toBe('normal');
    storage.setItem('profile', JSON.stringify({ state: 'asleep', superProperties: {} }));
    expect(createProfileStore(storage, 'profile', fakeLogger()).read().state).toBe('normal');
  });

  it('keeps the profile in memory when storage refuses writes', () => {
    const refusing: KeyValueStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    };
    const logger = fakeLogger();
    const store = createProfileStore(refusing, 'profile', logger);
    store.update({ accountId: 'user-1' });
    store.update({ state: 'stop' });
    expect(store.read()).toEqual({ accountId: 'user-1', superProperties: {}, state: 'stop' });
    expect(logger.warnings).toEqual(['analytics: local storage refused the profile; keeping it in memory']);
  });
});
