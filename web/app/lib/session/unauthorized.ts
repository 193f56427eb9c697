import type { LocaleCode } from '@vela/contracts/locale-table';
import { localePath } from '../../i18n/locale-paths.ts';

/**
 * Where a 401 sends the browser (spec 2.4): /{locale}/login, with redirectUrl holding the current
 * full path unless the current route is marked noreturn.
 */
export function loginRedirectTarget(locale: LocaleCode, currentFullPath: string, noreturn: boolean): string {
  return localePath(locale, '/login', noreturn ? undefined : { redirectUrl: currentFullPath });
}
