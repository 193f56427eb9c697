import { FetchError } from 'ofetch';
import { describe, expect, it } from 'vitest';
import { asErrorCode, errorMessageValues, fieldErrorsFromIssues, problemFromFailure } from './field-errors.ts';

function refusal(status: number, body: unknown, headers: Record<string, string> = {}): FetchError {
  const error = new FetchError(`status ${status}`);
  Object.assign(error, { response: new Response(JSON.stringify(body), { status, headers }), data: body });
  return error;
}

describe('fieldErrorsFromIssues', () => {
  it('keeps the first code per field path, like the server', () => {
    expect(
      fieldErrorsFromIssues([
        { path: ['name'], message: 'required' },
        { path: ['name'], message: 'name-length' },
        { path: ['channels', 1, 'handle'], message: 'handle-characters' },
        { path: [], message: 'nonsense' },
      ]),
    ).toEqual({ name: 'required', 'channels.1.handle': 'handle-characters', _: 'invalid' });
  });

  it('reads any code it does not know as "invalid"', () => {
    expect(asErrorCode('plan-length')).toBe('plan-length');
    expect(asErrorCode('too big')).toBe('invalid');
    expect(asErrorCode(undefined)).toBe('invalid');
  });
});

describe('problemFromFailure', () => {
  it('maps the field codes of a 400 to their fields', () => {
    const problem = problemFromFailure(
      refusal(400, { code: 400, fields: { email: 'email-invalid', 'channels.0.handle': 'what', _: 'x' } }),
    );
    expect(problem).toEqual({ fields: { email: 'email-invalid', 'channels.0.handle': 'invalid' } });
  });

  it('puts a duplicate address (409) on the e-mail field', () => {
    expect(problemFromFailure(refusal(409, { code: 409, fields: { email: 'already-applied' } }))).toEqual({
      fields: { email: 'already-applied' },
    });
  });

  it('turns the rate limit, the network and anything else into one message for the form', () => {
    expect(problemFromFailure(refusal(429, { code: 429 }, { 'retry-after': '125' }))).toEqual({
      form: { key: 'affiliate.errors.tooMany', values: { minutes: 3 } },
    });
    expect(problemFromFailure({ code: 500, data: {}, err: 'fetch failed' })).toEqual({
      form: { key: 'affiliate.errors.network' },
    });
    expect(problemFromFailure(refusal(403, { code: 403 }))).toEqual({ form: { key: 'affiliate.errors.unknown' } });
    expect(problemFromFailure(refusal(400, { code: 400 }))).toEqual({ form: { key: 'affiliate.errors.unknown' } });
    expect(problemFromFailure(new Error('boom'))).toEqual({ form: { key: 'affiliate.errors.unknown' } });
  });
});

describe('errorMessageValues', () => {
  it('formats the limits the messages quote for the locale', () => {
    expect(errorMessageValues('en-US').followersMax).toBe('1,000,000,000');
    expect(errorMessageValues('de-DE').planMax).toBe('2.000');
  });
});
