import type { ApiKey } from '@vela/contracts/api-keys';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canGenerateEd25519, generateEd25519KeyPair } from './api-key-crypto.ts';
import { ApiKeyFields } from './api-key-fields.tsx';
import { type ApiKeyFormValues, createRequestOf, emptyApiKeyForm, type FormErrors } from './api-key-form-model.ts';
import { SendOrCancel } from './send-or-cancel.tsx';
import { useStepUp } from './step-up-dialog.tsx';
import { type ApiKeyFailure, apiKeyCalls, failureOf } from './use-api-keys.ts';

/** What the user must save now: shown once by ApiKeyCreated. */
export interface NewKeyMaterial {
  key: ApiKey;
  /** HMAC keys: the secret the platform made. */
  secret: string | null;
  /** Ed25519 pairs made in this browser: the private key, which never left it. */
  privateKeyPem: string | null;
}

type Kind = 'hmac' | 'ed25519';
/** Stands in for the public key during the form's check (base64 of 32 zero bytes). */
const PAIR_TO_MAKE = `${'A'.repeat(43)}=`;
type Source = 'generate' | 'paste';

/** The create form: kind, Ed25519 pair made here or pasted, and the shared fields. */
export function ApiKeyCreateForm({
  onCreated,
  onCancel,
}: {
  onCreated(created: NewKeyMaterial): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState<ApiKeyFormValues>(emptyApiKeyForm);
  const [kind, setKind] = useState<Kind>('ed25519');
  const [source, setSource] = useState<Source>('generate');
  const [publicKey, setPublicKey] = useState('');
  const [webCrypto, setWebCrypto] = useState<boolean | null>(null);
  const [errors, setErrors] = useState<FormErrors>({});
  const [failure, setFailure] = useState<ApiKeyFailure | 'generateFailed' | null>(null);
  const [pending, setPending] = useState(false);
  const { withStepUp, dialog: stepUpDialog } = useStepUp();

  useEffect(() => {
    let live = true;
    void canGenerateEd25519().then((supported) => {
      if (!live) return;
      setWebCrypto(supported);
      if (!supported) setSource('paste');
    });
    return () => {
      live = false;
    };
  }, []);

  const generating = kind === 'ed25519' && source === 'generate';

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    // The form's own check first; a pair to make here is made only once the rest is valid.
    const checked = createRequestOf(values, kind, generating ? PAIR_TO_MAKE : publicKey, Date.now());
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setPending(true);
    try {
      let privateKeyPem: string | null = null;
      let request = checked.request;
      if (generating) {
        let pair: Awaited<ReturnType<typeof generateEd25519KeyPair>>;
        try {
          pair = await generateEd25519KeyPair();
        } catch {
          setFailure('generateFailed');
          return;
        }
        privateKeyPem = pair.privateKeyPem;
        request = { ...checked.request, kind: 'ed25519', publicKey: pair.publicKey };
      }
      const ready = request;
      // A key that can trade asks for the authenticator code or the password first (step-up).
      const created = await withStepUp((proof) => apiKeyCalls.create({ ...ready, ...proof }));
      if (!created) return;
      onCreated({ key: created.key, secret: created.secret, privateKeyPem });
      setValues(emptyApiKeyForm);
      setPublicKey('');
    } catch (error) {
      const reason = failureOf(error);
      if (reason === 'publicKeyInvalid') setErrors({ publicKey: 'publicKeyInvalid' });
      else setFailure(reason);
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="form api-keys__form" onSubmit={submit} noValidate aria-busy={pending} data-testid="api-key-create">
      <h2 className="api-keys__subheading">{t('apiKeys.create.heading')}</h2>
      <fieldset className="api-keys__fieldset">
        <legend>{t('apiKeys.fields.kind')}</legend>
        {(['ed25519', 'hmac'] as const).map((option) => (
          <label key={option} className="api-keys__check">
            <input type="radio" name="kind" value={option} checked={kind === option} onChange={() => setKind(option)} />
            <span>
              <strong>{t(option === 'hmac' ? 'apiKeys.fields.kindHmac' : 'apiKeys.fields.kindEd25519')}</strong>
              <span className="field__hint">
                {t(option === 'hmac' ? 'apiKeys.fields.kindHmacHint' : 'apiKeys.fields.kindEd25519Hint')}
              </span>
            </span>
          </label>
        ))}
      </fieldset>

      {kind === 'ed25519' && (
        <fieldset className="api-keys__fieldset">
          <legend>{t('apiKeys.fields.keySource')}</legend>
          {webCrypto === false && <p className="field__hint">{t('apiKeys.fields.noWebCrypto')}</p>}
          {(['generate', 'paste'] as const).map((option) => (
            <label key={option} className="api-keys__check">
              <input
                type="radio"
                name="source"
                value={option}
                checked={source === option}
                disabled={option === 'generate' && webCrypto === false}
                onChange={() => setSource(option)}
              />
              <span>{t(option === 'generate' ? 'apiKeys.fields.generate' : 'apiKeys.fields.paste')}</span>
            </label>
          ))}
          {source === 'paste' && (
            <div className="field">
              <label htmlFor={`${id}-public-key`}>{t('apiKeys.fields.publicKey')}</label>
              <textarea
                id={`${id}-public-key`}
                name="publicKey"
                className="api-keys__textarea api-keys__mono"
                rows={4}
                spellCheck={false}
                value={publicKey}
                aria-invalid={errors.publicKey ? true : undefined}
                aria-describedby={`${id}-public-key-hint${errors.publicKey ? ` ${id}-public-key-error` : ''}`}
                onChange={(event) => setPublicKey(event.target.value)}
              />
              <p className="field__hint" id={`${id}-public-key-hint`}>
                {t('apiKeys.fields.publicKeyHint')}
              </p>
              {errors.publicKey && (
                <p className="field__error" id={`${id}-public-key-error`}>
                  {t(`apiKeys.errors.${errors.publicKey}`)}
                </p>
              )}
            </div>
          )}
        </fieldset>
      )}

      <ApiKeyFields values={values} errors={errors} onChange={setValues} withExpiry />

      {failure && (
        <p className="form__error" role="alert">
          {t(`apiKeys.errors.${failure}`)}
        </p>
      )}
      {stepUpDialog}
      <SendOrCancel
        className="api-keys__actions"
        pending={pending}
        submitLabel={t('apiKeys.create.submit')}
        pendingLabel={t('apiKeys.create.submitting')}
        cancelLabel={t('apiKeys.create.cancel')}
        onCancel={onCancel}
        cancelWaits
      />
    </form>
  );
}
