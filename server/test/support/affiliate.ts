import { affiliatePaths, applicationResponseSchema } from '@vela/contracts/affiliate';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { SAME_ORIGIN, uniqueAddress, uniqueEmail } from './app.ts';

/** Submits an affiliate application from `name` (a fresh address and e-mail each time); its id. */
export async function applyForAffiliate(app: FastifyInstance, name: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: affiliatePaths.applications,
    headers: { origin: SAME_ORIGIN },
    remoteAddress: uniqueAddress(),
    payload: {
      name,
      email: uniqueEmail('affiliate'),
      country: 'JP',
      languages: ['ja'],
      channels: [{ platform: 'x', handle: 'crypto_tanaka', followers: 52_000 }],
      plan: '毎週の相場解説スレッドでVelaの使い方を紹介します。',
      consent: true,
      locale: 'ja_JP',
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return applicationResponseSchema.parse(response.json()).application.id;
}
