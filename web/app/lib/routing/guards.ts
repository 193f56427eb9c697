import type { LocaleCode } from '@vela/contracts/locales';
import { redirect } from 'react-router';
import { localePath } from '../../i18n/locale-paths.ts';
import type { GuardName, Screen } from '../../route-list.ts';
import { isLoggedIn } from '../session-state.ts';

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
  /** Futures trading is not open yet: its entry leads home until the futures market exists. */
  'futures-redirect': ({ locale }) => redirect(localePath(locale, '/')),
};

/** Runs the screen's guards in order; the first redirect wins. */
export function runGuards(context: GuardContext): Response | undefined {
  for (const name of context.screen.guards ?? []) {
    const outcome = guards[name as GuardName](context);
    if (outcome) return outcome;
  }
  return undefined;
}
