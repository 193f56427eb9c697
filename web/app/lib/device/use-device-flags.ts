import { useSyncExternalStore } from 'react';
import { createDeviceFlagsStore, DEVICE_FLAGS, type DeviceFlags, type DeviceFlagsStore } from './flags.ts';

let browserStore: DeviceFlagsStore | undefined;

// Created on first use, which React only does in the browser (the server reads getServerSnapshot).
function store(): DeviceFlagsStore {
  browserStore ??= createDeviceFlagsStore(window);
  return browserStore;
}

const subscribe = (listener: () => void) => store().subscribe(listener);
const getSnapshot = () => store().getSnapshot();

/**
 * Mobile / tablet / desktop flags of the window, refreshed 50 ms after the last resize.
 * `serverFlags` is what the server rendered with (`flagsFromUserAgent` of the request, passed
 * through loader data): the server and hydration use it, so the first client render matches the
 * HTML, and React re-renders with the measured width right after.
 */
export function useDeviceFlags(serverFlags: DeviceFlags = DEVICE_FLAGS.desktop): DeviceFlags {
  // Loader data is plain JSON, not our frozen object: map it back so the snapshot stays stable.
  const stableServerFlags = DEVICE_FLAGS[serverFlags.kind];
  return useSyncExternalStore(subscribe, getSnapshot, () => stableServerFlags);
}
