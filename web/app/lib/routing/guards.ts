import type { LocaleCode } from '@vela/contracts/locale-table';
import { redirect } from 'react-router';
import { localePath } from '../../i18n/locale-paths.ts';
import type { GuardName, Screen } from '../../route-list.ts';
import { isLoggedIn } from '../session-state.ts';
import { lastFuturesSymbol } from './last-futures.ts';

export interface GuardContext {
  url: URL;
  locale: LocaleCode;
  cookieHeader: string | null;
  screen: Screen;
}

/** A guard returns nothing to let the visitor in, or a redirect Response to send them elsewhere. */
type Guard = (context: GuardContext) => Response | undefined;

const guards: Record<GuardName, Guard> = {
  /** Visitors go to login and come back here afterwards. */
  auth: ({ url, locale, cookieHeader }) =>
    isLoggedIn(cookieHeader)
      ? undefined
      : redirect(localePath(locale, '/login', { forwardUrl: url.pathname + url.search })),
  /** The futures entry opens the contract the visitor opened last (a cookie the terminal sets), else BTC_USDT. */
  'futures-redirect': ({ locale, cookieHeader }) =>
    redirect(localePath(locale, `/futures/${lastFuturesSymbol(cookieHeader)}`)),
};

/** Runs the screen's guards in order; the first redirect wins. */
export function runGuards(context: GuardContext): Response | undefined {
  for (const name of context.screen.guards ?? []) {
    const outcome = guards[name as GuardName](context);
    if (outcome) return outcome;
  }
  return undefined;
}
