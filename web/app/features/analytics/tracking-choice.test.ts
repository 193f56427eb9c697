import { describe, expect, it, vi } from 'vitest';
import {
  type ChoiceCookie,
  type ChoiceStorage,
  createTrackingChoiceStore,
  readTrackingChoice,
  type StorageEvents,
  TRACKING_CHOICE_KEY,
  type TrackingChoice,
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

function memoryCookie(initial?: TrackingChoice): ChoiceCookie & { value: TrackingChoice | undefined; writes: number } {
  const cookie = {
    value: initial,
    writes: 0,
    read: () => cookie.value,
    write: (choice: TrackingChoice) => {
      cookie.value = choice;
      cookie.writes += 1;
    },
  };
  return cookie;
}

const refusingCookie: ChoiceCookie = {
  read: () => {
    throw new Error('blocked');
  },
  write: () => {
    throw new Error('blocked');
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
  it('starts unset, remembers a choice in storage and cookie, and tells subscribers', () => {
    const storage = memoryStorage();
    const cookie = memoryCookie();
    const store = createTrackingChoiceStore({ storage, cookie });
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.getSnapshot()).toBe('unset');
    store.choose('decline');
    expect(store.getSnapshot()).toBe('decline');
    expect(storage.data[TRACKING_CHOICE_KEY]).toBe('decline');
    expect(cookie.value).toBe('decline');
    expect(listener).toHaveBeenCalledTimes(1);
    // A later page load reads it back, from either.
    expect(createTrackingChoiceStore({ storage }).getSnapshot()).toBe('decline');
    expect(createTrackingChoiceStore({ storage: memoryStorage(), cookie }).getSnapshot()).toBe('decline');
  });

  it('reads the cookie when storage holds nothing or is blocked', () => {
    expect(createTrackingChoiceStore({ storage: memoryStorage(), cookie: memoryCookie('allow') }).getSnapshot()).toBe(
      'allow',
    );
    expect(createTrackingChoiceStore({ storage: refusingStorage, cookie: memoryCookie('decline') }).getSnapshot()).toBe(
      'decline',
    );
  });

  it('prefers the storage (what other tabs announce) when the two disagree, and corrects the cookie', () => {
    const cookie = memoryCookie('allow');
    const store = createTrackingChoiceStore({ storage: memoryStorage({ vela_tracking_choice: 'decline' }), cookie });
    expect(store.getSnapshot()).toBe('decline');
    store.syncCookie();
    expect(cookie.value).toBe('decline');
  });

  it('copies a choice kept only in storage (before the cookie existed) to the cookie, once', () => {
    const cookie = memoryCookie();
    const store = createTrackingChoiceStore({ storage: memoryStorage({ vela_tracking_choice: 'allow' }), cookie });
    expect(store.getSnapshot()).toBe('allow');
    store.syncCookie();
    store.syncCookie();
    expect(cookie.value).toBe('allow');
    expect(cookie.writes).toBe(1);
  });

  it('writes no cookie while nothing is chosen', () => {
    const cookie = memoryCookie();
    createTrackingChoiceStore({ storage: memoryStorage(), cookie }).syncCookie();
    expect(cookie.writes).toBe(0);
  });

  it('keeps a choice for the page when storage and cookie refuse it', () => {
    const store = createTrackingChoiceStore({ storage: refusingStorage, cookie: refusingCookie });
    expect(store.getSnapshot()).toBe('unset');
    store.choose('allow');
    expect(store.getSnapshot()).toBe('allow');
    expect(() => store.syncCookie()).not.toThrow();
  });

  it("follows another tab's choice and stops listening with the last subscriber", () => {
    const storage = memoryStorage();
    const { events, fire, listening } = fakeStorageEvents();
    const store = createTrackingChoiceStore({ storage, events });
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
