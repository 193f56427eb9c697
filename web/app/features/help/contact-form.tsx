import type { HelpRequestResponse } from '@vela/contracts/help';
import { helpPaths, helpRequestLimits, helpRequestTopics, helpTopics } from '@vela/contracts/help-paths';
import { localeByCode } from '@vela/contracts/locale-table';
import { FetchError } from 'ofetch';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../lib/api/browser-api.ts';
import { isNetworkFailure } from '../../lib/http/request.ts';
import { useRootData } from '../../lib/routing/root-data.ts';
import { useAppStore } from '../../state/app-store.tsx';
import {
  type ContactDraft,
  type ContactErrors,
  type ContactField,
  checkContactDraft,
  toHelpRequest,
} from './contact-draft.ts';

type FormProblem = 'network' | 'tooMany' | 'unknown';

/** The platform's refusal: field problems it names, or one message for the whole form. */
function problemOf(error: unknown): { fields: ContactErrors } | { form: FormProblem } {
  if (isNetworkFailure(error)) return { form: 'network' };
  if (!(error instanceof FetchError) || !error.response) return { form: 'unknown' };
  if (error.response.status === 429) return { form: 'tooMany' };
  const reported = (error.data as { fields?: Record<string, unknown> } | undefined)?.fields ?? {};
  const fields: ContactErrors = {};
  for (const field of ['email', 'topic', 'subject', 'message'] as const)
    if (field in reported) fields[field] = 'invalid';
  return Object.keys(fields).length > 0 ? { fields } : { form: 'unknown' };
}

/**
 * "Submit a request": the question with an address to answer, stored by the platform for support.
 * Checked with the platform's own limits before it is sent; the first field at fault takes focus.
 */
export function ContactForm({ onSent }: { onSent(receipt: HelpRequestResponse['request'], email: string): void }) {
  const { t } = useTranslation();
  const { locale } = useRootData();
  const user = useAppStore((state) => state.user);
  const [draft, setDraft] = useState<ContactDraft>({ email: user?.email ?? '', topic: '', subject: '', message: '' });
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<ContactErrors>({});
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [pending, setPending] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (focusRequest > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const errors: ContactErrors = { ...serverErrors, ...(attempted ? checkContactDraft(draft) : {}) };
  const number = new Intl.NumberFormat(localeByCode[locale].tag);
  const limitsOf = (field: ContactField) =>
    field === 'subject' || field === 'message'
      ? { min: number.format(helpRequestLimits[field].min), max: number.format(helpRequestLimits[field].max) }
      : {};

  function edit(field: ContactField, value: string) {
    setDraft((current) => ({ ...current, [field]: value }));
    setServerErrors(({ [field]: _dropped, ...rest }) => rest);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    setAttempted(true);
    setProblem(null);
    if (Object.keys(checkContactDraft(draft)).length > 0) {
      setFocusRequest((count) => count + 1);
      return;
    }
    setPending(true);
    try {
      const response = await browserApi().post(helpPaths.requests, toHelpRequest(draft, locale));
      if (isNetworkFailure(response)) throw response;
      onSent((response as HelpRequestResponse).request, draft.email.trim());
    } catch (error) {
      const failure = problemOf(error);
      if ('fields' in failure) {
        setServerErrors(failure.fields);
        setFocusRequest((count) => count + 1);
      } else setProblem(failure.form);
      setPending(false);
    }
  }

  const bind = (field: ContactField) => ({
    id: `help-${field}`,
    name: field,
    'aria-invalid': errors[field] ? (true as const) : undefined,
    'aria-describedby': errors[field] ? `help-${field}-error` : undefined,
  });
  const error = (field: ContactField) =>
    errors[field] ? (
      <p id={`help-${field}-error`} className="field__error">
        {t(`help.contact.errors.${errors[field]}`, limitsOf(field))}
      </p>
    ) : null;

  return (
    <form ref={form} className="form help-contact-form" onSubmit={submit} noValidate aria-busy={pending}>
      <div className="field">
        <label htmlFor="help-email">{t('help.contact.email')}</label>
        <input
          {...bind('email')}
          type="email"
          autoComplete="email"
          value={draft.email}
          onChange={(event) => edit('email', event.target.value)}
        />
        {error('email')}
      </div>
      <div className="field">
        <label htmlFor="help-topic">{t('help.contact.topic')}</label>
        <select {...bind('topic')} value={draft.topic} onChange={(event) => edit('topic', event.target.value)}>
          <option value="">{t('help.contact.chooseTopic')}</option>
          {helpRequestTopics.map((topic) => {
            const key = helpTopics.find((entry) => entry.slug === topic)?.key;
            return (
              <option key={topic} value={topic}>
                {key ? t(`footer.${key}`) : t('help.contact.otherTopic')}
              </option>
            );
          })}
        </select>
        {error('topic')}
      </div>
      <div className="field">
        <label htmlFor="help-subject">{t('help.contact.subject')}</label>
        <input
          {...bind('subject')}
          type="text"
          maxLength={helpRequestLimits.subject.max}
          value={draft.subject}
          onChange={(event) => edit('subject', event.target.value)}
        />
        {error('subject')}
      </div>
      <div className="field">
        <label htmlFor="help-message">{t('help.contact.message')}</label>
        <textarea
          {...bind('message')}
          rows={8}
          maxLength={helpRequestLimits.message.max}
          value={draft.message}
          onChange={(event) => edit('message', event.target.value)}
        />
        {error('message')}
      </div>
      {problem && (
        <p className="form__error" role="alert">
          {t(`help.contact.problems.${problem}`)}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={!hydrated || pending}>
        {pending ? t('help.contact.sending') : t('help.contact.send')}
      </button>
    </form>
  );
}
