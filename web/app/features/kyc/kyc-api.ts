import { type KycStatusResponse, kycPaths, kycStatusResponseSchema, type LevelOneRequest } from '@vela/contracts/kyc';
import { FetchError } from 'ofetch';
import { browserApi } from '../../lib/api/browser-api.ts';
import { isNetworkFailure } from '../../lib/http/request.ts';
import { type KycProblem, kycProblemOf, networkProblem } from './kyc-problems.ts';

export type KycAnswer = { ok: true; status: KycStatusResponse } | { ok: false; problem: KycProblem };

function failed(error: unknown): KycAnswer {
  if (isNetworkFailure(error)) return { ok: false, problem: networkProblem };
  if (error instanceof FetchError && error.response) {
    return {
      ok: false,
      problem: kycProblemOf(error.response.status, error.data, error.response.headers.get('retry-after')),
    };
  }
  return { ok: false, problem: { key: 'verification.errors.unknown' } };
}

export async function fetchKycStatus(): Promise<KycAnswer> {
  try {
    const answer = await browserApi().get(kycPaths.status);
    if (isNetworkFailure(answer)) return failed(answer);
    return { ok: true, status: kycStatusResponseSchema.parse(answer) };
  } catch (error) {
    return failed(error);
  }
}

export async function sendLevelOne(input: LevelOneRequest): Promise<KycAnswer> {
  try {
    const answer = await browserApi().post(kycPaths.levelOne, input);
    if (isNetworkFailure(answer)) return failed(answer);
    return { ok: true, status: kycStatusResponseSchema.parse(answer) };
  } catch (error) {
    return failed(error);
  }
}

/**
 * Level 2 goes as multipart/form-data, which the JSON request helper does not send: a plain
 * same-origin fetch (the browser adds the Origin header the CSRF rule checks, and the cookie).
 */
export async function sendLevelTwo(spotBaseUrl: string, form: FormData): Promise<KycAnswer> {
  let response: Response;
  try {
    response = await fetch(`${spotBaseUrl}${kycPaths.levelTwo}`, {
      method: 'POST',
      body: form,
      credentials: 'include',
      headers: { accept: 'application/json' },
    });
  } catch {
    return { ok: false, problem: networkProblem };
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    return { ok: false, problem: kycProblemOf(response.status, body, response.headers.get('retry-after')) };
  }
  const parsed = kycStatusResponseSchema.safeParse(body);
  return parsed.success
    ? { ok: true, status: parsed.data }
    : { ok: false, problem: { key: 'verification.errors.unknown' } };
}
