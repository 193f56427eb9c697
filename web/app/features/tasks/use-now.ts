import { useEffect, useState } from 'react';

/**
 * The current time, every `everyMs`; null on the server and in the first render of the browser,
 * so a countdown never makes the hydrated page differ from the server's.
 */
export function useNow(everyMs = 30_000): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
