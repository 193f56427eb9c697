import { countryCodes, type KycStatusResponse, kycLimits, levelOneRequestSchema } from '@vela/contracts/kyc';
import { localeByCode } from '@vela/contracts/locale-table';
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRootData } from '../../lib/routing/root-data.ts';
import { FieldError, FormError, SubmitButton, TextField } from '../../ui/form-parts.tsx';
import { sendLevelOne } from './kyc-api.ts';
import type { KycProblem } from './kyc-problems.ts';

/** The latest birthday an adult can have today, as the date input's `max`. */
function latestAdultBirthday(): string {
  const today = new Date();
  const year = today.getUTCFullYear() - kycLimits.minimumAge;
  return `${String(year).padStart(4, '0')}-${today.toISOString().slice(5, 10)}`;
}

/** Countries by their name in the page's language (the browser's own list of names). */
function useCountryOptions(tag: string) {
  // Filled after hydration: the server's and the browser's name lists may differ by an ICU version.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return useMemo(() => {
    if (!ready) return [];
    const names = new Intl.DisplayNames([tag], { type: 'region' });
    return countryCodes
      .map((code) => ({ code, name: names.of(code) ?? code }))
      .sort((a, b) => a.name.localeCompare(b.name, tag));
  }, [ready, tag]);
}

/** Level 1: legal name, date of birth and country of residence, decided at once. */
export function LevelOneForm({ onVerified }: { onVerified(status: KycStatusResponse): void }) {
  const { t } = useTranslation();
  const { locale } = useRootData();
  const tag = localeByCode[locale].tag;
  const id = useId();
  const countries = useCountryOptions(tag);
  const [legalName, setLegalName] = useState('');
  const [dateOfBirth, setDateOfBirth] = useState('');
  const [country, setCountry] = useState('');
  const [problem, setProblem] = useState<KycProblem | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = levelOneRequestSchema.safeParse({ legalName, dateOfBirth, country });
    if (!input.success) {
      const field = String(input.error.issues[0]?.path[0] ?? 'legalName');
      setProblem({ key: `verification.errors.${field}`, field });
      return;
    }
    setPending(true);
    setProblem(null);
    const answer = await sendLevelOne(input.data);
    setPending(false);
    if (answer.ok) onVerified(answer.status);
    else setProblem(answer.problem);
  }

  const message = problem ? t(problem.key, problem.values) : undefined;
  const errorOf = (field: string) => (problem?.field === field ? message : undefined);

  return (
    <form className="form kyc-form" onSubmit={submit} noValidate aria-busy={pending}>
      <TextField
        label={t('verification.legalName')}
        name="legalName"
        autoComplete="name"
        value={legalName}
        maxLength={kycLimits.nameMax}
        onChange={setLegalName}
        hint={t('verification.legalNameHint')}
        error={errorOf('legalName')}
        required
      />
      <TextField
        label={t('verification.dateOfBirth')}
        name="dateOfBirth"
        type="date"
        autoComplete="bday"
        min="1900-01-01"
        max={latestAdultBirthday()}
        value={dateOfBirth}
        onChange={setDateOfBirth}
        hint={t('verification.dateOfBirthHint')}
        error={errorOf('dateOfBirth')}
        required
      />
      <div className="field">
        <label htmlFor={`${id}-country`}>{t('verification.country')}</label>
        <select
          id={`${id}-country`}
          name="country"
          autoComplete="country"
          value={country}
          onChange={(event) => setCountry(event.target.value)}
          aria-invalid={errorOf('country') ? true : undefined}
          aria-describedby={errorOf('country') ? `${id}-country-error` : undefined}
          required
        >
          <option value="">{t('verification.countryPlaceholder')}</option>
          {countries.map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </select>
        <FieldError id={`${id}-country-error`} error={errorOf('country')} />
      </div>
      <FormError message={!problem?.field && message} />
      <SubmitButton
        pending={pending}
        label={t('verification.submitLevelOne')}
        pendingLabel={t('verification.submitting')}
      />
    </form>
  );
}
