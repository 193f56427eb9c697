import { type ApplicationErrorCode, applicationLimits, type ContentLanguage } from '@vela/contracts/affiliate';
import { useTranslation } from 'react-i18next';
import type { ChoiceOption } from './application-choices.ts';
import { describedBy, FieldError, fieldId } from './form-field.tsx';

/** The languages an applicant publishes in: checkboxes, at most five ticked. */
export function LanguageChoice({
  options,
  chosen,
  error,
  onToggle,
}: {
  options: readonly ChoiceOption<ContentLanguage>[];
  chosen: readonly ContentLanguage[];
  error: ApplicationErrorCode | undefined;
  onToggle(language: ContentLanguage): void;
}) {
  const { t } = useTranslation();
  const id = fieldId('languages');
  const full = chosen.length >= applicationLimits.languagesMax;
  return (
    <fieldset
      id={id}
      className="affiliate-fieldset"
      data-invalid={error ? true : undefined}
      aria-describedby={describedBy(`${id}-hint`, error && `${id}-error`)}
    >
      <legend>{t('affiliate.form.languages')}</legend>
      <p id={`${id}-hint`} className="field__hint">
        {t('affiliate.form.languagesHint', { chosen: chosen.length, max: applicationLimits.languagesMax })}
      </p>
      <ul className="affiliate-languages">
        {options.map((option) => {
          const checked = chosen.includes(option.code);
          return (
            <li key={option.code}>
              <label className="affiliate-check">
                <input
                  type="checkbox"
                  name="languages"
                  value={option.code}
                  checked={checked}
                  disabled={!checked && full}
                  onChange={() => onToggle(option.code)}
                />
                <span>{option.name}</span>
              </label>
            </li>
          );
        })}
      </ul>
      <FieldError id={`${id}-error`} code={error} />
    </fieldset>
  );
}
