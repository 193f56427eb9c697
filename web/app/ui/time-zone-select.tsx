import { localeByCode } from '@vela/contracts/locale-table';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { saveTimeZoneChoice } from '../lib/api/save-time-zone.ts';
import { isTimeZoneChoice, resolveTimeZone, timeZoneChoices, zoneLabel } from '../lib/format/time-zone.ts';
import { useRootData } from '../lib/routing/root-data.ts';
import { chooseTimeZone, useTimeZone } from '../state/time-zone.ts';

/**
 * Chooses the zone times are shown in: the viewer's, UTC, or the language's (spec locale table).
 * A signed-in user's choice is saved on the account too (other browsers, the server's notices).
 * `compact`: the label is for screen readers only (the options name the zone).
 */
export function TimeZoneSelect({ className, compact = false }: { className?: string; compact?: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const { locale, timeZone: served, loggedIn, deviceKind } = useRootData();
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
          const choice = event.target.value;
          if (!isTimeZoneChoice(choice)) return;
          chooseTimeZone(choice);
          if (loggedIn) void saveTimeZoneChoice(choice, locale, deviceKind);
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
