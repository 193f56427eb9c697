// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { browserDeviceInfo, DEVICE_INFO_STORAGE_KEY } from './info.ts';

describe('browserDeviceInfo in the browser', () => {
  it('measures after a frame, once per page, and caches the record in localStorage', async () => {
    const requestAnimationFrame = vi.spyOn(window, 'requestAnimationFrame');
    const pending = browserDeviceInfo();
    // Nothing is measured in the same task: the probes wait for the first paint.
    expect(localStorage.getItem(DEVICE_INFO_STORAGE_KEY)).toBeNull();
    expect(requestAnimationFrame).toHaveBeenCalledOnce();
    expect(browserDeviceInfo()).toBe(pending);

    const info = await pending;
    expect(info.user_agent).toBe(navigator.userAgent);
    expect(info.fingerprint).toMatch(/^[0-9a-f]{16,64}$/);
    expect(JSON.parse(localStorage.getItem(DEVICE_INFO_STORAGE_KEY) ?? '{}').info).toEqual(info);
  });
});
