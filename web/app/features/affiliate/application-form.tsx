import {
  type ApplicationReceipt,
  affiliatePaths,
  applicationLimits,
  applicationResponseSchema,
  type ContentLanguage,
  contentLanguages,
} from '@vela/contracts/affiliate';
import type { LocaleCode } from '@vela/contracts/locale-table';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../lib/api/browser-api.ts';
import { isNetworkFailure } from '../../lib/http/request.ts';
import { useRootData } from '../../lib/routing/root-data.ts';
import { useAppStore } from '../../state/app-store.tsx';
import { FilteredInput } from '../../ui/filtered-input.tsx';
import type { ApplicationChoices } from './application-choices.ts';
import {
  type ApplicationDraft,
  addChannel,
  checkDraft,
  newDraft,
  removeChannel,
  toggleLanguage,
  toRequest,
  updateChannel,
} from './application-draft.ts';
import { ChannelRows } from './channel-rows.tsx';
import { type FieldErrors, type FormProblem, problemFromFailure } from './field-errors.ts';
import { FieldError, FormField, fieldId } from './form-field.tsx';
import { nameRule } from './input-rules.ts';
import { LanguageChoice } from './language-choice.tsx';

/** The language of the interface, ticked at the start: most applicants publish in it. */
function interfaceLanguage(locale: LocaleCode): ContentLanguage[] {
  const language = locale.split('_')[0] as ContentLanguage;
  return contentLanguages.includes(language) ? [language] : [];
}

/** Server-side errors stay until the field they belong to (or one inside it) is edited. */
function withoutErrorsUnder(errors: FieldErrors, path: string): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).filter(([key]) => key !== path && !key.startsWith(`${path}.`)),
  ) as FieldErrors;
}

/**
 * The application: checked with the platform's own rules before it is sent (errors show once the
 * visitor has tried to send, then follow every edit), and the platform's answer mapped back to
 * the fields. A signed-in visitor's address is filled in and the application linked to them.
 */
export function ApplicationForm({
  choices,
  onSubmitted,
}: {
  choices: ApplicationChoices;
  onSubmitted(receipt: ApplicationReceipt, draft: ApplicationDraft): void;
}) {
  const { t } = useTranslation();
  const { locale } = useRootData();
  const user = useAppStore((state) => state.user);
  const [draft, setDraft] = useState(() =>
    newDraft({ email: user?.email ?? '', languages: interfaceLanguage(locale) }),
  );
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [pending, setPending] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  // Sending needs the script: until it runs, the button stays off rather than submit natively.
  const [hydrated, setHydrated] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => setHydrated(true), []);

  const errors: FieldErrors = { ...serverErrors, ...(attempted ? checkDraft(draft, locale) : {}) };
  const errorCount = Object.keys(errors).length;

  useEffect(() => {
    if (focusRequest === 0) return;
    form.current
      ?.querySelector<HTMLElement>('[aria-invalid="true"], fieldset[data-invalid] input:not(:disabled)')
      ?.focus();
  }, [focusRequest]);

  function edit(next: ApplicationDraft, path: string) {
    setDraft(next);
    setServerErrors((current) => withoutErrorsUnder(current, path));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    setAttempted(true);
    setProblem(null);
    if (Object.keys(checkDraft(draft, locale)).length > 0) {
      setServerErrors({});
      setFocusRequest((count) => count + 1);
      return;
    }
    setPending(true);
    try {
      const response = await browserApi().post(affiliatePaths.applications, toRequest(draft, locale));
      if (isNetworkFailure(response)) throw response;
      onSubmitted(applicationResponseSchema.parse(response).application, draft);
    } catch (error) {
      const failure = problemFromFailure(error);
      if (failure.fields) {
        setServerErrors(failure.fields);
        setFocusRequest((count) => count + 1);
      } else setProblem(failure.form);
      setPending(false);
    }
  }

  return (
    <form ref={form} className="form affiliate-form" onSubmit={submit} noValidate aria-busy={pending}>
      {user && (
        <p className="affiliate-note" data-testid="linked-account">
          {t('affiliate.form.linkedAccount', { account: user.displayName })}
        </p>
      )}
      <fieldset className="affiliate-fieldset">
        <legend>{t('affiliate.form.aboutYou')}</legend>
        <FormField path="name" label={t('affiliate.form.name')} hint={t('affiliate.form.nameHint')} error={errors.name}>
          {(bindings) => (
            <FilteredInput
              {...bindings}
              name="name"
              rule={nameRule}
              value={draft.name}
              onValueChange={(name) => edit({ ...draft, name }, 'name')}
              maxLength={applicationLimits.nameMax}
              autoComplete="name"
            />
          )}
        </FormField>
        <FormField
          path="email"
          label={t('affiliate.form.email')}
          hint={t('affiliate.form.emailHint')}
          error={errors.email}
        >
          {(bindings) => (
            <input
              {...bindings}
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              value={draft.email}
              onChange={(event) => edit({ ...draft, email: event.target.value }, 'email')}
              maxLength={applicationLimits.emailMax}
            />
          )}
        </FormField>
        <FormField path="country" label={t('affiliate.form.country')} error={errors.country}>
          {(bindings) => (
            <select
              {...bindings}
              name="country"
              autoComplete="country"
              value={draft.country}
              onChange={(event) => edit({ ...draft, country: event.target.value }, 'country')}
            >
              <option value="">{t('affiliate.form.chooseCountry')}</option>
              {choices.countries.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </fieldset>

      <LanguageChoice
        options={choices.languages}
        chosen={draft.languages}
        error={errors.languages ?? firstNested(errors, 'languages')}
        onToggle={(language) => edit(toggleLanguage(draft, language), 'languages')}
      />

      <ChannelRows
        channels={draft.channels}
        errors={errors}
        onChange={(key, change) => {
          const index = draft.channels.findIndex((channel) => channel.key === key);
          edit(updateChannel(draft, key, change), `channels.${index}`);
        }}
        onAdd={() => edit(addChannel(draft), 'channels')}
        onRemove={(key) => edit(removeChannel(draft, key), 'channels')}
      />

      <FormField
        path="plan"
        label={t('affiliate.form.plan')}
        hint={
          <>
            {t('affiliate.form.planHint')}{' '}
            <span className="affiliate-counter">
              {t('affiliate.form.planCounter', {
                length: draft.plan.trim().length,
                min: applicationLimits.planMin,
                max: applicationLimits.planMax,
              })}
            </span>
          </>
        }
        error={errors.plan}
      >
        {(bindings) => (
          <textarea
            {...bindings}
            name="plan"
            rows={6}
            value={draft.plan}
            onChange={(event) => edit({ ...draft, plan: event.target.value }, 'plan')}
            maxLength={applicationLimits.planMax}
          />
        )}
      </FormField>

      <div className="field">
        <label className="affiliate-check affiliate-check--consent">
          <input
            id={fieldId('consent')}
            type="checkbox"
            name="consent"
            checked={draft.consent}
            onChange={(event) => edit({ ...draft, consent: event.target.checked }, 'consent')}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? `${fieldId('consent')}-error` : undefined}
          />
          <span>{t('affiliate.form.consent')}</span>
        </label>
        <FieldError id={`${fieldId('consent')}-error`} code={errors.consent} />
      </div>

      {attempted && errorCount > 0 && (
        <p className="form__error" role="alert" data-testid="form-errors">
          {t('affiliate.form.fixErrors')}
        </p>
      )}
      {problem && (
        <p className="form__error" role="alert" data-testid="form-problem">
          {t(problem.key, problem.values)}
        </p>
      )}
      <button type="submit" className="button button--primary button--block" disabled={pending || !hydrated}>
        {pending ? t('affiliate.form.submitting') : t('affiliate.form.submit')}
      </button>
    </form>
  );
}

/** An error on one entry of a list (an unknown language) is shown once for the whole list. */
function firstNested(errors: FieldErrors, path: string) {
  const key = Object.keys(errors).find((name) => name.startsWith(`${path}.`));
  return key ? errors[key] : undefined;
}
