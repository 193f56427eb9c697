import type { TotpSetupResponse, TwoFactorStatus } from '@vela/contracts/two-factor';
import { type FormEvent, useState } from 'react';
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
  | { kind: 'confirm-setup' }
  | { kind: 'scan'; setup: TotpSetupResponse }
  | { kind: 'disable' }
  | { kind: 'confirm-new-codes' }
  | { kind: 'codes'; codes: string[] };

/** Two-factor authentication with an authenticator app (TOTP) and the account's recovery codes. */
export function TwoFactorSection() {
  const { t } = useTranslation();
  const snapshot = useTwoFactorStatus();
  const [mode, setMode] = useState<Mode>({ kind: 'idle' });
  const idle = () => setMode({ kind: 'idle' });

  return (
    <section className="two-factor" aria-labelledby="two-factor-heading" data-testid="two-factor-section">
      <h2 id="two-factor-heading">{t('twoFactor.totp.heading')}</h2>
      <p className="two-factor__intro">{t('twoFactor.totp.intro')}</p>
      <TwoFactorLoadState snapshot={snapshot} />
      {snapshot.state === 'ready' && (
        <TotpBody
          status={snapshot.status}
          mode={mode}
          setMode={setMode}
          onIdle={() => {
            idle();
            void refreshTwoFactorStatus();
          }}
        />
      )}
    </section>
  );
}

function TotpBody({
  status,
  mode,
  setMode,
  onIdle,
}: {
  status: TwoFactorStatus;
  mode: Mode;
  setMode(mode: Mode): void;
  onIdle(): void;
}) {
  const { t } = useTranslation();
  const zoned = useTimeFormat();

  if (mode.kind === 'codes') return <RecoveryCodesPanel codes={mode.codes} onDone={onIdle} />;
  if (mode.kind === 'confirm-setup') {
    return (
      <ConfirmPasswordForm
        submitLabel={t('twoFactor.continue')}
        onCancel={onIdle}
        onConfirm={async (password) => setMode({ kind: 'scan', setup: await twoFactorCalls.setupTotp(password) })}
      />
    );
  }
  if (mode.kind === 'scan') {
    return (
      <ScanStep
        setup={mode.setup}
        onCancel={onIdle}
        onEnabled={(codes) => {
          void refreshTwoFactorStatus();
          if (codes) setMode({ kind: 'codes', codes });
          else onIdle();
        }}
      />
    );
  }
  if (mode.kind === 'confirm-new-codes') {
    return (
      <ConfirmPasswordForm
        submitLabel={t('twoFactor.recovery.generate')}
        onCancel={onIdle}
        onConfirm={async (password) => {
          const { recoveryCodes } = await twoFactorCalls.newRecoveryCodes(password);
          void refreshTwoFactorStatus();
          setMode({ kind: 'codes', codes: recoveryCodes });
        }}
      />
    );
  }
  if (mode.kind === 'disable') {
    return (
      <CodeForm
        label={t('twoFactor.totp.disableCode')}
        hint={t('twoFactor.totp.disableHint')}
        submitLabel={t('twoFactor.totp.disable')}
        allowRecoveryCode
        onCancel={onIdle}
        onSubmit={async (code) => {
          await twoFactorCalls.disableTotp(code);
          onIdle();
        }}
      />
    );
  }

  return (
    <div className="two-factor__state">
      {status.totp.enabled ? (
        <p data-testid="totp-state" data-enabled="true">
          <span className="two-factor__badge two-factor__badge--on">{t('twoFactor.on')}</span>{' '}
          {status.totp.enabledAt && t('twoFactor.totp.onSince', { date: zoned.stamp(status.totp.enabledAt) })}
        </p>
      ) : (
        <p data-testid="totp-state" data-enabled="false">
          <span className="two-factor__badge">{t('twoFactor.off')}</span> {t('twoFactor.totp.offNote')}
        </p>
      )}
      {status.secondFactorRequired && (
        <p className="two-factor__note">
          {t('twoFactor.recovery.left', { left: status.recoveryCodesLeft })}
          {status.recoveryCodesLeft <= 3 && ` ${t('twoFactor.recovery.runningLow')}`}
        </p>
      )}
      <div className="two-factor__actions">
        {status.totp.enabled ? (
          <button type="button" className="button" onClick={() => setMode({ kind: 'disable' })}>
            {t('twoFactor.totp.disable')}
          </button>
        ) : (
          <button type="button" className="button button--primary" onClick={() => setMode({ kind: 'confirm-setup' })}>
            {t('twoFactor.totp.setUp')}
          </button>
        )}
        {status.secondFactorRequired && (
          <button type="button" className="button" onClick={() => setMode({ kind: 'confirm-new-codes' })}>
            {t('twoFactor.recovery.generate')}
          </button>
        )}
      </div>
    </div>
  );
}

/** Scan the QR code (or type the key), then prove it with a first code. */
function ScanStep({
  setup,
  onCancel,
  onEnabled,
}: {
  setup: TotpSetupResponse;
  onCancel(): void;
  onEnabled(recoveryCodes: string[] | undefined): void;
}) {
  const { t } = useTranslation();
  const grouped = setup.secret.match(/.{1,4}/g)?.join(' ') ?? setup.secret;
  return (
    <div className="two-factor__scan">
      <ol className="two-factor__steps">
        <li>{t('twoFactor.totp.stepInstall')}</li>
        <li>
          {t('twoFactor.totp.stepScan')}
          <img className="two-factor__qr" src={setup.qrCode} alt={t('twoFactor.totp.qrAlt')} width={200} height={200} />
          <p className="two-factor__note">{t('twoFactor.totp.manualKey')}</p>
          <code className="two-factor__secret" data-testid="totp-secret" data-secret={setup.secret}>
            {grouped}
          </code>
        </li>
        <li>{t('twoFactor.totp.stepCode')}</li>
      </ol>
      <CodeForm
        label={t('twoFactor.totp.code')}
        submitLabel={t('twoFactor.totp.enable')}
        onCancel={onCancel}
        onSubmit={async (code) => onEnabled((await twoFactorCalls.enableTotp(code)).recoveryCodes)}
      />
    </div>
  );
}

/** One code field: 6 digits from the app, or (when allowed) a recovery code. */
function CodeForm({
  label,
  hint,
  submitLabel,
  allowRecoveryCode = false,
  onSubmit,
  onCancel,
}: {
  label: string;
  hint?: string;
  submitLabel: string;
  allowRecoveryCode?: boolean;
  onSubmit(code: string): Promise<void>;
  onCancel(): void;
}) {
  const [code, setCode] = useState('');
  const { setProblem, pending, message, run } = useFormProblem(twoFactorProblem);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const compact = code.replace(/[\s-]/g, '');
    const valid = /^\d{6}$/.test(compact) || (allowRecoveryCode && /^[a-z0-9]{16}$/i.test(compact));
    if (!valid) {
      setProblem({ key: allowRecoveryCode ? 'twoFactor.errors.codeOrRecovery' : 'twoFactor.errors.codeInvalid' });
      return;
    }
    await run(() => onSubmit(code.trim()), { staysBusy: true });
  }

  return (
    <form className="form two-factor__form" onSubmit={submit} noValidate aria-busy={pending}>
      <TextField
        label={label}
        name="code"
        className="two-factor__code-input"
        inputMode={allowRecoveryCode ? 'text' : 'numeric'}
        autoComplete="one-time-code"
        maxLength={allowRecoveryCode ? 40 : 7}
        value={code}
        onChange={setCode}
        hint={hint}
        error={message}
        required
      />
      <TwoFactorFormActions pending={pending} submitLabel={submitLabel} onCancel={onCancel} />
    </form>
  );
}
