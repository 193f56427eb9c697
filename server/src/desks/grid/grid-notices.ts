import type { Notice } from '@vela/contracts/feed';
import type { LocaleCode } from '@vela/contracts/locales';
import type { Db } from '../../db/client.ts';
import type { Bus } from '../../infra/bus/bus.ts';
import { loadLocaleTexts } from '../../infra/locale-texts.ts';
import { notifyUser } from '../../notify/notifier.ts';
import type { MarketRules } from '../spot/market-rules.ts';
import { messageLocales } from '../spot/notify-fills.ts';
import type { GridBotMemory } from './grid-bot.ts';

/** A grid notice in one language (grid-notice-texts/<locale>.json, each shaped like the English one). */
export type GridNoticeTexts = typeof import('./grid-notice-texts/en_US.json');

export const gridNoticeTexts = loadLocaleTexts<GridNoticeTexts>('desks/grid/grid-notice-texts');

/** What a bot did that its owner hears of: it laid its ladder, or a stop-loss / take-profit stopped it at `price`. */
export interface GridNotice {
  event: 'started' | 'stop-loss' | 'take-profit';
  bot: Pick<GridBotMemory, 'ownerId' | 'symbol' | 'gridCount' | 'lowerPrice' | 'upperPrice' | 'investment'>;
  price: string;
}

export function gridNotice(locale: LocaleCode, notice: GridNotice, rules: MarketRules, time: number): Notice {
  const text = gridNoticeTexts[locale];
  const { bot } = notice;
  const values: Record<string, string> = {
    symbol: bot.symbol.replace('_', '/'),
    grids: String(bot.gridCount),
    lower: bot.lowerPrice,
    upper: bot.upperPrice,
    investment: bot.investment,
    quote: rules.quote,
    price: notice.price,
  };
  const fill = (template: string) => template.replace(/{(\w+)}/g, (_, name: string) => values[name] ?? '');
  const started = notice.event === 'started';
  return {
    // The notice kinds the client knows: a bot's notice is about its orders.
    kind: 'order-filled',
    title: started ? text.started : notice.event === 'stop-loss' ? text.stopLoss : text.takeProfit,
    body: fill(started ? text.startedBody : text.stoppedBody),
    time,
  };
}

/** Sends a committed batch's grid notices, each in its owner's message language. */
export async function notifyGrid(
  db: Db,
  bus: Bus,
  notices: readonly GridNotice[],
  rulesOf: (symbol: string) => MarketRules | undefined,
): Promise<void> {
  const localeOf = await messageLocales(
    db,
    notices.map((notice) => notice.bot.ownerId),
  );
  for (const notice of notices) {
    const rules = rulesOf(notice.bot.symbol);
    if (rules) {
      await notifyUser(
        db,
        bus,
        notice.bot.ownerId,
        gridNotice(localeOf(notice.bot.ownerId), notice, rules, Date.now()),
      );
    }
  }
}
