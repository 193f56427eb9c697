import type { Bus, BusMessages } from './bus.ts';

/**
 * The trading code's way to reach a user's feed connections (the private `orders` and
 * `balances` channels), on whichever instance they are connected: any instance may publish.
 */
export function publishUserEvent(
  bus: Bus,
  userId: string,
  type: BusMessages['user.event']['type'],
  payload: unknown,
): void {
  bus.publish('user.event', { userId, type, payload });
}
