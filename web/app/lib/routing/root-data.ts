import type { CurrencyCode } from '@vela/contracts/currencies';
import type { LocaleCode } from '@vela/contracts/locale-table';
import type { Profile } from '@vela/contracts/session';
import type { PublicConfig } from '@vela/contracts/ssr';
import { useRouteLoaderData } from 'react-router';
import type { Messages } from '../../i18n/i18n.ts';
import type { DeviceKind } from '../device/flags.ts';
import type { TimeZoneSetting } from '../format/time-zone.ts';
import type { PriceColours } from '../price-colours.ts';
import type { Theme } from '../theme.ts';
import type { TrackingChoiceSnapshot } from '../tracking-choice-cookie.ts';

/** What the root loader gives every page: the active locale and its messages, theme and settings. */
export interface RootData {
  locale: LocaleCode;
  messages: Messages;
  theme: Theme;
  /** The `vela_price_colours` cookie: green or red for rises, rendered on <html> by the server. */
  priceColours: PriceColours;
  offered: LocaleCode[];
  loggedIn: boolean;
  /** The user menu/profile object (tops-info userInfo), null for a visitor. */
  user: Profile | null;
  pricingCurrency: CurrencyCode;
  /** Layout the server rendered for, from the user agent; the browser then measures the window. */
  deviceKind: DeviceKind;
  publicConfig: PublicConfig;
  /**
   * The privacy choice from the `vela_tracking_choice` cookie, `unset` without one: the server renders
   * the choice banner for `unset`, and hydration starts from the same value.
   */
  trackingChoice: TrackingChoiceSnapshot;
  /** The zone times are shown in (cookies), so the server writes times as the browser will. */
  timeZone: TimeZoneSetting;
  /** The verification prompt was shown in this browser session already (a session cookie). */
  kycPromptShown: boolean;
}

export function useRootData(): RootData {
  const data = useRouteLoaderData('root') as RootData | undefined;
  if (!data) throw new Error('Root data is missing');
  return data;
}

/** In meta functions: the root route's data among the matches. */
export function rootDataOf(matches: readonly ({ id: string; data?: unknown } | undefined)[]): RootData | undefined {
  return matches.find((match) => match?.id === 'root')?.data as RootData | undefined;
}
