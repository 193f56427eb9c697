import type { Passkey } from '@vela/contracts/two-factor';
import type { RegistrationResponse } from '@vela/contracts/webauthn';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTimeFormat } from '../../state/time-format.ts';
import { TextField } from '../../ui/form-parts.tsx';
import { useFormProblem } from '../../ui/use-form-problem.ts';
import { ConfirmPasswordForm } from './confirm-password-form.tsx';
import { RecoveryCodesPanel } from './recovery-codes-panel.tsx';
import { twoFactorCalls } from './two-factor-calls.ts';
import { TwoFactorFormActions } from './two-factor-form-actions.tsx';
import { TwoFactorLoadState } from './two-factor-load-state.tsx';
import { twoFactorProblem } from './two-factor-problem.ts';
import { refreshTwoFactorStatus, useTwoFactorStatus } from './two-factor-status.ts';
import './two-factor.css';

type Mode =
  | { kind: 'idle' }
  | { kind: 'add' }
  | { kind: 'rename'; id: string }
  | { kind: 'remove'; id: string }
  | { kind: 'codes'; codes: string[] };

/** The account's passkeys: add (with the browser's WebAuthn prompt), rename, remove. */
export function PasskeysSection() {
  const { t } = useTranslation();
  const snapshot = useTwoFactorStatus();
  const [mode, setMode] = useState<Mode>({ kind: 'idle' });
  const [supported, setSupported] = useState<boolean | null>(null);
  const [done, setDone] = useState<string | null>(null);

  useEffect(() => {
    setSupported(typeof window.PublicKeyCredential === 'function');
  }, []);

  function finish(message: string | null) {
    setMode({ kind: 'idle' });
    setDone(message);
    void refreshTwoFactorStatus();
  }

  return (
    <section className="two-factor" aria-labelledby="passkeys-heading" data-testid="passkeys-section">
      <h2 id="passkeys-heading">{t('twoFactor.passkeys.heading')}</h2>
      <p className="two-factor__intro">{t('twoFactor.passkeys.intro')}</p>
      <TwoFactorLoadState snapshot={snapshot} />
      {snapshot.state === 'ready' &&
        (mode.kind === 'codes' ? (
          <RecoveryCodesPanel codes={mode.codes} onDone={() => finish(null)} />
        ) : (
          <>
            <PasskeyList passkeys={snapshot.status.passkeys} mode={mode} setMode={setMode} onChanged={finish} />
            {mode.kind === 'add' ? (
              <AddPasskey
                onCancel={() => setMode({ kind: 'idle' })}
                onAdded={(codes) => {
                  if (codes) {
                    setMode({ kind: 'codes', codes });
                    void refreshTwoFactorStatus();
                  } else {
                    finish(t('twoFactor.passkeys.added'));
                  }
                }}
              />
            ) : (
              <div className="two-factor__actions">
                <button
                  type="button"
                  className="button button--primary"
                  disabled={supported === false}
                  onClick={() => {
                    setDone(null);
                    setMode({ kind: 'add' });
                  }}
                >
                  {t('twoFactor.passkeys.add')}
                </button>
              </div>
            )}
            {supported === false && <p className="two-factor__note">{t('twoFactor.passkeys.unsupported')}</p>}
          </>
        ))}
      <p className="two-factor__done" role="status">
        {done ?? ''}
      </p>
    </section>
  );
}

function PasskeyList({
  passkeys,
  mode,
  setMode,
  onChanged,
}: {
  passkeys: Passkey[];
  mode: Mode;
  setMode(mode: Mode): void;
  onChanged(message: string | null): void;
}) {
  const { t } = useTranslation();
  const zoned = useTimeFormat();
  if (passkeys.length === 0) {
    return <p className="two-factor__empty">{t('twoFactor.passkeys.empty')}</p>;
  }
  return (
    <ul className="two-factor__passkeys" data-testid="passkey-list">
      {passkeys.map((passkey) => (
        <li key={passkey.id} className="two-factor__passkey" data-testid="passkey">
          <div className="two-factor__passkey-main">
            <span className="two-factor__passkey-name">{passkey.name}</span>
            {passkey.synced && <span className="two-factor__badge">{t('twoFactor.passkeys.synced')}</span>}
            <span className="two-factor__passkey-meta">
              {t('twoFactor.passkeys.addedAt', { date: zoned.stamp(passkey.createdAt) })}
              {' · '}
              {passkey.lastUsedAt
                ? t('twoFactor.passkeys.lastUsed', { date: zoned.stamp(passkey.lastUsedAt) })
                : t('twoFactor.passkeys.neverUsed')}
            </span>
          </div>
          {mode.kind === 'rename' && mode.id === passkey.id ? (
            <RenameForm
              passkey={passkey}
              onCancel={() => setMode({ kind: 'idle' })}
              onRenamed={() => onChanged(t('twoFactor.passkeys.renamed'))}
            />
          ) : mode.kind === 'remove' && mode.id === passkey.id ? (
            <ConfirmPasswordForm
              submitLabel={t('twoFactor.passkeys.remove')}
              onCancel={() => setMode({ kind: 'idle' })}
              onConfirm={async (password) => {
                await twoFactorCalls.removePasskey(passkey.id, password);
                onChanged(t('twoFactor.passkeys.removed'));
              }}
            >
              <p className="two-factor__note">{t('twoFactor.passkeys.removeNote', { name: passkey.name })}</p>
            </ConfirmPasswordForm>
          ) : (
            <div className="two-factor__actions">
              <button
                type="button"
                className="button button--ghost"
                aria-label={t('twoFactor.passkeys.renameLabel', { name: passkey.name })}
                onClick={() => setMode({ kind: 'rename', id: passkey.id })}
              >
                {t('twoFactor.passkeys.rename')}
              </button>
              <button
                type="button"
                className="button button--ghost"
                aria-label={t('twoFactor.passkeys.removeLabel', { name: passkey.name })}
                onClick={() => setMode({ kind: 'remove', id: passkey.id })}
              >
                {t('twoFactor.passkeys.remove')}
              </button>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

/** A name, the password, then the browser's own passkey prompt. */
function AddPasskey({ onCancel, onAdded }: { onCancel(): void; onAdded(codes: string[] | undefined): void }) {
  const { t } = useTranslation();
  const id = useId();
  const [name, setName] = useState('');
  return (
    <ConfirmPasswordForm
      submitLabel={t('twoFactor.passkeys.create')}
      onCancel={onCancel}
      onConfirm={async (password) => {
        const { ticket, options } = await twoFactorCalls.passkeyOptions(password);
        const { startRegistration } = await import('@simplewebauthn/browser');
        const response = await startRegistration({ optionsJSON: options as never });
        const label = name.trim() || t('twoFactor.passkeys.defaultName');
        const result = await twoFactorCalls.registerPasskey(ticket, label, response as RegistrationResponse);
        onAdded(result.recoveryCodes);
      }}
    >
      <div className="field">
        <label htmlFor={id}>{t('twoFactor.passkeys.name')}</label>
        <input
          id={id}
          name="passkey-name"
          maxLength={64}
          value={name}
          placeholder={t('twoFactor.passkeys.namePlaceholder')}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <p className="two-factor__note">{t('twoFactor.passkeys.addNote')}</p>
    </ConfirmPasswordForm>
  );
}

function RenameForm({ passkey, onCancel, onRenamed }: { passkey: Passkey; onCancel(): void; onRenamed(): void }) {
  const { t } = useTranslation();
  const [name, setName] = useState(passkey.name);
  const { setProblem, pending, message, run } = useFormProblem(twoFactorProblem);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setProblem({ key: 'twoFactor.errors.nameInvalid' });
      return;
    }
    await run(
      async () => {
        await twoFactorCalls.renamePasskey(passkey.id, name.trim());
        onRenamed();
      },
      { staysBusy: true },
    );
  }

  return (
    <form className="form two-factor__form" onSubmit={submit} noValidate aria-busy={pending}>
      <TextField
        label={t('twoFactor.passkeys.name')}
        name="passkey-name"
        maxLength={64}
        value={name}
        onChange={setName}
        error={message}
        required
      />
      <TwoFactorFormActions pending={pending} submitLabel={t('twoFactor.save')} onCancel={onCancel} />
    </form>
  );
}
