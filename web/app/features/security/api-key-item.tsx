import type { ApiKey } from '@vela/contracts/api-keys';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTimeFormat } from '../../state/time-format.ts';
import { CopyButton } from './api-key-copy-button.tsx';
import { ApiKeyFields } from './api-key-fields.tsx';
import { type ApiKeyFormValues, emptyApiKeyForm, type FormErrors, updateRequestOf } from './api-key-form-model.ts';
import { useStepUp } from './step-up-dialog.tsx';
import { type ApiKeyFailure, apiKeyCalls, failureOf } from './use-api-keys.ts';

interface ItemProps {
  apiKey: ApiKey;
  now: number;
  onChanged(key: ApiKey): void;
  onDeleted(key: ApiKey): void;
}

const formOf = (key: ApiKey): ApiKeyFormValues => ({
  ...emptyApiKeyForm,
  label: key.label,
  permissions: key.permissions,
  allowlist: key.ipAllowlist.join('\n'),
  rateLimit: String(key.rateLimit),
});

/** One key: what it may do and where from, when it was used; edit and delete in place. */
export function ApiKeyItem({ apiKey: key, now, onChanged, onDeleted }: ItemProps) {
  const { t } = useTranslation();
  const zoned = useTimeFormat();
  const [mode, setMode] = useState<'view' | 'edit' | 'confirm-delete'>('view');
  const [values, setValues] = useState<ApiKeyFormValues>(() => formOf(key));
  const [errors, setErrors] = useState<FormErrors>({});
  const [failure, setFailure] = useState<ApiKeyFailure | null>(null);
  const [pending, setPending] = useState(false);
  const { withStepUp, dialog: stepUpDialog } = useStepUp();
  const expired = key.expiresAt !== null && Date.parse(key.expiresAt) <= now;
  const when = (value: string | null, none: string) => (value ? zoned.stamp(value) : none);

  async function save(event: FormEvent) {
    event.preventDefault();
    const checked = updateRequestOf(values, key);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setFailure(null);
    setPending(true);
    try {
      // A change of permissions or allowlist asks for the authenticator code or the password first.
      const changed = await withStepUp((proof) => apiKeyCalls.update(key.id, { ...checked.request, ...proof }));
      if (!changed) return;
      onChanged(changed);
      setMode('view');
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setPending(false);
    }
  }

  async function remove() {
    setFailure(null);
    setPending(true);
    try {
      await apiKeyCalls.remove(key.id);
      onDeleted(key);
    } catch (error) {
      setFailure(failureOf(error));
      setPending(false);
    }
  }

  return (
    <li className="api-keys__item" data-testid="api-key-item" aria-busy={pending}>
      <div className="api-keys__item-head">
        <h3 className="api-keys__label">{key.label}</h3>
        <span className="api-keys__badge">
          {key.kind === 'hmac' ? t('apiKeys.list.kindHmac') : t('apiKeys.list.kindEd25519')}
        </span>
        {expired && <span className="api-keys__badge api-keys__badge--down">{t('apiKeys.list.expired')}</span>}
      </div>
      <dl className="api-keys__facts">
        <div>
          <dt>{t('apiKeys.list.keyId')}</dt>
          <dd className="api-keys__key-id">
            <code>{key.keyId}</code>
            <CopyButton text={key.keyId} label={t('apiKeys.list.keyId')} />
          </dd>
        </div>
        <div>
          <dt>{t('apiKeys.list.permissions')}</dt>
          <dd>{key.permissions.map((permission) => t(`apiKeys.fields.permission.${permission}`)).join(', ')}</dd>
        </div>
        <div>
          <dt>{t('apiKeys.list.allowlist')}</dt>
          <dd>{key.ipAllowlist.length > 0 ? key.ipAllowlist.join(', ') : t('apiKeys.list.anyAddress')}</dd>
        </div>
        <div>
          <dt>{t('apiKeys.list.rateLimit')}</dt>
          <dd>{t('apiKeys.list.perMinute', { n: key.rateLimit })}</dd>
        </div>
        <div>
          <dt>{t('apiKeys.list.created')}</dt>
          <dd>{when(key.createdAt, '')}</dd>
        </div>
        <div>
          <dt>{t('apiKeys.list.expires')}</dt>
          <dd>{when(key.expiresAt, t('apiKeys.list.never'))}</dd>
        </div>
        <div>
          <dt>{t('apiKeys.list.lastUsed')}</dt>
          <dd>{when(key.lastUsedAt, t('apiKeys.list.notUsed'))}</dd>
        </div>
      </dl>

      {mode === 'view' && (
        <div className="api-keys__actions">
          <button
            type="button"
            className="button"
            onClick={() => {
              setValues(formOf(key));
              setMode('edit');
            }}
          >
            {t('apiKeys.list.edit')}
          </button>
          <button type="button" className="button api-keys__danger" onClick={() => setMode('confirm-delete')}>
            {t('apiKeys.list.delete')}
          </button>
        </div>
      )}

      {mode === 'edit' && (
        <form className="form api-keys__form" onSubmit={save} noValidate>
          <h4 className="api-keys__subheading">{t('apiKeys.edit.heading', { label: key.label })}</h4>
          <ApiKeyFields values={values} errors={errors} onChange={setValues} withExpiry={false} />
          {stepUpDialog}
          <div className="api-keys__actions">
            <button type="submit" className="button button--primary" disabled={pending}>
              {pending ? t('apiKeys.edit.saving') : t('apiKeys.edit.save')}
            </button>
            <button type="button" className="button button--ghost" onClick={() => setMode('view')} disabled={pending}>
              {t('apiKeys.edit.cancel')}
            </button>
          </div>
        </form>
      )}

      {mode === 'confirm-delete' && (
        <div className="api-keys__confirm" role="alertdialog" aria-label={t('apiKeys.list.delete')}>
          <p>{t('apiKeys.delete.confirm', { label: key.label })}</p>
          <div className="api-keys__actions">
            <button type="button" className="button api-keys__danger" onClick={() => void remove()} disabled={pending}>
              {pending ? t('apiKeys.delete.deleting') : t('apiKeys.delete.yes')}
            </button>
            <button type="button" className="button button--ghost" onClick={() => setMode('view')} disabled={pending}>
              {t('apiKeys.delete.no')}
            </button>
          </div>
        </div>
      )}

      {failure && (
        <p className="form__error" role="alert">
          {t(`apiKeys.errors.${failure}`)}
        </p>
      )}
    </li>
  );
}
