import type { HelpRequest } from '@vela/contracts/help';
import { type HelpRequestTopic, helpRequestLimits } from '@vela/contracts/help-paths';
import type { LocaleCode } from '@vela/contracts/locale-table';

/** The contact form as typed; checked with the platform's own limits before it is sent. */
export interface ContactDraft {
  email: string;
  topic: HelpRequestTopic | '';
  subject: string;
  message: string;
}

export type ContactField = keyof ContactDraft;
export type ContactProblem = 'required' | 'email' | 'tooShort' | 'tooLong' | 'invalid';
export type ContactErrors = Partial<Record<ContactField, ContactProblem>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function lengthProblem(value: string, limits: { min: number; max: number }): ContactProblem | undefined {
  const length = value.trim().length;
  if (length === 0) return 'required';
  if (length < limits.min) return 'tooShort';
  if (length > limits.max) return 'tooLong';
  return undefined;
}

export function checkContactDraft(draft: ContactDraft): ContactErrors {
  const email = draft.email.trim();
  const errors: ContactErrors = {
    email:
      email === ''
        ? 'required'
        : email.length > helpRequestLimits.email.max || !EMAIL.test(email)
          ? 'email'
          : undefined,
    topic: draft.topic === '' ? 'required' : undefined,
    subject: lengthProblem(draft.subject, helpRequestLimits.subject),
    message: lengthProblem(draft.message, helpRequestLimits.message),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, problem]) => problem !== undefined));
}

export function toHelpRequest(draft: ContactDraft, locale: LocaleCode): HelpRequest {
  return {
    email: draft.email.trim(),
    topic: draft.topic === '' ? 'other' : draft.topic,
    subject: draft.subject.trim(),
    message: draft.message.trim(),
    locale,
  };
}
