import type { RateDecision, RateLimitStore } from './rate-limit.ts';

const MINUTE = 60_000;

export interface LoginThrottleRules {
  /** Password attempts per account and address pair in a window; the next one is refused. */
  perPair: number;
  /** Attempts on one account (from anywhere) in a window past which every attempt is spaced out. */
  slowAfter: number;
  windowMs: number;
  /** The longest space between two attempts on a slowed account. */
  maxDelayMs: number;
}

export const LOGIN_THROTTLE: LoginThrottleRules = {
  perPair: 5,
  slowAfter: 20,
  windowMs: 15 * MINUTE,
  maxDelayMs: 30_000,
};

export type LoginThrottleDecision =
  | (RateDecision & { allowed: false })
  | {
      allowed: true;
      /** This attempt is the first past `slowAfter` in its window: tell the owner (once per window). */
      crossedSlowdown: boolean;
    };

/**
 * Password sign-in attempts. Knowing an e-mail must not be enough to keep its owner out, so no
 * count locks an account: wrong guesses are limited per (account, address) pair, and past a higher
 * count per account (many addresses guessing) attempts are spaced out instead, a delay that doubles
 * from 1 s up to 30 s, which the server enforces per attempt (one attempt per delay, whoever makes it).
 * An address the account already signed in from, and a passkey sign-in, are never slowed.
 * Attempts are counted before the password is checked (a burst of parallel guesses cannot slip
 * past); a successful sign-in starts the pair's and the account's counts over.
 */
export class LoginThrottle {
  constructor(
    private readonly store: RateLimitStore,
    private readonly rules: LoginThrottleRules = LOGIN_THROTTLE,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Counts an attempt on `account` from `address`. `trustedAddress` is asked only when the account
   * is being slowed: whether the account has signed in from this address before.
   */
  async attempt(
    account: string,
    address: string,
    trustedAddress: () => Promise<boolean>,
  ): Promise<LoginThrottleDecision> {
    const [pair, onAccount] = await Promise.all([
      this.store.hit(this.pairKey(account, address), this.rules.windowMs),
      this.store.hit(this.accountKey(account), this.rules.windowMs),
    ]);
    if (pair.count > this.rules.perPair) return this.refuse(pair.resetAt);
    const over = onAccount.count - this.rules.slowAfter;
    const crossedSlowdown = over === 1;
    if (over <= 0 || (await trustedAddress())) return { allowed: true, crossedSlowdown };
    const delayMs = this.delayMs(over);
    const now = this.now();
    const slot = Math.floor(now / delayMs);
    const taken = await this.store.hit(`${this.accountKey(account)}:slot:${delayMs}:${slot}`, delayMs);
    if (taken.count > 1) return this.refuse((slot + 1) * delayMs);
    return { allowed: true, crossedSlowdown };
  }

  /** A right password: this pair and this account start over. */
  async succeeded(account: string, address: string): Promise<void> {
    await Promise.all([this.store.reset(this.pairKey(account, address)), this.store.reset(this.accountKey(account))]);
  }

  /** A password reset from `address`: the account and that pair start over. */
  forgive(account: string, address: string): Promise<void> {
    return this.succeeded(account, address);
  }

  /** 1 s for the first attempt past the threshold, doubling per attempt, at most maxDelayMs. */
  delayMs(over: number): number {
    return Math.min(this.rules.maxDelayMs, 1000 * 2 ** Math.min(over - 1, 20));
  }

  private refuse(until: number): RateDecision & { allowed: false } {
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((until - this.now()) / 1000)) };
  }

  private pairKey(account: string, address: string): string {
    return `login-pair:${account.toLowerCase()}|${address}`;
  }

  private accountKey(account: string): string {
    return `login-account:${account.toLowerCase()}`;
  }
}
