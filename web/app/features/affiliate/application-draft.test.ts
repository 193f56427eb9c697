import { applicationRequestSchema } from '@vela/contracts/affiliate';
import { describe, expect, it } from 'vitest';
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

function goodDraft(): ApplicationDraft {
  const draft = updateChannel(newDraft({ email: 'Mai@Example.com', languages: ['vi'] }), 0, {
    platform: 'youtube',
    handle: 'mai_trades',
    followers: '125000',
  });
  return {
    ...draft,
    name: 'Mai Nguyễn',
    country: 'VN',
    plan: 'Weekly market reviews with a Vela walkthrough.',
    consent: true,
  };
}

describe('checkDraft', () => {
  it('accepts a complete draft, and the request it makes parses on the server side too', () => {
    const draft = goodDraft();
    expect(checkDraft(draft, 'vi_VN')).toEqual({});
    const parsed = applicationRequestSchema.parse(toRequest(draft, 'vi_VN'));
    expect(parsed.email).toBe('mai@example.com');
    expect(parsed.channels).toEqual([{ platform: 'youtube', handle: 'mai_trades', followers: 125_000 }]);
  });

  it('gives every empty field the code "required" and names the choices that are missing', () => {
    expect(checkDraft(newDraft(), 'en_US')).toEqual({
      name: 'required',
      email: 'required',
      country: 'required',
      languages: 'languages-count',
      'channels.0.platform': 'required',
      'channels.0.handle': 'required',
      'channels.0.followers': 'required',
      plan: 'required',
      consent: 'consent-required',
    });
  });

  it('applies the length and character rules of each field', () => {
    const draft = goodDraft();
    expect(checkDraft({ ...draft, name: 'M' }, 'en_US')).toEqual({ name: 'name-length' });
    expect(checkDraft({ ...draft, name: 'x'.repeat(61) }, 'en_US')).toEqual({ name: 'name-length' });
    expect(checkDraft({ ...draft, email: 'mai@' }, 'en_US')).toEqual({ email: 'email-invalid' });
    expect(checkDraft({ ...draft, plan: 'Short plan.' }, 'en_US')).toEqual({ plan: 'plan-length' });
    expect(checkDraft({ ...draft, plan: `${' '.repeat(30)}Too short ` }, 'en_US')).toEqual({ plan: 'plan-length' });
    const tooMany = updateChannel(draft, 0, { followers: '1000000001' });
    expect(checkDraft(tooMany, 'en_US')).toEqual({ 'channels.0.followers': 'followers-range' });
    const zero = updateChannel(draft, 0, { followers: '0' });
    expect(checkDraft(zero, 'en_US')).toEqual({});
  });

  it('limits languages and channels to five and spots a channel given twice', () => {
    let draft = goodDraft();
    for (const language of ['en', 'ja', 'ko', 'zh', 'fr'] as const) draft = toggleLanguage(draft, language);
    expect(draft.languages).toHaveLength(6);
    expect(checkDraft(draft, 'en_US')).toEqual({ languages: 'languages-count' });

    let channels = goodDraft();
    channels = updateChannel(addChannel(channels), 1, { platform: 'youtube', handle: 'MAI_TRADES', followers: '1' });
    expect(checkDraft(channels, 'en_US')).toEqual({ 'channels.1.handle': 'channel-duplicate' });
    for (let row = 0; row < 5; row++) channels = addChannel(channels);
    expect(channels.channels).toHaveLength(7);
    expect(checkDraft(channels, 'en_US').channels).toBe('channels-count');
  });
});

describe('channel rows', () => {
  it('keep their keys when rows around them are added and removed', () => {
    let draft = addChannel(addChannel(newDraft()));
    expect(draft.channels.map((channel) => channel.key)).toEqual([0, 1, 2]);
    draft = removeChannel(draft, 1);
    draft = addChannel(draft);
    expect(draft.channels.map((channel) => channel.key)).toEqual([0, 2, 3]);
    draft = updateChannel(draft, 2, { handle: 'kept' });
    expect(draft.channels[1]?.handle).toBe('kept');
  });

  it('toggle languages on and off in the order chosen', () => {
    let draft = toggleLanguage(toggleLanguage(newDraft(), 'ja'), 'en');
    expect(draft.languages).toEqual(['ja', 'en']);
    draft = toggleLanguage(draft, 'ja');
    expect(draft.languages).toEqual(['en']);
  });
});
