import { type CurrencyCode, currencyCodeSchema, currencyCodes, currencySymbols } from '@vela/contracts/currencies';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { savePreference } from '../../lib/api/save-preference.ts';
import { DEVICE_FLAGS } from '../../lib/device/flags.ts';
import { useDeviceFlags } from '../../lib/device/use-device-flags.ts';
import { useRootData } from '../../lib/routing/root-data.ts';
import { rememberPricingCurrency } from '../../lib/session/pricing-currency.ts';
import { useAppStore } from '../../state/app-store.tsx';

/** Chooses the fiat currency prices are shown in; remembered in the browser and, signed in, on the platform. */
export function CurrencyPicker() {
  const { t } = useTranslation();
  const id = useId();
  const { deviceKind } = useRootData();
  const device = useDeviceFlags(DEVICE_FLAGS[deviceKind]);
  const currency = useAppStore((state) => state.pricingCurrency);
  const user = useAppStore((state) => state.user);
  const setPricingCurrency = useAppStore((state) => state.setPricingCurrency);

  async function choose(value: string) {
    const parsed = currencyCodeSchema.safeParse(value);
    if (!parsed.success) return;
    const next: CurrencyCode = parsed.data;
    setPricingCurrency(next);
    rememberPricingCurrency(next);
    if (user) await savePreference({ pricingCurrency: next }, device.kind);
  }

  return (
    <div className="field field--inline">
      <label htmlFor={id}>{t('account.pricingCurrency')}</label>
      <select id={id} name="pricingCurrency" value={currency} onChange={(event) => void choose(event.target.value)}>
        {currencyCodes.map((code) => (
          <option key={code} value={code}>
            {code} ({currencySymbols[code]})
          </option>
        ))}
      </select>
    </div>
  );
}
