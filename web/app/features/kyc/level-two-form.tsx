import {
  acceptedImageTypes,
  type DocumentType,
  documentTypes,
  filesFor,
  type KycFileName,
  type KycStatusResponse,
  kycLimits,
} from '@vela/contracts/kyc';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../state/app-store.tsx';
import { FieldError, FormError, SubmitButton } from '../../ui/form-parts.tsx';
import { sendLevelTwo } from './kyc-api.ts';
import type { KycProblem } from './kyc-problems.ts';

const fileLabel: Record<KycFileName, string> = {
  front: 'verification.front',
  back: 'verification.back',
  selfie: 'verification.selfie',
};

/** Level 2: the document type, its photos and a selfie, sent together for an operator's review. */
export function LevelTwoForm({ onSent }: { onSent(status: KycStatusResponse): void }) {
  const { t } = useTranslation();
  const id = useId();
  const spotBaseUrl = useAppStore((state) => state.fastApiUrls.spot);
  const [documentType, setDocumentType] = useState<DocumentType>('passport');
  const [files, setFiles] = useState<Partial<Record<KycFileName, File>>>({});
  const [problem, setProblem] = useState<KycProblem | null>(null);
  const [pending, setPending] = useState(false);
  const needed = filesFor(documentType);

  function choose(name: KycFileName, file: File | undefined) {
    setFiles((current) => ({ ...current, [name]: file }));
    if (problem?.field === name) setProblem(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const missing = needed.find((name) => !files[name]);
    if (missing) {
      setProblem({ key: 'verification.errors.file-missing', field: missing });
      return;
    }
    const tooLarge = needed.find((name) => (files[name]?.size ?? 0) > kycLimits.fileMaxBytes);
    if (tooLarge) {
      setProblem({ key: 'verification.errors.image-too-large', field: tooLarge });
      return;
    }
    const form = new FormData();
    form.append('documentType', documentType);
    for (const name of needed) {
      const file = files[name];
      if (file) form.append(name, file, file.name);
    }
    setPending(true);
    setProblem(null);
    const answer = await sendLevelTwo(spotBaseUrl, form);
    setPending(false);
    if (answer.ok) onSent(answer.status);
    else setProblem(answer.problem);
  }

  const message = problem ? t(problem.key, problem.values) : undefined;
  return (
    <form className="form kyc-form" onSubmit={submit} noValidate aria-busy={pending}>
      <fieldset className="kyc-form__types">
        <legend>{t('verification.documentType')}</legend>
        {documentTypes.map((type) => (
          <label key={type} className="kyc-form__type">
            <input
              type="radio"
              name="documentType"
              value={type}
              checked={documentType === type}
              onChange={() => setDocumentType(type)}
            />
            {t(`verification.documentTypes.${type}`)}
          </label>
        ))}
      </fieldset>
      <p id={`${id}-hint`} className="form__note">
        {t('verification.fileHint')}
      </p>
      {needed.map((name) => {
        const error = problem?.field === name ? message : undefined;
        const chosen = files[name];
        const label = name === 'front' && documentType === 'passport' ? 'verification.frontPassport' : fileLabel[name];
        return (
          <div className="field kyc-form__file" key={name}>
            <label htmlFor={`${id}-${name}`}>{t(label)}</label>
            <input
              id={`${id}-${name}`}
              name={name}
              type="file"
              accept={acceptedImageTypes.join(',')}
              onChange={(event) => choose(name, event.target.files?.[0])}
              aria-invalid={error ? true : undefined}
              aria-describedby={[`${id}-hint`, error ? `${id}-${name}-error` : ''].filter(Boolean).join(' ')}
              required
            />
            {chosen && <p className="field__hint">{t('verification.chosenFile', { name: chosen.name })}</p>}
            <FieldError id={`${id}-${name}-error`} error={error} testId={`kyc-error-${name}`} />
          </div>
        );
      })}
      <FormError message={!needed.includes(problem?.field as KycFileName) && message} testId="kyc-error" />
      <SubmitButton
        pending={pending}
        label={t('verification.submitLevelTwo')}
        pendingLabel={t('verification.submitting')}
      />
    </form>
  );
}
