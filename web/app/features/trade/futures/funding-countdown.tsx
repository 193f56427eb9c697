import { useSyncExternalStore } from 'react';
import { everySecond, formatCountdown } from './countdown.ts';

const noTime = (): undefined => undefined;
const currentSecond = () => Math.floor(Date.now() / 1000);
const subscribeSeconds = (listener: () => void) => everySecond(listener);

/**
 * The time left until the next funding, live. Its own one-second timer re-renders this text only;
 * the server and the hydration render a placeholder (the clocks differ), the browser the time
 * left right after.
 */
export function FundingCountdown({ nextFundingTime }: { nextFundingTime: string }) {
  const second = useSyncExternalStore(subscribeSeconds, currentSecond, noTime);
  const at = Date.parse(nextFundingTime);
  return (
    <time className="num" dateTime={nextFundingTime} data-testid="funding-countdown">
      {second === undefined ? '--:--:--' : formatCountdown(at - second * 1000)}
    </time>
  );
}
