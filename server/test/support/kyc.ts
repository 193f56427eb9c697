import { kycPaths } from '@vela/contracts/kyc';
import type { FastifyInstance } from 'fastify';
import { SAME_ORIGIN } from './app.ts';

/** Personal details that pass level 1 under the default restricted-country list. */
export const levelOneDetails = { legalName: 'Ada Lovelace', dateOfBirth: '1990-12-10', country: 'FR' } as const;

/**
 * Completes identity verification level 1 through the real endpoint, as the verification page
 * does. Futures orders that may open a position need it (http/futures/futures-trading.ts), so every test
 * that trades futures over HTTP calls this after signing up.
 */
export async function completeKycLevelOne(app: FastifyInstance, cookie: string): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url: kycPaths.levelOne,
    headers: { origin: SAME_ORIGIN, cookie },
    payload: levelOneDetails,
  });
  if (response.statusCode !== 200) throw new Error(`KYC level 1 failed: ${response.statusCode} ${response.body}`);
}

/** A multipart/form-data body as a browser's FormData sends it, for `app.inject`. */
export async function multipartBody(
  fields: Record<string, string | { bytes: Uint8Array; name: string; type: string }>,
): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([value.bytes], { type: value.type }), value.name);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const contentType = request.headers.get('content-type');
  if (!contentType) throw new Error('FormData gave no content type');
  return { payload: Buffer.from(await request.arrayBuffer()), contentType };
}
