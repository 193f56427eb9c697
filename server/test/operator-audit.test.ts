import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { affiliatePaths } from '@vela/contracts/affiliate';
import { contentPaths, operatorItemResponseSchema } from '@vela/contracts/content';
import { earnOperatorPaths } from '@vela/contracts/earn';
import { kycPaths } from '@vela/contracts/kyc';
import {
  type OperatorAuditEntry,
  type OperatorAuditTargetType,
  operatorAuditPageSchema,
  operatorAuditPaths,
} from '@vela/contracts/operator-audit';
import { tasksPaths } from '@vela/contracts/tasks';
import { count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { FileDocumentStore } from '../src/accounts/document-store.ts';
import { contentItems, earnProducts, kycApplications, operatorAuditLog } from '../src/db/schema.ts';
import { operatorTokenId } from '../src/http/operator/operator-auth.ts';
import { auditedChange } from '../src/operator-audit/audit-log.ts';
import { applyForAffiliate } from './support/affiliate.ts';
import { buildTestApp, signUp } from './support/app.ts';
import { testDatabases } from './support/database-suite.ts';
import { operatorRequests } from './support/operator.ts';

const TOKEN = 'operator-token-for-audit-tests-0123456789';
const OPERATOR_ADDRESS = '10.77.0.9';
const OPERATOR_AGENT = 'audit-test/1.0';

const contentKinds = [
  {
    target: 'announcement',
    base: contentPaths.operatorAnnouncements,
    create: {
      eventClass: 'maintenance',
      translations: { en_US: { title: 'Maintenance', summary: 'Ten minutes.', body: 'Sunday.' } },
    },
  },
  {
    target: 'course',
    base: contentPaths.operatorCourses,
    create: {
      track: 'web3',
      level: 'advanced',
      readingMinutes: 7,
      translations: { en_US: { title: 'Bridges', summary: 'Moving coins between chains.', body: 'Body.' } },
    },
  },
  {
    target: 'help-article',
    base: contentPaths.operatorHelpArticles,
    create: {
      slug: 'audit-deposits',
      tags: ['fees'],
      translations: { en_US: { title: 'Demo deposits', summary: 'Adding test funds.', body: 'Use the wallet.' } },
    },
  },
] as const;

const flexibleProduct = (id: string) => ({
  id,
  type: 'flexible',
  asset: 'USDT',
  minAmount: '1',
  tiers: [{ upTo: null, apr: '0.1' }],
  earlyRedemption: true,
});

for (const onDatabase of testDatabases) {
  onDatabase.describe('operator audit log', ({ driver, database }) => {
    let app: FastifyInstance;
    let dataDir: string;

    beforeAll(async () => {
      dataDir = await mkdtemp(join(tmpdir(), 'vela-operator-audit-'));
      app = await buildTestApp(database, { OPERATOR_TOKEN: TOKEN, DATA_DIR: dataDir });
    });
    afterAll(async () => {
      await app?.close();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    });

    const operator = operatorRequests(() => app, TOKEN, {
      userAgent: OPERATOR_AGENT,
      remoteAddress: OPERATOR_ADDRESS,
    });

    async function readLog(query: Record<string, string> = {}) {
      const response = await operator('GET', `${operatorAuditPaths.log}?${new URLSearchParams(query)}`);
      expect(response.statusCode, response.body).toBe(200);
      return operatorAuditPageSchema.parse(response.json());
    }

    /** The target's entries, oldest first. */
    async function entriesOf(targetType: OperatorAuditTargetType, targetId: string | number) {
      const page = await readLog({ targetType, targetId: String(targetId), limit: '200' });
      return page.entries.reverse();
    }

    async function totalEntries(): Promise<number> {
      const [row] = await database.db.select({ value: count() }).from(operatorAuditLog);
      return row?.value ?? 0;
    }

    /** Entries written while `run` ran: `run` must leave the log as it was. */
    async function expectNoEntry(run: () => Promise<unknown>) {
      const before = await totalEntries();
      await run();
      expect(await totalEntries()).toBe(before);
    }

    /** Runs `run` while a trigger makes every insert into the log fail. */
    async function whileTheLogRefusesEntries(run: () => Promise<void>) {
      const { db } = database;
      await db.execute(sql`create function refuse_audit_entry() returns trigger language plpgsql as $$
        begin raise exception 'audit log unavailable (test)'; end $$`);
      await db.execute(sql`create trigger refuse_audit_entry before insert on operator_audit_log
        for each row execute function refuse_audit_entry()`);
      try {
        await run();
      } finally {
        await db.execute(sql`drop trigger refuse_audit_entry on operator_audit_log`);
        await db.execute(sql`drop function refuse_audit_entry()`);
      }
    }

    const expectActor = (entry: OperatorAuditEntry | undefined) =>
      expect(entry?.operator).toEqual({
        tokenId: operatorTokenId(TOKEN),
        address: OPERATOR_ADDRESS,
        userAgent: OPERATOR_AGENT,
        requestId: expect.any(String),
      });

    for (const kind of contentKinds) {
      it(`records each ${kind.target} action once, with its rows before and after`, async () => {
        const created = await operator('POST', kind.base, kind.create);
        expect(created.statusCode, created.body).toBe(201);
        const { item } = operatorItemResponseSchema.parse(created.json());
        const updated = await operator('PATCH', `${kind.base}/${item.id}`, {
          translations: { en_US: { title: 'Renamed', summary: 'New summary.', body: 'New body.' } },
        });
        expect(updated.statusCode, updated.body).toBe(200);
        expect((await operator('POST', `${kind.base}/${item.id}/publish`)).statusCode).toBe(200);
        // Publishing what is published changes nothing, so it is no action to record.
        await expectNoEntry(async () => {
          expect((await operator('POST', `${kind.base}/${item.id}/publish`)).statusCode).toBe(200);
        });
        expect((await operator('POST', `${kind.base}/${item.id}/unpublish`)).statusCode).toBe(200);

        const entries = await entriesOf(kind.target, item.id);
        expect(entries.map((entry) => entry.action)).toEqual(
          ['create', 'update', 'publish', 'unpublish'].map((verb) => `${kind.target}.${verb}`),
        );
        for (const entry of entries) expectActor(entry);
        const [create, update, publish, unpublish] = entries;
        expect(create?.before).toBeNull();
        expect(create?.after).toMatchObject({
          content_items: { id: item.id, kind: item.kind, status: 'draft' },
          content_translations: [{ locale: 'en_US', title: kind.create.translations.en_US.title }],
        });
        expect(update?.before).toEqual(create?.after);
        expect(update?.after).toMatchObject({ content_translations: [{ locale: 'en_US', title: 'Renamed' }] });
        expect(publish?.before).toMatchObject({ content_items: { status: 'draft' } });
        expect(publish?.after).toMatchObject({ content_items: { status: 'published' } });
        expect(unpublish?.before).toMatchObject({ content_items: { status: 'published' } });
        expect(unpublish?.after).toMatchObject({ content_items: { status: 'draft' } });
      });
    }

    it('records affiliate approvals and rejections', async () => {
      const approved = await applyForAffiliate(app, 'Tanaka');
      const rejected = await applyForAffiliate(app, 'Tanaka');
      const approve = await operator('POST', affiliatePaths.operatorApplicationStatus(approved), {
        status: 'approved',
        note: 'Large audience.',
      });
      expect(approve.statusCode, approve.body).toBe(200);
      expect(
        (await operator('POST', affiliatePaths.operatorApplicationStatus(rejected), { status: 'rejected' })).statusCode,
      ).toBe(200);

      const [approval] = await entriesOf('affiliate-application', approved);
      expect(approval).toMatchObject({
        action: 'affiliate-application.approve',
        before: { affiliate_applications: { id: approved, status: 'received', reviewNote: null } },
        after: { affiliate_applications: { id: approved, status: 'approved', reviewNote: 'Large audience.' } },
      });
      expectActor(approval);
      const rejection = await entriesOf('affiliate-application', rejected);
      expect(rejection.map((entry) => entry.action)).toEqual(['affiliate-application.reject']);
    });

    /** A pending level-2 application, stored as the level-2 upload leaves it (the images are not needed here). */
    async function pendingKycApplication(): Promise<{ id: string; userId: string }> {
      const { user } = await signUp(app);
      const [row] = await database.db
        .insert(kycApplications)
        .values({
          userId: user.id,
          level: 2,
          status: 'pending',
          documentType: 'passport',
          files: { front: `kyc/${user.id}/front-secret-key.jpg`, selfie: `kyc/${user.id}/selfie-secret-key.jpg` },
        })
        .returning({ id: kycApplications.id });
      if (!row) throw new Error('no KYC application stored');
      return { id: row.id, userId: user.id };
    }

    it('records KYC reviews with the user’s level, and never a document’s key', async () => {
      const approved = await pendingKycApplication();
      const rejected = await pendingKycApplication();
      const review = (id: string, decision: unknown) =>
        operator('POST', kycPaths.operatorApplicationReview(id), decision);
      expect((await review(approved.id, { decision: 'approve' })).statusCode).toBe(200);
      expect((await review(rejected.id, { decision: 'reject', reason: 'The photo is blurred.' })).statusCode).toBe(200);

      const [approval] = await entriesOf('kyc-application', approved.id);
      expect(approval).toMatchObject({
        action: 'kyc-application.approve',
        before: {
          kyc_applications: { status: 'pending', files: { front: '[redacted]', selfie: '[redacted]' } },
          users: { id: approved.userId, kycLevel: 0, kycVerified: false },
        },
        after: {
          kyc_applications: { status: 'approved', files: { front: '[redacted]', selfie: '[redacted]' } },
          users: { id: approved.userId, kycLevel: 2, kycVerified: true },
        },
      });
      expectActor(approval);
      const [rejection] = await entriesOf('kyc-application', rejected.id);
      expect(rejection).toMatchObject({
        action: 'kyc-application.reject',
        after: { kyc_applications: { status: 'rejected', rejectReason: 'The photo is blurred.' } },
      });
      const stored = JSON.stringify(await readLog({ targetType: 'kyc-application' }));
      expect(stored).not.toContain('secret-key');
      expect(stored).not.toContain('passwordHash');
    });

    it('records each view of a KYC document image before sending it, and none for a missing one', async () => {
      const { user } = await signUp(app);
      const store = new FileDocumentStore(dataDir);
      const image = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from('front-image-bytes')]);
      const [row] = await database.db
        .insert(kycApplications)
        .values({ userId: user.id, level: 2, status: 'pending', documentType: 'passport', files: {} })
        .returning({ id: kycApplications.id });
      if (!row) throw new Error('no KYC application stored');
      const frontKey = `${user.id}/${row.id}/front.jpg`;
      await store.put(frontKey, image);
      // `selfie` names a key with nothing behind it: 404, like an unknown application or file.
      await database.db
        .update(kycApplications)
        .set({ files: { front: frontKey, selfie: `${user.id}/${row.id}/selfie.jpg` } })
        .where(eq(kycApplications.id, row.id));

      const viewed = await operator('GET', kycPaths.operatorApplicationFile(row.id, 'front'));
      expect(viewed.statusCode, viewed.body).toBe(200);
      expect(viewed.rawPayload.equals(image)).toBe(true);
      const [entry, ...others] = await entriesOf('kyc-application', row.id);
      expect(others).toEqual([]);
      expect(entry).toMatchObject({
        action: 'kyc-application.view-document',
        targetType: 'kyc-application',
        targetId: row.id,
        before: null,
        after: { kyc_document: { file: 'front' } },
      });
      expectActor(entry);
      expect(JSON.stringify(entry)).not.toContain(frontKey);
      expect(JSON.stringify(entry)).not.toContain('front-image-bytes');
      const views = await readLog({ action: 'kyc-application.view-document', targetId: row.id });
      expect(views.entries.map((found) => found.id)).toEqual([entry?.id]);

      for (const url of [
        kycPaths.operatorApplicationFile(row.id, 'selfie'),
        kycPaths.operatorApplicationFile(row.id, 'back'),
        kycPaths.operatorApplicationFile('00000000-0000-4000-8000-000000000000', 'front'),
      ]) {
        await expectNoEntry(async () => expect((await operator('GET', url)).statusCode, url).toBe(404));
      }

      // The log refuses the entry: the image is not sent.
      await whileTheLogRefusesEntries(() =>
        expectNoEntry(async () => {
          const refused = await operator('GET', kycPaths.operatorApplicationFile(row.id, 'front'));
          expect(refused.statusCode).toBe(500);
          expect(refused.body).not.toContain('front-image-bytes');
        }),
      );
    });

    it('records earn product creation and each status change', async () => {
      const id = `audit-${driver}`;
      const created = await operator('POST', earnOperatorPaths.products, {
        id,
        type: 'fixed',
        asset: 'USDT',
        names: { en_US: 'Audit 14 days' },
        tiers: [{ upTo: null, apr: '0.04' }],
        termDays: 14,
        minAmount: '5',
      });
      expect(created.statusCode, created.body).toBe(201);
      for (const action of ['pause', 'resume', 'close'] as const) {
        const response = await operator('POST', earnOperatorPaths[action](id));
        expect(response.statusCode, response.body).toBe(200);
      }
      const entries = await entriesOf('earn-product', id);
      expect(entries.map((entry) => [entry.action, entry.before?.earn_products, entry.after?.earn_products])).toEqual([
        [
          'earn-product.create',
          undefined,
          expect.objectContaining({ id, status: 'open', minAmount: expect.any(String) }),
        ],
        [
          'earn-product.pause',
          expect.objectContaining({ status: 'open' }),
          expect.objectContaining({ status: 'paused' }),
        ],
        [
          'earn-product.resume',
          expect.objectContaining({ status: 'paused' }),
          expect.objectContaining({ status: 'open' }),
        ],
        [
          'earn-product.close',
          expect.objectContaining({ status: 'open' }),
          expect.objectContaining({ status: 'closed' }),
        ],
      ]);
      expect(entries[0]?.before).toBeNull();
    });

    it('records task definitions and ends', async () => {
      const id = `audit-task-${driver}`;
      const defined = await operator('POST', tasksPaths.operatorTasks, {
        id,
        kind: 'sign-up',
        reward: { kind: 'bonus', amount: '1', asset: 'USDT' },
      });
      expect(defined.statusCode, defined.body).toBe(201);
      expect((await operator('POST', tasksPaths.operatorEnd(id))).statusCode).toBe(200);
      const [define, end] = await entriesOf('task', id);
      expect(define).toMatchObject({
        action: 'task.define',
        before: null,
        after: { reward_tasks: { id, kind: 'sign-up', rewardAmount: expect.any(String), endedAt: null } },
      });
      expect(end).toMatchObject({
        action: 'task.end',
        before: { reward_tasks: { id, endedAt: null } },
        after: { reward_tasks: { id, endedAt: expect.any(String) } },
      });
    });

    it('writes no entry for a refused action', async () => {
      const help = contentKinds[2];
      const { item } = operatorItemResponseSchema.parse(
        (await operator('POST', help.base, { ...help.create, slug: `refusals-${driver}` })).json(),
      );
      const product = `refused-${driver}`;
      await operator('POST', earnOperatorPaths.products, flexibleProduct(product));
      await operator('POST', earnOperatorPaths.close(product));
      const task = `refused-task-${driver}`;
      await operator('POST', tasksPaths.operatorTasks, {
        id: task,
        kind: 'sign-up',
        reward: { kind: 'bonus', amount: '1', asset: 'USDT' },
      });
      const decided = await pendingKycApplication();
      await operator('POST', kycPaths.operatorApplicationReview(decided.id), { decision: 'approve' });
      const unknownUuid = '00000000-0000-4000-8000-000000000000';

      const refusals: [InjectOptions['method'], string, unknown, number][] = [
        ['POST', contentPaths.operatorAnnouncements, { translations: {} }, 400],
        ['POST', help.base, { ...help.create, slug: `refusals-${driver}` }, 409],
        ['PATCH', `${help.base}/${item.id}`, { slug: 'Not A Slug' }, 400],
        ['PATCH', `${contentPaths.operatorCourses}/${item.id}`, { readingMinutes: 3 }, 404],
        ['POST', `${contentPaths.operatorAnnouncements}/999999/publish`, undefined, 404],
        ['POST', affiliatePaths.operatorApplicationStatus(unknownUuid), { status: 'approved' }, 404],
        ['POST', affiliatePaths.operatorApplicationStatus(unknownUuid), { status: 'received' }, 400],
        ['POST', kycPaths.operatorApplicationReview(decided.id), { decision: 'reject', reason: 'Late.' }, 409],
        ['POST', kycPaths.operatorApplicationReview(unknownUuid), { decision: 'approve' }, 404],
        ['POST', earnOperatorPaths.products, { id: product, type: 'flexible', asset: 'USDT', minAmount: '1' }, 400],
        ['POST', earnOperatorPaths.products, flexibleProduct(product), 409],
        ['POST', earnOperatorPaths.resume(product), undefined, 409],
        ['POST', earnOperatorPaths.pause('no-such-product'), undefined, 404],
        [
          'POST',
          tasksPaths.operatorTasks,
          { id: task, kind: 'sign-up', reward: { kind: 'bonus', amount: '1', asset: 'USDT' } },
          409,
        ],
        ['POST', tasksPaths.operatorTasks, { id: 'Bad Id', kind: 'sign-up' }, 400],
        ['POST', tasksPaths.operatorEnd('no-such-task'), undefined, 404],
      ];
      for (const [method, url, payload, status] of refusals) {
        await expectNoEntry(async () => {
          const response = await operator(method, url, payload);
          expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(status);
        });
      }
    });

    it('undoes the change when its entry cannot be written, and writes no entry when the change fails', async () => {
      const { item } = operatorItemResponseSchema.parse(
        (await operator('POST', contentPaths.operatorAnnouncements, contentKinds[0].create)).json(),
      );
      const product = `undone-${driver}`;
      await operator('POST', earnOperatorPaths.products, flexibleProduct(product));
      const { db } = database;
      // A failure after the change, inside its transaction: the log refuses every insert.
      await whileTheLogRefusesEntries(() =>
        expectNoEntry(async () => {
          expect((await operator('POST', `${contentPaths.operatorAnnouncements}/${item.id}/publish`)).statusCode).toBe(
            500,
          );
          expect((await operator('POST', earnOperatorPaths.pause(product))).statusCode).toBe(500);
        }),
      );
      const [announcement] = await db.select().from(contentItems).where(eq(contentItems.id, item.id));
      expect(announcement?.status).toBe('draft');
      const [stillOpen] = await db.select().from(earnProducts).where(eq(earnProducts.id, product));
      expect(stillOpen?.status).toBe('open');

      // The other way round: a change that fails after writing leaves neither its rows nor an entry.
      const actor = { tokenId: 'test', address: '127.0.0.1', userAgent: null, requestId: null };
      await expectNoEntry(async () => {
        await expect(
          auditedChange(db, actor, {
            action: 'earn-product.pause',
            targetType: 'earn-product',
            targetId: product,
            change: async (tx) => {
              await tx.update(earnProducts).set({ status: 'paused' }).where(eq(earnProducts.id, product));
              throw new Error('failed after the change');
            },
            changed: () => product,
          }),
        ).rejects.toThrow('failed after the change');
      });
      const [unchanged] = await db.select().from(earnProducts).where(eq(earnProducts.id, product));
      expect(unchanged?.status).toBe('open');
    });

    it('filters and pages the log, newest first, for operators only', async () => {
      const all = await readLog({ limit: '200' });
      expect(all.entries.length).toBeGreaterThan(10);
      const ids = all.entries.map((entry) => Number(entry.id));
      expect(ids).toEqual([...ids].sort((a, b) => b - a));

      const paged: string[] = [];
      let cursor: string | null = null;
      do {
        const page: Awaited<ReturnType<typeof readLog>> = await readLog({ limit: '3', ...(cursor ? { cursor } : {}) });
        expect(page.entries.length).toBeLessThanOrEqual(3);
        paged.push(...page.entries.map((entry) => entry.id));
        cursor = page.nextCursor;
      } while (cursor);
      expect(paged).toEqual(all.entries.map((entry) => entry.id));

      const publishes = await readLog({ action: 'announcement.publish' });
      expect(publishes.entries.length).toBeGreaterThan(0);
      expect(publishes.entries.every((entry) => entry.action === 'announcement.publish')).toBe(true);
      const tasks = await readLog({ targetType: 'task' });
      expect(tasks.entries.every((entry) => entry.targetType === 'task')).toBe(true);

      const newest = all.entries[0];
      const oldest = all.entries.at(-1);
      if (!newest || !oldest) throw new Error('empty log');
      expect((await readLog({ from: newest.at, limit: '200' })).entries.map((entry) => entry.id)).toEqual(
        all.entries.filter((entry) => entry.at >= newest.at).map((entry) => entry.id),
      );
      expect((await readLog({ to: oldest.at, limit: '200' })).entries.every((entry) => entry.at <= oldest.at)).toBe(
        true,
      );
      expect((await readLog({ from: '2999-01-01T00:00:00Z' })).entries).toEqual([]);
      expect((await readLog({ to: '2000-01-01T00:00:00Z' })).entries).toEqual([]);

      for (const query of ['limit=0', 'limit=201', 'action=drop-table', 'from=yesterday', 'cursor=abc']) {
        const response = await operator('GET', `${operatorAuditPaths.log}?${query}`);
        expect(response.statusCode, query).toBe(400);
      }

      const user = await signUp(app);
      for (const headers of [{}, { authorization: 'Bearer wrong-token-0123456789' }, { cookie: user.cookie }]) {
        const response = await app.inject({ method: 'GET', url: operatorAuditPaths.log, headers });
        expect(response.statusCode).toBe(401);
      }
      const closed = await buildTestApp(database);
      try {
        const response = await operatorRequests(() => closed, TOKEN)('GET', operatorAuditPaths.log);
        expect(response.statusCode).toBe(404);
      } finally {
        await closed.close();
      }
    });
  });
}
