/** The time left until a moment, as a countdown shows it: HH:MM:SS, hours past 99 kept whole, never below zero. */
export function formatCountdown(msLeft: number): string {
  const seconds = Math.max(0, Math.ceil(msLeft / 1000));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

/**
 * Calls `tick` at each turn of the wall clock's second (a few ms after it, so a countdown reads
 * the new second), until the returned function stops it. One timer, rescheduled at each tick, so
 * it does not drift the way an interval started mid-second would.
 */
export function everySecond(tick: () => void, now: () => number = Date.now): () => void {
  let timer: ReturnType<typeof setTimeout>;
  const schedule = () => {
    timer = setTimeout(
      () => {
        tick();
        schedule();
      },
      1000 - (now() % 1000) + 5,
    );
  };
  schedule();
  return () => clearTimeout(timer);
}
