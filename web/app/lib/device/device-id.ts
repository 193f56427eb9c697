/**
 * A stable random id for this browser, sent in the deviceId request headers. Kept in localStorage
 * so it survives sessions; a new one is made when it is missing or was tampered with.
 */

export const DEVICE_ID_STORAGE_KEY = 'vela_device_id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type RandomSource = Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>>;

/** A v4 UUID. `randomUUID` is missing outside secure contexts (plain http), `getRandomValues` is not. */
export function randomUuid(random: RandomSource): string {
  if (random.randomUUID) return random.randomUUID();
  const bytes = random.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40; // version 4
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function readOrCreateDeviceId(
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined,
  random: RandomSource,
): string {
  try {
    const stored = storage?.getItem(DEVICE_ID_STORAGE_KEY);
    if (stored && UUID.test(stored)) return stored;
  } catch {
    // Blocked storage: fall through to a fresh id.
  }
  const id = randomUuid(random);
  try {
    storage?.setItem(DEVICE_ID_STORAGE_KEY, id);
  } catch {
    // The id still serves this page (see browserDeviceId); only persistence is lost.
  }
  return id;
}

let pageDeviceId: string | undefined;

/**
 * This browser's device id; undefined on the server, where the request has no device. Kept for the
 * page's lifetime too, so one page sends one id even when storage refuses to keep it.
 */
export function browserDeviceId(): string | undefined {
  if (typeof window === 'undefined') return undefined;
  if (!pageDeviceId) {
    let storage: Storage | undefined;
    try {
      storage = window.localStorage;
    } catch {
      // Reading the property itself throws when the browser blocks storage for this site.
    }
    pageDeviceId = readOrCreateDeviceId(storage, window.crypto);
  }
  return pageDeviceId;
}
