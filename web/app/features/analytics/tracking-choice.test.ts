import { describe, expect, it, vi } from 'vitest';
import {
  type ChoiceStorage,
  createTrackingChoiceStore,
  readTrackingChoice,
  type StorageEvents,
  TRACKING_CHOICE_KEY,
  trackingStateFor,
} from './tracking-choice.ts';

function memoryStorage(initial: Record<string, string> = {}): ChoiceStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
  };
}

const refusingStorage: ChoiceStorage = {
  getItem: () => {
    throw new Error('blocked');
  },
  setItem: () => {
    throw new Error('quota');
  },
};

function fakeStorageEvents() {
  let listener: ((event: { key: string | null }) => void) | undefined;
  const events: StorageEvents = {
    addEventListener: (_type, added) => {
      listener = added;
    },
    removeEventListener: (_type, removed) => {
      if (listener === removed) listener = undefined;
    },
  };
  return { events, fire: (key: string | null) => listener?.({ key }), listening: () => listener !== undefined };
}

describe('trackingStateFor', () => {
  it('maps allow to normal, decline to stop (the opt-out), and no choice yet to pause', () => {
    expect(trackingStateFor('allow')).toBe('normal');
    expect(trackingStateFor('decline')).toBe('stop');
    expect(trackingStateFor('unset')).toBe('pause');
    expect(trackingStateFor('pending')).toBe('pause');
  });
});

describe('readTrackingChoice', () => {
  it('reads a remembered choice from vela_tracking_choice', () => {
    expect(TRACKING_CHOICE_KEY).toBe('vela_tracking_choice');
    expect(readTrackingChoice(memoryStorage({ vela_tracking_choice: 'allow' }))).toBe('allow');
    expect(readTrackingChoice(memoryStorage({ vela_tracking_choice: 'decline' }))).toBe('decline');
  });

  it.each([['yes'], ['Allow'], ['']])('treats a stored %j as not chosen', (value) => {
    expect(readTrackingChoice(memoryStorage({ vela_tracking_choice: value }))).toBeUndefined();
  });

  it('treats missing or blocked storage as not chosen', () => {
    expect(readTrackingChoice(undefined)).toBeUndefined();
    expect(readTrackingChoice(refusingStorage)).toBeUndefined();
  });
});

describe('createTrackingChoiceStore', () => {
  it('starts unset, remembers a choice and tells subscribers', () => {
    const storage = memoryStorage();
    const store = createTrackingChoiceStore(storage);
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.getSnapshot()).toBe('unset');
    store.choose('decline');
    expect(store.getSnapshot()).toBe('decline');
    expect(storage.data[TRACKING_CHOICE_KEY]).toBe('decline');
    expect(listener).toHaveBeenCalledTimes(1);
    // A later page load reads it back.
    expect(createTrackingChoiceStore(storage).getSnapshot()).toBe('decline');
  });

  it('keeps a choice for the page when storage refuses it', () => {
    const store = createTrackingChoiceStore(refusingStorage);
    store.choose('allow');
    expect(store.getSnapshot()).toBe('allow');
  });

  it("follows another tab's choice and stops listening with the last subscriber", () => {
    const storage = memoryStorage();
    const { events, fire, listening } = fakeStorageEvents();
    const store = createTrackingChoiceStore(storage, events);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    expect(listening()).toBe(true);
    storage.data[TRACKING_CHOICE_KEY] = 'allow';
    fire('some_other_key');
    expect(listener).not.toHaveBeenCalled();
    fire(TRACKING_CHOICE_KEY);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toBe('allow');
    unsubscribe();
    expect(listening()).toBe(false);
  });
});
