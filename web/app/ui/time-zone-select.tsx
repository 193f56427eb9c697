import { localeByCode } from '@vela/contracts/locale-table';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isTimeZoneChoice, resolveTimeZone, timeZoneChoices, zoneLabel } from '../lib/format/time-zone.ts';
import { useRootData } from '../lib/routing/root-data.ts';
import { chooseTimeZone, useTimeZone } from '../state/time-zone.ts';

/**
 * Chooses the zone times are shown in: the viewer's, UTC, or the language's (spec locale table).
 * `compact`: the label is for screen readers only (the options name the zone).
 */
export function TimeZoneSelect({ className, compact = false }: { className?: string; compact?: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const { locale, timeZone: served } = useRootData();
  const shown = useTimeZone();
  const localZone = shown.choice === 'local' ? shown.zone : resolveTimeZone({ ...served, choice: 'local' }, locale);
  const zoneOf = { local: localZone, utc: 'UTC', locale: localeByCode[locale].timeZone } as const;
  return (
    <div className={className ? `field field--inline ${className}` : 'field field--inline'}>
      <label htmlFor={id} className={compact ? 'visually-hidden' : undefined}>
        {t('timeZone.label')}
      </label>
      <select
        id={id}
        name="timeZone"
        value={shown.choice}
        data-zone-label={shown.label}
        onChange={(event) => {
          if (isTimeZoneChoice(event.target.value)) chooseTimeZone(event.target.value);
        }}
      >
        {timeZoneChoices.map((choice) => (
          <option key={choice} value={choice}>
            {t(`timeZone.${choice}`, { zone: zoneLabel(zoneOf[choice]) })}
          </option>
        ))}
      </select>
    </div>
  );
}
