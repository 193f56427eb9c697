import { contentPaths, courseListSchema } from '@vela/contracts/content';
import { earnPaths, earnProductListSchema } from '@vela/contracts/earn';
import { apiErrorSchema } from '@vela/contracts/errors';
import { futuresAccountPaths } from '@vela/contracts/futures-account';
import { futuresTradingPaths } from '@vela/contracts/futures-trading';
import {
  claimableCountSchema,
  claimResponseSchema,
  couponListSchema,
  operatorTaskListSchema,
  operatorTaskResponseSchema,
  REWARD_ASSET,
  rewardHistorySchema,
  TASK_BONUS_KIND,
  type TaskList,
  taskListSchema,
  tasksPaths,
} from '@vela/contracts/tasks';
import { fillListSchema, placeOrderResponseSchema, tradingPaths } from '@vela/contracts/trading';
import Big from 'big.js';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { base32Decode, hotp, totpStep } from '../src/accounts/totp.ts';
import { ledgerEntries, rewardClaims, systemLedgerEntries } from '../src/db/schema.ts';
import { DEMO_TASKS } from '../src/rewards/demo-tasks.ts';
import { SAME_ORIGIN, type SignedUp, signUp } from './support/app.ts';
import { testDatabases } from './support/database-suite.ts';
import { completeKycLevelOne } from './support/kyc.ts';
import { type MarketApp, sleep, startMarketApp } from './support/market.ts';
import { totalsByAsset } from './support/trading.ts';

const BTC = 'BTC_USDT';
const OPERATOR_TOKEN = 'tasks-test-operator-token-0123456789';

for (const onDatabase of testDatabases) {
  onDatabase.describe('task centre', ({ driver, database }) => {
    let running: MarketApp;

    beforeAll(async () => {
      // The simulator quotes BTC_USDT (spot and perpetual): users' market orders fill against it.
      running = await startMarketApp(database, { symbols: [BTC], env: { OPERATOR_TOKEN } });
    }, 120_000);
    afterAll(async () => {
      await running?.close();
    });

    const get = (url: string, cookie?: string) =>
      running.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    const post = (url: string, cookie: string, payload: unknown = {}) =>
      running.app.inject({ method: 'POST', url, headers: { cookie, origin: SAME_ORIGIN }, payload: payload as object });
    const operator = (method: 'GET' | 'POST', url: string, payload?: unknown, token = OPERATOR_TOKEN) =>
      running.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${token}` },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
    const refusal = (response: { statusCode: number; json(): unknown }) => {
      const body = apiErrorSchema.parse(response.json());
      return { status: response.statusCode, reason: body.reason, fields: body.fields };
    };

    async function tasksOf(cookie?: string, query = ''): Promise<TaskList> {
      const response = await get(`${tasksPaths.tasks}${query}`, cookie);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      return taskListSchema.parse(response.json());
    }
    async function taskOf(cookie: string, id: string) {
      const task = (await tasksOf(cookie)).tasks.find((each) => each.id === id);
      if (!task) throw new Error(`no task ${id}`);
      return task;
    }
    const claim = (cookie: string, id: string) => post(tasksPaths.claim(id), cookie);
    async function bonusEntries(userId: string) {
      return database.db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.kind, TASK_BONUS_KIND)));
    }
    async function usdtOf(who: SignedUp): Promise<string> {
      const response = await get(tradingPaths.balances, who.cookie);
      const balances = (response.json() as { balances: { asset: string; available: string }[] }).balances;
      return balances.find((balance) => balance.asset === REWARD_ASSET)?.available ?? '0';
    }
    async function defineTask(definition: Record<string, unknown>) {
      const response = await operator('POST', tasksPaths.operatorTasks, definition);
      expect(response.statusCode, response.body).toBe(201);
      return operatorTaskResponseSchema.parse(response.json()).task;
    }
    /** A market buy of `quoteAmount` USDT of BTC against the simulated liquidity (retried until it has quoted). */
    async function buyBtc(who: SignedUp, quoteAmount: string) {
      for (let attempt = 0; ; attempt += 1) {
        const response = await post(tradingPaths.orders, who.cookie, {
          symbol: BTC,
          side: 'buy',
          type: 'market',
          quoteAmount,
        });
        if (response.statusCode === 200) return placeOrderResponseSchema.parse(response.json());
        if (attempt > 100 || refusal(response).reason !== 'no-liquidity') throw new Error(response.body);
        await sleep(50);
      }
    }

    it('shows a guest every demo task in progress at 0, and no claimable reward', async () => {
      const list = await tasksOf();
      expect(list.signedIn).toBe(false);
      expect(list.claimableCount).toBe(0);
      expect(list.tasks.map((task) => task.id)).toEqual(DEMO_TASKS.map((task) => task.id));
      for (const task of list.tasks) expect(task).toMatchObject({ status: 'in-progress', progress: '0' });
      expect(list.tasks.find((task) => task.id === 'spot-volume-1000')).toMatchObject({
        kind: 'spot-volume',
        target: '1000',
        windowDays: 7,
        reward: { kind: 'fee-coupon', amount: '10', asset: 'USDT', validDays: 30 },
        title: null,
      });
      expect(claimableCountSchema.parse((await get(tasksPaths.claimableCount)).json())).toEqual({ count: 0 });
    });

    it('pays the sign-up bonus once, on both ledgers, and keeps every asset whole', async () => {
      const who = await signUp(running.app);
      const list = await tasksOf(who.cookie);
      expect(list.signedIn).toBe(true);
      expect(list.tasks.find((task) => task.id === 'sign-up')).toMatchObject({ status: 'claimable', progress: '1' });
      expect(list.tasks.find((task) => task.id === 'enable-2fa')).toMatchObject({ status: 'in-progress' });
      expect(list.claimableCount).toBe(1);
      expect(claimableCountSchema.parse((await get(tasksPaths.claimableCount, who.cookie)).json())).toEqual({
        count: 1,
      });

      const before = await usdtOf(who);
      const totals = await totalsByAsset(database.db);
      const response = await claim(who.cookie, 'sign-up');
      expect(response.statusCode, response.body).toBe(200);
      const answer = claimResponseSchema.parse(response.json());
      expect(answer.task).toMatchObject({ id: 'sign-up', status: 'claimed', progress: '1' });
      expect(answer.entry).toMatchObject({ taskId: 'sign-up', reward: { kind: 'bonus', amount: '2' }, couponId: null });
      expect(answer.coupon).toBeNull();
      expect(answer.claimableCount).toBe(0);
      expect(await usdtOf(who)).toBe(new Big(before).plus(2).toFixed());

      const [entry, ...more] = await bonusEntries(who.user.id);
      expect(more).toEqual([]);
      expect(new Big(entry?.amount ?? 0).eq(2)).toBe(true);
      const system = await database.db
        .select()
        .from(systemLedgerEntries)
        .where(eq(systemLedgerEntries.reference, entry?.reference ?? ''));
      expect(system.map((row) => [row.account, row.asset, new Big(row.amount).toFixed(), row.kind])).toEqual([
        ['rewards', 'USDT', '-2', TASK_BONUS_KIND],
      ]);
      expect(await totalsByAsset(database.db)).toEqual(totals);

      expect(refusal(await claim(who.cookie, 'sign-up'))).toMatchObject({ status: 409, reason: 'already-claimed' });
      expect(await usdtOf(who)).toBe(new Big(before).plus(2).toFixed());
      expect(await bonusEntries(who.user.id)).toHaveLength(1);
      const history = rewardHistorySchema.parse((await get(tasksPaths.rewardHistory, who.cookie)).json());
      expect(history.entries.map((each) => each.taskId)).toEqual(['sign-up']);
      expect((await taskOf(who.cookie, 'sign-up')).status).toBe('claimed');
    });

    it('pays once when the same reward is claimed by two requests at the same time', async () => {
      const who = await signUp(running.app);
      const before = await usdtOf(who);
      const answers = await Promise.all([claim(who.cookie, 'sign-up'), claim(who.cookie, 'sign-up')]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(refusal(answers.find((answer) => answer.statusCode === 409) as never).reason).toBe('already-claimed');
      expect(await bonusEntries(who.user.id)).toHaveLength(1);
      const claims = await database.db.select().from(rewardClaims).where(eq(rewardClaims.userId, who.user.id));
      expect(claims).toHaveLength(1);
      expect(await usdtOf(who)).toBe(new Big(before).plus(2).toFixed());
    });

    it('counts a real spot trade: first trade, then volume, and the coupon it earns', async () => {
      const who = await signUp(running.app);
      expect((await taskOf(who.cookie, 'first-spot-trade')).status).toBe('in-progress');
      const volume = await defineTask({
        id: `volume-${driver}`,
        kind: 'spot-volume',
        target: '1000000',
        windowDays: 7,
        reward: { kind: 'bonus', amount: '1', asset: 'USDT' },
      });
      expect(volume).toMatchObject({ target: '1000000', windowDays: 7, claims: 0, endedAt: null });

      await buyBtc(who, '150');
      await buyBtc(who, '60');
      await running.trading.settled();
      const fills = fillListSchema.parse((await get(`${tradingPaths.fills}?symbol=${BTC}`, who.cookie)).json()).fills;
      const traded = fills.reduce((total, fill) => total.plus(fill.quoteAmount), new Big(0));
      expect(traded.gt(200)).toBe(true);
      expect(await taskOf(who.cookie, `volume-${driver}`)).toMatchObject({
        status: 'in-progress',
        progress: traded.toFixed(),
      });
      expect(await taskOf(who.cookie, 'first-spot-trade')).toMatchObject({ status: 'claimable', progress: '1' });
      expect(refusal(await claim(who.cookie, `volume-${driver}`))).toMatchObject({
        status: 409,
        reason: 'not-claimable',
      });

      const response = await claim(who.cookie, 'first-spot-trade');
      expect(response.statusCode, response.body).toBe(200);
      const { coupon, entry } = claimResponseSchema.parse(response.json());
      expect(coupon).toMatchObject({ amount: '5', used: '0', left: '5', status: 'active', taskId: 'first-spot-trade' });
      expect(entry.couponId).toBe(coupon?.id);
      expect(Date.parse(coupon?.expiresAt ?? '') - Date.parse(entry.claimedAt)).toBe(30 * 86_400_000);
      const coupons = couponListSchema.parse((await get(tasksPaths.coupons, who.cookie)).json());
      expect(coupons.coupons.map((each) => each.id)).toEqual([coupon?.id]);
      expect(coupons.activeLeft).toBe('5');
      expect(await bonusEntries(who.user.id)).toEqual([]);
    });

    it('counts an authenticator app enabled through the security API', async () => {
      const who = await signUp(running.app);
      expect((await taskOf(who.cookie, 'enable-2fa')).status).toBe('in-progress');
      const setup = await post('/api/v1/security/two-factor/totp/setup', who.cookie, { password: who.password });
      expect(setup.statusCode, setup.body).toBe(200);
      const { secret } = setup.json() as { secret: string };
      const code = hotp(base32Decode(secret), totpStep(Date.now()));
      const enable = await post('/api/v1/security/two-factor/totp/enable', who.cookie, { code });
      expect(enable.statusCode, enable.body).toBe(200);
      expect(await taskOf(who.cookie, 'enable-2fa')).toMatchObject({ status: 'claimable', progress: '1' });
      expect((await claim(who.cookie, 'enable-2fa')).statusCode).toBe(200);
      expect((await bonusEntries(who.user.id)).map((row) => new Big(row.amount).toFixed())).toEqual(['10']);
    });

    it('counts a course read on the course page, and only a published course', async () => {
      const who = await signUp(running.app);
      const courseId = courseListSchema.parse((await get(contentPaths.courses)).json()).items[0]?.id;
      expect(courseId).toBeDefined();
      expect((await taskOf(who.cookie, 'read-course')).progress).toBe('0');
      expect(refusal(await post(tasksPaths.courseRead, who.cookie, { courseId: 987_654_321 }))).toMatchObject({
        status: 404,
        reason: 'unknown-course',
      });
      expect(refusal(await post(tasksPaths.courseRead, who.cookie, { courseId: 'first' }))).toMatchObject({
        status: 400,
        reason: 'invalid-input',
        fields: { courseId: expect.any(String) },
      });
      for (let read = 0; read < 2; read += 1) {
        expect((await post(tasksPaths.courseRead, who.cookie, { courseId })).json()).toEqual({ ok: true });
      }
      expect(await taskOf(who.cookie, 'read-course')).toMatchObject({ status: 'claimable', progress: '1' });
    });

    it('counts a real futures trade', async () => {
      const who = await signUp(running.app);
      await completeKycLevelOne(running.app, who.cookie);
      const transfer = await post(futuresAccountPaths.transfers, who.cookie, {
        direction: 'to-futures',
        asset: 'USDT',
        amount: '500',
      });
      expect(transfer.statusCode, transfer.body).toBe(200);
      expect((await taskOf(who.cookie, 'first-futures-trade')).status).toBe('in-progress');
      for (let attempt = 0; ; attempt += 1) {
        const order = await post(futuresTradingPaths.orders, who.cookie, {
          symbol: BTC,
          side: 'buy',
          type: 'market',
          quantity: '0.001',
        });
        const filled = order.statusCode === 200 && (order.json() as { fills: unknown[] }).fills.length > 0;
        if (filled) break;
        if (attempt > 100) throw new Error(order.body);
        await sleep(50);
      }
      await running.trading.settled();
      expect(await taskOf(who.cookie, 'first-futures-trade')).toMatchObject({ status: 'claimable', progress: '1' });
    });

    it('counts a real earn subscription', async () => {
      const who = await signUp(running.app);
      expect((await taskOf(who.cookie, 'subscribe-earn')).status).toBe('in-progress');
      const { products } = earnProductListSchema.parse((await get(earnPaths.products, who.cookie)).json());
      const savings = products.find((product) => product.type === 'flexible' && product.asset === 'USDT');
      if (!savings) throw new Error('no flexible USDT product');
      const subscribed = await post(earnPaths.subscribe, who.cookie, { productId: savings.id, amount: '100' });
      expect(subscribed.statusCode, subscribed.body).toBe(200);
      expect(await taskOf(who.cookie, 'subscribe-earn')).toMatchObject({ status: 'claimable', progress: '1' });
    });

    it('refuses the reward of a task that ended or passed its deadline', async () => {
      const who = await signUp(running.app);
      const reward = { kind: 'bonus', amount: '3', asset: 'USDT' };
      await defineTask({ id: `ends-${driver}`, kind: 'sign-up', reward });
      await defineTask({
        id: `deadline-${driver}`,
        kind: 'sign-up',
        reward,
        deadline: new Date(Date.now() + 1_000).toISOString(),
      });
      expect((await taskOf(who.cookie, `ends-${driver}`)).status).toBe('claimable');
      const ended = await operator('POST', tasksPaths.operatorEnd(`ends-${driver}`), {});
      expect(ended.statusCode).toBe(200);
      expect(operatorTaskResponseSchema.parse(ended.json()).task.endedAt).not.toBeNull();
      expect(refusal(await operator('POST', tasksPaths.operatorEnd(`ends-${driver}`), {}))).toMatchObject({
        status: 409,
        reason: 'task-ended',
      });
      while ((await taskOf(who.cookie, `deadline-${driver}`)).status !== 'expired') await sleep(100);

      for (const id of [`ends-${driver}`, `deadline-${driver}`]) {
        expect(refusal(await claim(who.cookie, id))).toMatchObject({ status: 409, reason: 'task-expired' });
        expect((await taskOf(who.cookie, id)).status).toBe('expired');
      }
      expect(await bonusEntries(who.user.id)).toEqual([]);
    });

    it('lets operators define, list and end tasks, in the operator’s texts', async () => {
      expect((await operator('GET', tasksPaths.operatorTasks, undefined, 'wrong-token')).statusCode).toBe(401);
      const id = `texts-${driver}`;
      const task = await defineTask({
        id,
        kind: 'read-course',
        target: '2',
        reward: { kind: 'fee-coupon', amount: '2.5', asset: 'USDT', validDays: 7 },
        displayOrder: 1,
        texts: {
          en_US: { title: 'Read two courses', description: 'Any two courses of the academy.' },
          fr_FR: { title: 'Lisez deux cours', description: 'Deux cours de l’académie, au choix.' },
        },
      });
      expect(task).toMatchObject({ id, target: '2', reward: { validDays: 7 }, claims: 0 });
      expect(refusal(await operator('POST', tasksPaths.operatorTasks, { ...task, claims: undefined }))).toMatchObject({
        status: 400,
      });
      expect(
        refusal(
          await operator('POST', tasksPaths.operatorTasks, {
            id,
            kind: 'sign-up',
            reward: { kind: 'bonus', amount: '1', asset: 'USDT' },
          }),
        ),
      ).toMatchObject({ status: 409, reason: 'task-exists' });

      const who = await signUp(running.app);
      const french = (await tasksOf(who.cookie, '?locale=fr_FR')).tasks.find((each) => each.id === id);
      expect(french).toMatchObject({ title: 'Lisez deux cours', progress: '0', target: '2' });
      const japanese = (await tasksOf(who.cookie, '?locale=ja_JP')).tasks.find((each) => each.id === id);
      expect(japanese?.title).toBe('Read two courses');

      const list = operatorTaskListSchema.parse((await operator('GET', tasksPaths.operatorTasks)).json());
      expect(list.tasks.find((each) => each.id === 'sign-up')?.claims).toBeGreaterThanOrEqual(2);
      expect(list.tasks.find((each) => each.id === id)?.texts?.fr_FR?.title).toBe('Lisez deux cours');
      expect(refusal(await operator('POST', tasksPaths.operatorEnd('no-such-task'), {}))).toMatchObject({
        status: 404,
        reason: 'unknown-task',
      });
      expect(
        refusal(
          await operator('POST', tasksPaths.operatorTasks, {
            id: `course-${driver}`,
            kind: 'read-course',
            courseId: 987_654_321,
            reward: { kind: 'bonus', amount: '1', asset: 'USDT' },
          }),
        ),
      ).toMatchObject({ status: 404, reason: 'unknown-course' });
    });

    it('answers bad definitions with a 400 naming the field, and defines nothing', async () => {
      const reward = { kind: 'bonus', amount: '1', asset: 'USDT' };
      const cases: [Record<string, unknown>, string][] = [
        [{ id: 'Bad Id', kind: 'sign-up', reward }, 'id'],
        [{ id: 'bad-kind', kind: 'tweet', reward }, 'kind'],
        [{ id: 'no-window', kind: 'spot-volume', target: '100', reward }, 'windowDays'],
        [{ id: 'no-target', kind: 'spot-volume', windowDays: 7, reward }, 'target'],
        [{ id: 'target-one', kind: 'sign-up', target: '2', reward }, 'target'],
        [{ id: 'zero', kind: 'sign-up', reward: { ...reward, amount: '0' } }, 'reward.amount'],
        [{ id: 'float', kind: 'sign-up', reward: { ...reward, amount: 1 } }, 'reward.amount'],
        [{ id: 'btc', kind: 'sign-up', reward: { ...reward, asset: 'BTC' } }, 'reward.asset'],
        [{ id: 'coupon-days', kind: 'sign-up', reward: { ...reward, kind: 'fee-coupon' } }, 'reward.validDays'],
        [{ id: 'past', kind: 'sign-up', reward, deadline: '2020-01-01T00:00:00Z' }, 'deadline'],
        [{ id: 'texts', kind: 'sign-up', reward, texts: { fr_FR: { title: 'a', description: 'b' } } }, 'texts.en_US'],
        [{ id: 'extra', kind: 'sign-up', reward, bonus: true }, '_'],
      ];
      for (const [definition, field] of cases) {
        const answer = refusal(await operator('POST', tasksPaths.operatorTasks, definition));
        expect(answer, JSON.stringify(definition)).toMatchObject({ status: 400, reason: 'invalid-input' });
        expect(Object.keys(answer.fields ?? {}), JSON.stringify(definition)).toContain(field);
      }
      const list = operatorTaskListSchema.parse((await operator('GET', tasksPaths.operatorTasks)).json());
      for (const [definition] of cases) expect(list.tasks.map((task) => task.id)).not.toContain(definition.id);
    });

    it('needs a session and a same-origin request to claim, and answers bad input with a 400', async () => {
      const who = await signUp(running.app);
      const anonymous = await running.app.inject({
        method: 'POST',
        url: tasksPaths.claim('sign-up'),
        headers: { origin: SAME_ORIGIN },
        payload: {},
      });
      expect(anonymous.statusCode).toBe(401);
      for (const url of [tasksPaths.rewardHistory, tasksPaths.coupons]) expect((await get(url)).statusCode).toBe(401);
      const crossSite = await running.app.inject({
        method: 'POST',
        url: tasksPaths.claim('sign-up'),
        headers: { cookie: who.cookie, origin: 'https://evil.example' },
        payload: {},
      });
      expect(crossSite.statusCode).toBe(403);
      expect(refusal(await post(tasksPaths.claim('sign-up'), who.cookie, { taskId: 'x' }))).toMatchObject({
        status: 400,
        reason: 'invalid-input',
      });
      expect(refusal(await claim(who.cookie, 'no-such-task'))).toMatchObject({ status: 404, reason: 'unknown-task' });
      expect(refusal(await claim(who.cookie, 'NOT_AN_ID'))).toMatchObject({ status: 404, reason: 'unknown-task' });
      expect(refusal(await get(`${tasksPaths.rewardHistory}?limit=0`, who.cookie))).toMatchObject({
        status: 400,
        fields: { limit: expect.any(String) },
      });
      expect(refusal(await get(`${tasksPaths.tasks}?locale=xx_XX`, who.cookie))).toMatchObject({ status: 400 });
      expect(await bonusEntries(who.user.id)).toEqual([]);
      expect((await taskOf(who.cookie, 'sign-up')).status).toBe('claimable');
    });
  });
}
