import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserRealtimeEnvironment } from './environment.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('browserRealtimeEnvironment', () => {
  it('refuses to run without a browser (server rendering)', () => {
    expect(() => browserRealtimeEnvironment()).toThrow(/browser/);
  });

  it("wires the browser's WebSocket, clock and online/offline events", () => {
    class BrowserSocket {}
    const win = Object.assign(new EventTarget(), { WebSocket: BrowserSocket, navigator: { onLine: false } });
    vi.stubGlobal('window', win);
    const env = browserRealtimeEnvironment();
    expect(env.WebSocket).toBe(BrowserSocket);
    expect(env.network.isOnline()).toBe(false);
    expect(env.now()).toBeCloseTo(Date.now(), -3);
    const seen: boolean[] = [];
    const stop = env.network.subscribe((online) => seen.push(online));
    win.dispatchEvent(new Event('online'));
    win.dispatchEvent(new Event('offline'));
    stop();
    win.dispatchEvent(new Event('online'));
    expect(seen).toEqual([true, false]);
  });
});
