/**
 * The time earn runs on: subscriptions, redemptions and the accrual job all read it, so tests can
 * move it (hours, days, a whole term) without waiting. Production never sets it.
 */
let clock: () => Date = () => new Date();

export function earnNow(): Date {
  return clock();
}

/** Tests only: `undefined` puts the real clock back. */
export function setEarnClock(next: (() => Date) | undefined): void {
  clock = next ?? (() => new Date());
}
