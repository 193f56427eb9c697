import type { SessionDevice } from '@vela/contracts/security';

/** "Chrome 126 on Windows · Windows 10 · Apple Mac": the device record in one line, or undefined. */
export function deviceLine(device: SessionDevice | null): string | undefined {
  if (!device) return undefined;
  const main = device.browser ?? device.platform;
  const system = device.systemVersion && !main?.includes(device.systemVersion) ? device.systemVersion : undefined;
  const parts = [main, system, device.brandModel].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(' · ') : undefined;
}

const knownMethods = new Set([
  'register',
  'password',
  'password+totp',
  'password+recovery',
  'password+passkey',
  'passkey',
]);
const knownResults = new Set([
  'success',
  'wrong-password',
  'wrong-second-factor',
  'second-factor-required',
  'rate-limited',
]);

/** The message key of a sign-in method ("password+totp"); methods added later read "Other". */
export function methodKey(method: string | null): string {
  return `security.methods.${method && knownMethods.has(method) ? method : 'other'}`;
}

export function resultKey(result: string): string {
  return `security.results.${knownResults.has(result) ? result : 'other'}`;
}
