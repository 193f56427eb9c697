import { localeByCode } from '@vela/contracts/locale-table';
import { useRootData } from '../../../lib/routing/root-data.ts';

/** The BCP 47 tag numbers are formatted with (Intl). */
export function useLocaleTag(): string {
  return localeByCode[useRootData().locale].tag;
}
