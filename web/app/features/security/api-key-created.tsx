import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from './api-key-copy-button.tsx';
import type { NewKeyMaterial } from './api-key-create-form.tsx';

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/x-pem-file' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** The one showing of a new key's secret or private key; gone for good once dismissed. */
export function ApiKeyCreated({ created, onDone }: { created: NewKeyMaterial; onDone(): void }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { key, secret, privateKeyPem } = created;
  const warning = secret
    ? t('apiKeys.created.warningSecret')
    : privateKeyPem
      ? t('apiKeys.created.warningPrivateKey')
      : t('apiKeys.created.warningPublicKey');

  return (
    <section className="api-keys__created" aria-labelledby="api-key-created-heading" data-testid="api-key-created">
      <h2 id="api-key-created-heading" className="api-keys__subheading" tabIndex={-1} ref={heading}>
        {t('apiKeys.created.heading', { label: key.label })}
      </h2>
      <p className="api-keys__warning" role="note">
        {warning}
      </p>
      <div className="field">
        <span className="api-keys__term">{t('apiKeys.created.keyId')}</span>
        <div className="field__with-action">
          <code className="api-keys__secret" data-testid="api-key-id">
            {key.keyId}
          </code>
          <CopyButton text={key.keyId} label={t('apiKeys.created.keyId')} />
        </div>
      </div>
      {secret && (
        <div className="field">
          <span className="api-keys__term">{t('apiKeys.created.secret')}</span>
          <div className="field__with-action">
            <code className="api-keys__secret" data-testid="api-key-secret">
              {secret}
            </code>
            <CopyButton text={secret} label={t('apiKeys.created.secret')} />
          </div>
        </div>
      )}
      {privateKeyPem && (
        <div className="field">
          <label htmlFor="api-key-private-key">{t('apiKeys.created.privateKey')}</label>
          <textarea
            id="api-key-private-key"
            className="api-keys__textarea api-keys__mono"
            readOnly
            rows={4}
            value={privateKeyPem}
            data-testid="api-key-private-key"
          />
          <div className="api-keys__actions">
            <CopyButton text={privateKeyPem} label={t('apiKeys.created.privateKey')} />
            <button type="button" className="button" onClick={() => download(`vela-${key.keyId}.pem`, privateKeyPem)}>
              {t('apiKeys.created.download')}
            </button>
          </div>
        </div>
      )}
      <button type="button" className="button button--primary" onClick={onDone}>
        {t('apiKeys.created.done')}
      </button>
    </section>
  );
}
