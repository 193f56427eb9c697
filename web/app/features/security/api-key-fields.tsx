import { type ApiKeyPermission, apiKeyPermissions, MAX_KEY_RATE_LIMIT } from '@vela/contracts/api-keys';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApiKeyFormValues, expiryChoices, type FormErrors } from './api-key-form-model.ts';

interface FieldsProps {
  values: ApiKeyFormValues;
  errors: FormErrors;
  onChange(values: ApiKeyFormValues): void;
  /** The expiry is chosen at creation only: a key's life cannot be stretched afterwards. */
  withExpiry: boolean;
}

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p className="field__error" id={id}>
      {t(`apiKeys.errors.${error}`)}
    </p>
  );
}

/** Label, permissions, allowlist, rate limit (and expiry): what the create and edit forms share. */
export function ApiKeyFields({ values, errors, onChange, withExpiry }: FieldsProps) {
  const { t } = useTranslation();
  const id = useId();
  const set = (change: Partial<ApiKeyFormValues>) => onChange({ ...values, ...change });
  const toggle = (permission: ApiKeyPermission, on: boolean) =>
    set({
      permissions: apiKeyPermissions.filter((one) => (one === permission ? on : values.permissions.includes(one))),
    });
  const described = (name: keyof FormErrors, hint: boolean) =>
    [hint ? `${id}-${name}-hint` : '', errors[name] ? `${id}-${name}-error` : ''].filter(Boolean).join(' ') ||
    undefined;

  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-label`}>{t('apiKeys.fields.label')}</label>
        <input
          id={`${id}-label`}
          name="label"
          value={values.label}
          maxLength={64}
          autoComplete="off"
          aria-invalid={errors.label ? true : undefined}
          aria-describedby={described('label', true)}
          onChange={(event) => set({ label: event.target.value })}
        />
        <p className="field__hint" id={`${id}-label-hint`}>
          {t('apiKeys.fields.labelHint')}
        </p>
        <FieldError id={`${id}-label-error`} error={errors.label} />
      </div>

      <fieldset className="api-keys__fieldset" aria-describedby={described('permissions', false)}>
        <legend>{t('apiKeys.fields.permissions')}</legend>
        {apiKeyPermissions.map((permission) => (
          <label key={permission} className="api-keys__check">
            <input
              type="checkbox"
              name="permissions"
              value={permission}
              checked={values.permissions.includes(permission)}
              onChange={(event) => toggle(permission, event.target.checked)}
            />
            <span>
              <strong>{t(`apiKeys.fields.permission.${permission}`)}</strong>
              <span className="field__hint">{t(`apiKeys.fields.permissionHint.${permission}`)}</span>
            </span>
          </label>
        ))}
        <FieldError id={`${id}-permissions-error`} error={errors.permissions} />
      </fieldset>

      <div className="field">
        <label htmlFor={`${id}-allowlist`}>{t('apiKeys.fields.allowlist')}</label>
        <textarea
          id={`${id}-allowlist`}
          name="ipAllowlist"
          className="api-keys__textarea"
          rows={3}
          spellCheck={false}
          value={values.allowlist}
          placeholder={'203.0.113.5\n2001:db8::/48'}
          aria-invalid={errors.allowlist ? true : undefined}
          aria-describedby={described('allowlist', true)}
          onChange={(event) => set({ allowlist: event.target.value })}
        />
        <p className="field__hint" id={`${id}-allowlist-hint`}>
          {t('apiKeys.fields.allowlistHint')}
        </p>
        <FieldError id={`${id}-allowlist-error`} error={errors.allowlist} />
      </div>

      <div className="api-keys__row">
        <div className="field">
          <label htmlFor={`${id}-rate`}>{t('apiKeys.fields.rateLimit')}</label>
          <input
            id={`${id}-rate`}
            name="rateLimit"
            inputMode="numeric"
            value={values.rateLimit}
            aria-invalid={errors.rateLimit ? true : undefined}
            aria-describedby={described('rateLimit', true)}
            onChange={(event) => set({ rateLimit: event.target.value })}
          />
          <p className="field__hint" id={`${id}-rateLimit-hint`}>
            {t('apiKeys.fields.rateLimitHint', { max: MAX_KEY_RATE_LIMIT })}
          </p>
          <FieldError id={`${id}-rateLimit-error`} error={errors.rateLimit} />
        </div>
        {withExpiry && (
          <div className="field">
            <label htmlFor={`${id}-expiry`}>{t('apiKeys.fields.expiry')}</label>
            <select
              id={`${id}-expiry`}
              name="expiry"
              value={values.expiry}
              onChange={(event) => set({ expiry: event.target.value as ApiKeyFormValues['expiry'] })}
            >
              {expiryChoices.map((choice) => (
                <option key={choice} value={choice}>
                  {choice === 'never' ? t('apiKeys.fields.expiryNever') : t('apiKeys.fields.expiryDays', { n: choice })}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
    </>
  );
}
