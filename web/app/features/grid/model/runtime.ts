import type { GridBot } from '@vela/contracts/grid';

export interface Runtime {
  days: number;
  hours: number;
  minutes: number;
}

/** How long a bot has run: from its start (its creation while it waits) to its stop, or to `now`. */
export function runtimeOf(bot: Pick<GridBot, 'createdAt' | 'startedAt' | 'stoppedAt'>, now: number): Runtime {
  const from = Date.parse(bot.startedAt ?? bot.createdAt);
  const to = bot.stoppedAt ? Date.parse(bot.stoppedAt) : now;
  const minutes = Math.max(0, Math.floor((to - from) / 60_000));
  return { days: Math.floor(minutes / 1440), hours: Math.floor((minutes % 1440) / 60), minutes: minutes % 60 };
}
