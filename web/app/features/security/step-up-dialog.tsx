import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/popup/dialog.tsx';
import { SendOrCancel } from './send-or-cancel.tsx';
import { type StepUpField, type StepUpProblem, type StepUpProof, stepUpFieldOf, stepUpProblemOf } from './step-up.ts';

interface Pending {
  field: StepUpField;
  problem: StepUpProblem | null;
  busy: boolean;
}

/**
 * Powerful changes (a key that can trade, a key's permissions or allowlist) confirmed on the
 * server's demand: the call runs once as is; when the server answers 403 step-up-required, a dialog
 * asks for the field it names (the authenticator code or the password) and the call runs again
 * with it, until it passes or the user cancels (then `withStepUp` resolves undefined).
 */
export function useStepUp() {
  const [pending, setPending] = useState<Pending | null>(null);
  const attempt = useRef<{ retry(proof: StepUpProof): void; cancel(): void } | null>(null);

  async function withStepUp<T>(call: (proof: StepUpProof) => Promise<T>): Promise<T | undefined> {
    try {
      return await call({});
    } catch (error) {
      const field = stepUpFieldOf(error);
      if (!field) throw error;
      return new Promise<T | undefined>((resolve, reject) => {
        attempt.current = {
          retry: (proof) => {
            setPending((now) => now && { ...now, busy: true, problem: null });
            call(proof).then(
              (result) => {
                attempt.current = null;
                setPending(null);
                resolve(result);
              },
              (failure: unknown) => {
                const problem = stepUpProblemOf(failure);
                const askAgain = stepUpFieldOf(failure);
                if (problem || askAgain) {
                  setPending({ field: askAgain ?? field, problem: problem ?? null, busy: false });
                  return;
                }
                attempt.current = null;
                setPending(null);
                reject(failure);
              },
            );
          },
          cancel: () => {
            attempt.current = null;
            setPending(null);
            resolve(undefined);
          },
        };
        setPending({ field, problem: null, busy: false });
      });
    }
  }

  const dialog = pending ? (
    <StepUpDialog
      key={pending.field}
      field={pending.field}
      problem={pending.problem}
      busy={pending.busy}
      onConfirm={(proof) => attempt.current?.retry(proof)}
      onCancel={() => attempt.current?.cancel()}
    />
  ) : null;
  return { withStepUp, dialog };
}

function StepUpDialog({
  field,
  problem,
  busy,
  onConfirm,
  onCancel,
}: {
  field: StepUpField;
  problem: StepUpProblem | null;
  busy: boolean;
  onConfirm(proof: StepUpProof): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const problemText = problem ? t(`apiKeys.stepUp.${problem}`) : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    // Rendered in a portal, yet React bubbles the submit to the form that opened the dialog: stop it.
    event.stopPropagation();
    if (busy || value.trim() === '') return;
    onConfirm(field === 'code' ? { code: value.trim() } : { password: value });
  }

  return (
    <Dialog
      open
      onClose={onCancel}
      title={t('apiKeys.stepUp.title')}
      closeLabel={t('common.close')}
      initialFocusRef={inputRef}
      closeOnBackdrop={false}
    >
      <form className="form api-keys__step-up" onSubmit={submit} noValidate aria-busy={busy} data-testid="step-up">
        <p>{t(field === 'code' ? 'apiKeys.stepUp.introCode' : 'apiKeys.stepUp.introPassword')}</p>
        <div className="field">
          <label htmlFor={`${id}-proof`}>
            {t(field === 'code' ? 'apiKeys.stepUp.code' : 'apiKeys.stepUp.password')}
          </label>
          <input
            ref={inputRef}
            id={`${id}-proof`}
            name={field}
            type={field === 'code' ? 'text' : 'password'}
            autoComplete={field === 'code' ? 'one-time-code' : 'current-password'}
            spellCheck={false}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            aria-invalid={problemText ? true : undefined}
            aria-describedby={problemText ? `${id}-problem` : undefined}
            required
          />
          {problemText && (
            <p id={`${id}-problem`} className="field__error" role="alert">
              {problemText}
            </p>
          )}
        </div>
        <SendOrCancel
          className="api-keys__actions"
          pending={busy}
          submitLabel={t('apiKeys.stepUp.confirm')}
          pendingLabel={t('apiKeys.stepUp.confirming')}
          cancelLabel={t('apiKeys.stepUp.cancel')}
          onCancel={onCancel}
          cancelWaits
        />
      </form>
    </Dialog>
  );
}
