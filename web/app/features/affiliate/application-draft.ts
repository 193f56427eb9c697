import { applicationRequestSchema, type ChannelPlatform, type ContentLanguage } from '@vela/contracts/affiliate';
import type { LocaleCode } from '@vela/contracts/locale-table';
import { type FieldErrors, fieldErrorsFromIssues } from './field-errors.ts';

/** One channel row as typed: the follower count stays text until it is sent. */
export interface ChannelDraft {
  /** Identifies the row across additions and removals (React key), never sent. */
  key: number;
  platform: ChannelPlatform | '';
  handle: string;
  followers: string;
}

/** The application form's state; `toRequest` turns it into what the API takes. */
export interface ApplicationDraft {
  name: string;
  email: string;
  country: string;
  languages: ContentLanguage[];
  channels: ChannelDraft[];
  plan: string;
  consent: boolean;
}

const emptyChannel = (key: number): ChannelDraft => ({ key, platform: '', handle: '', followers: '' });

export function newDraft(start: { email?: string; languages?: ContentLanguage[] } = {}): ApplicationDraft {
  return {
    name: '',
    email: start.email ?? '',
    country: '',
    languages: start.languages ?? [],
    channels: [emptyChannel(0)],
    plan: '',
    consent: false,
  };
}

export function addChannel(draft: ApplicationDraft): ApplicationDraft {
  const key = Math.max(-1, ...draft.channels.map((channel) => channel.key)) + 1;
  return { ...draft, channels: [...draft.channels, emptyChannel(key)] };
}

export function removeChannel(draft: ApplicationDraft, key: number): ApplicationDraft {
  return { ...draft, channels: draft.channels.filter((channel) => channel.key !== key) };
}

export function updateChannel(
  draft: ApplicationDraft,
  key: number,
  change: Partial<Omit<ChannelDraft, 'key'>>,
): ApplicationDraft {
  return {
    ...draft,
    channels: draft.channels.map((channel) => (channel.key === key ? { ...channel, ...change } : channel)),
  };
}

/** Adds or removes a language, keeping the order they were chosen in. */
export function toggleLanguage(draft: ApplicationDraft, language: ContentLanguage): ApplicationDraft {
  const languages = draft.languages.includes(language)
    ? draft.languages.filter((chosen) => chosen !== language)
    : [...draft.languages, language];
  return { ...draft, languages };
}

/**
 * The request body: what was typed, unchecked (the schema judges it, here and on the server).
 * Empty choices are left out rather than sent as '' so the schema answers "required"; a follower
 * count is at most 10 digits, a whole number a JS number holds exactly.
 */
export interface RequestBody {
  name: string;
  email: string;
  country?: string;
  languages: string[];
  channels: { platform?: string; handle: string; followers?: number }[];
  plan: string;
  consent: boolean;
  locale: LocaleCode;
}

export function toRequest(draft: ApplicationDraft, locale: LocaleCode): RequestBody {
  return {
    name: draft.name,
    email: draft.email,
    ...(draft.country ? { country: draft.country } : {}),
    languages: draft.languages,
    channels: draft.channels.map((channel) => ({
      ...(channel.platform ? { platform: channel.platform } : {}),
      handle: channel.handle,
      ...(channel.followers === '' ? {} : { followers: Number(channel.followers) }),
    })),
    plan: draft.plan,
    consent: draft.consent,
    locale,
  };
}

/** The same rules the server applies, before anything is sent; empty when the draft is good. */
export function checkDraft(draft: ApplicationDraft, locale: LocaleCode): FieldErrors {
  const parsed = applicationRequestSchema.safeParse(toRequest(draft, locale));
  return parsed.success ? {} : fieldErrorsFromIssues(parsed.error.issues);
}
