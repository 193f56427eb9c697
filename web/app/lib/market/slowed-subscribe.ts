import { animationFrameClock, createFrameScheduler, type FrameClock } from './frame-scheduler.ts';

type Subscribe = (listener: () => void) => () => void;

/**
 * A store's subscribe whose listener is told at most once per `minIntervalMs`, in an animation
 * frame, however often the store changes: for a part of the screen that follows a live store
 * but need not redraw with every one of its changes.
 */
export function slowedSubscribe(
  subscribe: Subscribe,
  minIntervalMs: number,
  clock: () => FrameClock = animationFrameClock,
): Subscribe {
  return (listener) => {
    const scheduler = createFrameScheduler(listener, clock(), minIntervalMs);
    const unsubscribe = subscribe(() => scheduler.request());
    return () => {
      unsubscribe();
      scheduler.cancel();
    };
  };
}
