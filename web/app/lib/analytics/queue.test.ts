import { describe, expect, it } from 'vitest';
import { fakeLogger, makeEvent } from '../../../test/support/analytics-fakes.ts';
import { createEventQueue, type KeyValueStorage, memoryStorage } from './queue.ts';

function queueOn(storage: KeyValueStorage, cap = 500) {
  const logger = fakeLogger();
  return { queue: createEventQueue({ storage, key: 'events', cap, logger }), logger };
}

describe('event queue', () => {
  it('keeps events in storage, oldest first, so a new page load finds them', () => {
    const storage = memoryStorage();
    const { queue } = queueOn(storage);
    queue.push(makeEvent('a'));
    queue.push(makeEvent('b'));
    const reloaded = queueOn(storage).queue;
    expect(reloaded.peek(10).map((event) => event.uuid)).toEqual(['a', 'b']);
    expect(reloaded.size()).toBe(2);
  });

  it('drops the oldest events beyond the local cap of 500', () => {
    const { queue, logger } = queueOn(memoryStorage());
    for (let index = 0; index < 503; index += 1) queue.push(makeEvent(`e${index}`));
    expect(queue.size()).toBe(500);
    expect(queue.peek(1)[0]?.uuid).toBe('e3');
    expect(queue.peek(500).at(-1)?.uuid).toBe('e502');
    expect(logger.warnings).toHaveLength(3);
  });

  it('peeks without removing and removes delivered events by uuid', () => {
    const { queue } = queueOn(memoryStorage());
    for (const uuid of ['a', 'b', 'c']) queue.push(makeEvent(uuid));
    expect(queue.peek(2).map((event) => event.uuid)).toEqual(['a', 'b']);
    queue.remove(['a', 'c']);
    expect(queue.peek(10).map((event) => event.uuid)).toEqual(['b']);
    queue.clear();
    expect(queue.size()).toBe(0);
  });

  it('sees what another tab sharing the storage queued and sent', () => {
    const storage = memoryStorage();
    const first = queueOn(storage).queue;
    const second = queueOn(storage).queue;
    first.push(makeEvent('a'));
    second.push(makeEvent('b'));
    expect(first.size()).toBe(2);
    first.remove(['b']);
    expect(second.peek(10).map((event) => event.uuid)).toEqual(['a']);
  });

  it('ignores a corrupt entry and entries that are not events', () => {
    const storage = memoryStorage();
    storage.setItem('events', '{not json');
    expect(queueOn(storage).queue.size()).toBe(0);
    storage.setItem('events', JSON.stringify([makeEvent('good'), { uuid: 'bad' }, 'junk']));
    expect(
      queueOn(storage)
        .queue.peek(10)
        .map((event) => event.uuid),
    ).toEqual(['good']);
  });

  it('carries on in memory when storage refuses writes', () => {
    const refusing: KeyValueStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    };
    const { queue, logger } = queueOn(refusing);
    queue.push(makeEvent('a'));
    queue.push(makeEvent('b'));
    expect(queue.peek(10).map((event) => event.uuid)).toEqual(['a', 'b']);
    expect(logger.warnings).toEqual(['analytics: local storage refused the event queue; keeping events in memory']);
  });

  it('treats unreadable storage as empty', () => {
    const unreadable: KeyValueStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {},
      removeItem: () => {},
    };
    expect(queueOn(unreadable).queue.size()).toBe(0);
  });
});
