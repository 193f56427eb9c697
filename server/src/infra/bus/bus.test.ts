import { describe, expect, it } from 'vitest';
import { createMemoryBus } from './bus.ts';

describe('memory bus', () => {
  it('delivers in order to every subscriber of the topic, past a subscriber that throws', () => {
    const failures: string[] = [];
    const bus = createMemoryBus((_error, topic) => failures.push(topic));
    const seen: number[] = [];
    bus.subscribe('notify.unread', () => {
      throw new Error('broken subscriber');
    });
    const stop = bus.subscribe('notify.unread', ({ count }) => seen.push(count));
    bus.subscribe('user.event', () => seen.push(-1));
    bus.publish('notify.unread', { userId: 'u', count: 1 });
    bus.publish('notify.unread', { userId: 'u', count: 2 });
    stop();
    bus.publish('notify.unread', { userId: 'u', count: 3 });
    expect(seen).toEqual([1, 2]);
    expect(failures).toEqual(['notify.unread', 'notify.unread', 'notify.unread']);
  });
});
