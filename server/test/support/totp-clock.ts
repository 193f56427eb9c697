import { afterEach, vi } from 'vitest';
import { base32Decode, hotp, totpStep } from '../../src/accounts/totp.ts';

/**
 * TOTP steps are spent once: a test moves the (faked) clock to a fresh step instead of waiting
 * 30 s. Call it in a describe block: the real timers come back after each test.
 */
export function totpClock() {
  let clock = Date.now();
  afterEach(() => {
    vi.useRealTimers();
  });
  return {
    nextStep(): number {
      clock += 30_000;
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(clock);
      return clock;
    },
    codeAt: (secret: string, ms: number) => hotp(base32Decode(secret), totpStep(ms)),
  };
}
