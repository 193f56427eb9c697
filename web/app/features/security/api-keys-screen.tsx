import type { ApiKey } from '@vela/contracts/api-keys';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/empty-state.tsx';
import { ApiKeyCreateForm, type NewKeyMaterial } from './api-key-create-form.tsx';
import { ApiKeyCreated } from './api-key-created.tsx';
import { ApiKeyItem } from './api-key-item.tsx';
import { useApiKeys } from './use-api-keys.ts';
import './api-keys.css';

/** The API keys page below the account navigation: create, the one showing of a secret, the list. */
export function ApiKeysScreen({ initial }: { initial: ApiKey[] | null }) {
  const { t } = useTranslation();
  const { keys, loading, loadFailed, reload, added, replaced, removed } = useApiKeys(initial);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<NewKeyMaterial | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // Expiry badges are drawn after hydration, so the server's render and the browser's agree.
  const [now, setNow] = useState(0);
  useEffect(() => setNow(Date.now()), []);

  const onCreated = (material: NewKeyMaterial) => {
    added(material.key);
    setCreated(material);
    setCreating(false);
  };

  return (
    <div className="api-keys">
      <p className="api-keys__intro">
        {t('apiKeys.intro')} <a href="/api/docs">{t('apiKeys.docsLink')}</a>
      </p>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>

      {created && <ApiKeyCreated created={created} onDone={() => setCreated(null)} />}

      {!created &&
        (creating ? (
          <ApiKeyCreateForm onCreated={onCreated} onCancel={() => setCreating(false)} />
        ) : (
          <button type="button" className="button button--primary" onClick={() => setCreating(true)}>
            {t('apiKeys.create.open')}
          </button>
        ))}

      <section aria-labelledby="api-keys-list-heading" className="api-keys__list-section">
        <h2 id="api-keys-list-heading" className="api-keys__subheading">
          {t('apiKeys.list.heading')}
        </h2>
        {loadFailed ? (
          <div className="api-keys__error" role="alert">
            <p>{t('apiKeys.loadFailed')}</p>
            <button type="button" className="button" onClick={() => void reload()} disabled={loading}>
              {loading ? t('apiKeys.loading') : t('apiKeys.retry')}
            </button>
          </div>
        ) : keys && keys.length > 0 ? (
          <ul className="api-keys__list">
            {keys.map((key) => (
              <ApiKeyItem
                key={key.id}
                apiKey={key}
                now={now}
                onChanged={(changed) => {
                  replaced(changed);
                  setAnnouncement(t('apiKeys.edit.saved'));
                }}
                onDeleted={(gone) => {
                  removed(gone.id);
                  setAnnouncement(t('apiKeys.delete.deleted', { label: gone.label }));
                }}
              />
            ))}
          </ul>
        ) : (
          <EmptyState title={t('apiKeys.empty.title')} hint={t('apiKeys.empty.hint')} />
        )}
      </section>
    </div>
  );
}
