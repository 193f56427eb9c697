import { type ApplicationErrorCode, applicationLimits, channelPlatforms } from '@vela/contracts/affiliate';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FilteredInput } from '../../ui/filtered-input.tsx';
import type { ChannelDraft } from './application-draft.ts';
import type { FieldErrors } from './field-errors.ts';
import { describedBy, FieldError, fieldId } from './form-field.tsx';
import { followersRule, handleRule } from './input-rules.ts';

type ChannelChange = Partial<Omit<ChannelDraft, 'key'>>;

/** The applicant's channels: platform, handle and followers per row; rows added and removed (1 to 5). */
export function ChannelRows({
  channels,
  errors,
  onChange,
  onAdd,
  onRemove,
}: {
  channels: readonly ChannelDraft[];
  errors: FieldErrors;
  onChange(key: number, change: ChannelChange): void;
  onAdd(): void;
  onRemove(key: number): void;
}) {
  const { t } = useTranslation();
  const id = fieldId('channels');
  const addButton = useRef<HTMLButtonElement>(null);
  const rowCount = useRef(channels.length);
  const full = channels.length >= applicationLimits.channelsMax;

  // Keyboard users land on the row they added, and on the add button after removing one.
  useEffect(() => {
    const previous = rowCount.current;
    rowCount.current = channels.length;
    if (channels.length > previous)
      document.getElementById(fieldId(`channels.${channels.length - 1}.platform`))?.focus();
    else if (channels.length < previous) addButton.current?.focus();
  }, [channels.length]);

  return (
    <fieldset
      id={id}
      className="affiliate-fieldset"
      data-invalid={errors.channels ? true : undefined}
      aria-describedby={describedBy(`${id}-hint`, errors.channels && `${id}-error`)}
    >
      <legend>{t('affiliate.form.channels')}</legend>
      <p id={`${id}-hint`} className="field__hint">
        {t('affiliate.form.channelsHint', { max: applicationLimits.channelsMax })}
      </p>
      <ol className="affiliate-channels">
        {channels.map((channel, index) => (
          <ChannelRow
            key={channel.key}
            channel={channel}
            index={index}
            errors={errors}
            removable={channels.length > 1}
            onChange={(change) => onChange(channel.key, change)}
            onRemove={() => onRemove(channel.key)}
          />
        ))}
      </ol>
      <FieldError id={`${id}-error`} code={errors.channels} />
      <button ref={addButton} type="button" className="button" onClick={onAdd} disabled={full}>
        <span aria-hidden="true">+</span> {t('affiliate.form.addChannel')}
      </button>
      {full && (
        <p className="field__hint" role="status">
          {t('affiliate.form.channelsFull', { max: applicationLimits.channelsMax })}
        </p>
      )}
    </fieldset>
  );
}

function ChannelRow({
  channel,
  index,
  errors,
  removable,
  onChange,
  onRemove,
}: {
  channel: ChannelDraft;
  index: number;
  errors: FieldErrors;
  removable: boolean;
  onChange(change: ChannelChange): void;
  onRemove(): void;
}) {
  const { t } = useTranslation();
  const path = (field: string) => `channels.${index}.${field}`;
  const bindings = (field: string, hint?: string) => {
    const code: ApplicationErrorCode | undefined = errors[path(field)];
    const id = fieldId(path(field));
    return {
      id,
      'aria-invalid': code ? (true as const) : undefined,
      'aria-describedby': describedBy(hint, code && `${id}-error`),
    };
  };
  const handleHintId = `${fieldId(path('handle'))}-hint`;
  const number = index + 1;
  return (
    <li className="affiliate-channel">
      <fieldset className="affiliate-channel__fields">
        <legend className="affiliate-channel__legend">{t('affiliate.form.channelNumber', { number })}</legend>
        <div className="field">
          <label htmlFor={fieldId(path('platform'))}>{t('affiliate.form.platform')}</label>
          <select
            {...bindings('platform')}
            value={channel.platform}
            onChange={(event) => onChange({ platform: event.target.value as ChannelDraft['platform'] })}
          >
            <option value="">{t('affiliate.form.choosePlatform')}</option>
            {channelPlatforms.map((platform) => (
              <option key={platform} value={platform}>
                {t(`affiliate.platforms.${platform}`)}
              </option>
            ))}
          </select>
          <FieldError id={`${fieldId(path('platform'))}-error`} code={errors[path('platform')]} />
        </div>
        <div className="field">
          <label htmlFor={fieldId(path('handle'))}>{t('affiliate.form.handle')}</label>
          <FilteredInput
            {...bindings('handle', handleHintId)}
            rule={handleRule}
            value={channel.handle}
            onValueChange={(handle) => onChange({ handle })}
            maxLength={applicationLimits.handleMax}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
          />
          <p id={handleHintId} className="field__hint">
            {t('affiliate.form.handleHint')}
          </p>
          <FieldError id={`${fieldId(path('handle'))}-error`} code={errors[path('handle')]} />
        </div>
        <div className="field">
          <label htmlFor={fieldId(path('followers'))}>{t('affiliate.form.followers')}</label>
          <FilteredInput
            {...bindings('followers')}
            rule={followersRule}
            value={channel.followers}
            onValueChange={(followers) => onChange({ followers })}
            maxLength={10}
          />
          <FieldError id={`${fieldId(path('followers'))}-error`} code={errors[path('followers')]} />
        </div>
      </fieldset>
      {removable && (
        <button type="button" className="button button--ghost affiliate-channel__remove" onClick={onRemove}>
          {t('affiliate.form.removeChannel', { number })}
        </button>
      )}
    </li>
  );
}
