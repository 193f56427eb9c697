import {
  affiliatePaths,
  type OperatorApplication,
  operatorApplicationListSchema,
  operatorApplicationResponseSchema,
} from '@vela/contracts/affiliate';
import { apiErrorSchema } from '@vela/contracts/errors';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { applyForAffiliate } from './support/affiliate.ts';
import { buildTestApp } from './support/app.ts';
import { testDatabases } from './support/database-suite.ts';
import { operatorRequests } from './support/operator.ts';

const TOKEN = 'operator-token-for-affiliate-review-0123';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

for (const onDatabase of testDatabases) {
  onDatabase.describe(
    'operator affiliate API',
    ({ database }) => {
      let app: FastifyInstance;
      const call = (options: InjectOptions) => app.inject(options);
      const operator = operatorRequests(() => app, TOKEN);

      const applyAs = (name: string) => applyForAffiliate(app, name);
      const read = async (id: string): Promise<OperatorApplication> =>
        operatorApplicationResponseSchema.parse((await operator('GET', affiliatePaths.operatorApplication(id))).json())
          .application;
      const review = (id: string, payload: unknown) =>
        operator('POST', affiliatePaths.operatorApplicationStatus(id), payload);

      beforeAll(async () => {
        app = await buildTestApp(database, { OPERATOR_TOKEN: TOKEN });
      });
      afterAll(async () => {
        await app?.close();
      });

      it('does not exist without OPERATOR_TOKEN (404), and refuses a missing or wrong token (401)', async () => {
        const id = await applyAs('Tanaka Hiroshi');
        const closed = await buildTestApp(database);
        const toClosed = operatorRequests(() => closed, TOKEN);
        try {
          expect((await toClosed('GET', affiliatePaths.operatorApplications)).statusCode).toBe(404);
          const decision = await toClosed('POST', affiliatePaths.operatorApplicationStatus(id), { status: 'approved' });
          expect(decision.statusCode).toBe(404);
        } finally {
          await closed.close();
        }
        for (const headers of [{}, { authorization: 'Bearer wrong-token' }, { authorization: TOKEN }]) {
          for (const request of [
            { method: 'GET', url: affiliatePaths.operatorApplications },
            { method: 'GET', url: affiliatePaths.operatorApplication(id) },
            { method: 'POST', url: affiliatePaths.operatorApplicationStatus(id), payload: { status: 'approved' } },
          ] as InjectOptions[]) {
            const response = await call({ ...request, headers });
            expect(response.statusCode, `${request.method} ${request.url}`).toBe(401);
            expect(response.headers['www-authenticate']).toContain('Bearer');
          }
        }
        expect((await read(id)).status).toBe('received');
      });

      it('lists newest first, filters by status and pages', async () => {
        const ids = [
          await applyAs('First Applicant'),
          await applyAs('Second Applicant'),
          await applyAs('Third Applicant'),
        ];
        const firstPage = operatorApplicationListSchema.parse(
          (await operator('GET', `${affiliatePaths.operatorApplications}?pageSize=2`)).json(),
        );
        expect(firstPage.pageSize).toBe(2);
        expect(firstPage.items.map((item) => item.id)).toEqual([ids[2], ids[1]]);
        const secondPage = operatorApplicationListSchema.parse(
          (await operator('GET', `${affiliatePaths.operatorApplications}?pageSize=2&page=2`)).json(),
        );
        expect(secondPage.items[0]?.id).toBe(ids[0]);
        expect(secondPage.total).toBe(firstPage.total);

        expect((await review(ids[1] as string, { status: 'approved' })).statusCode).toBe(200);
        const approved = operatorApplicationListSchema.parse(
          (await operator('GET', `${affiliatePaths.operatorApplications}?status=approved`)).json(),
        );
        expect(approved.items.map((item) => item.id)).toEqual([ids[1]]);
        expect(approved.total).toBe(1);
      });

      it('approves and rejects, either way round, with an optional note; never back to received', async () => {
        const id = await applyAs('Suzuki Aiko');
        const approved = await review(id, { status: 'approved', note: '  Strong Japanese audience.  ' });
        expect(approved.statusCode).toBe(200);
        const afterApproval = operatorApplicationResponseSchema.parse(approved.json()).application;
        expect(afterApproval).toMatchObject({ status: 'approved', reviewNote: 'Strong Japanese audience.' });
        expect(Date.parse(afterApproval.updatedAt)).toBeGreaterThanOrEqual(Date.parse(afterApproval.createdAt));

        const rejected = await review(id, { status: 'rejected' });
        expect(operatorApplicationResponseSchema.parse(rejected.json()).application).toMatchObject({
          status: 'rejected',
          reviewNote: null,
        });
        const reapproved = await review(id, { status: 'approved', note: 'Second look: fine.' });
        expect(operatorApplicationResponseSchema.parse(reapproved.json()).application.status).toBe('approved');

        const back = await review(id, { status: 'received' });
        expect(back.statusCode).toBe(400);
        expect((await read(id)).status).toBe('approved');
      });

      it('refuses bad input with 400 and an unknown id with 404, changing nothing', async () => {
        const id = await applyAs('Sato Ken');
        const before = await read(id);
        for (const payload of [
          {},
          { status: 'maybe' },
          { status: 'approved', note: 'x'.repeat(1001) },
          { status: 'approved', note: 42 },
          { status: 'approved', surprise: true },
          'approved',
        ]) {
          const response = await review(id, payload);
          expect(response.statusCode, JSON.stringify(payload)).toBe(400);
          expect(apiErrorSchema.parse(response.json()).code).toBe(400);
        }
        expect(await read(id)).toEqual(before);

        for (const query of ['status=pending', 'page=0', 'pageSize=1000', 'page=abc']) {
          const response = await operator('GET', `${affiliatePaths.operatorApplications}?${query}`);
          expect(response.statusCode, query).toBe(400);
        }

        for (const unknown of [UNKNOWN_ID, 'not-a-uuid', '42']) {
          const got = await operator('GET', affiliatePaths.operatorApplication(unknown));
          expect(got.statusCode, unknown).toBe(404);
          const decided = await review(unknown, { status: 'approved' });
          expect(decided.statusCode, unknown).toBe(404);
        }
        expect(await read(id)).toEqual(before);
      });
    },
    { migrate: true },
  );
}
