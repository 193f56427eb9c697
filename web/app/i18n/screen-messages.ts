import { matchScreen } from '../lib/navigation/match-screen.ts';
import { hasMessages } from './i18n.ts';
import { localeFromPath } from './locale-paths.ts';

/**
 * Whether the browser lacks messages the screen at `pathname` shows (its locale's feature
 * namespaces from the route list): the root loader must then run again on the way there.
 */
export function lacksScreenMessages(pathname: string): boolean {
  return !hasMessages(localeFromPath(pathname).locale, matchScreen(pathname)?.screen.messages ?? []);
}
