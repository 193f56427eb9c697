import type { TaskDefinition } from '@vela/contracts/tasks';
import type { Database } from '../db/client.ts';
import { appMeta } from '../db/schema.ts';
import { defineTask } from './operator-tasks.ts';

const SEED_KEY = 'demo-tasks-seed';

/** One demo task per kind, without deadlines; the clients show their own texts for them. */
export const DEMO_TASKS: readonly TaskDefinition[] = [
  { id: 'sign-up', kind: 'sign-up', reward: { kind: 'bonus', amount: '2', asset: 'USDT' }, displayOrder: 10 },
  { id: 'enable-2fa', kind: 'enable-2fa', reward: { kind: 'bonus', amount: '10', asset: 'USDT' }, displayOrder: 20 },
  {
    id: 'first-spot-trade',
    kind: 'first-spot-trade',
    reward: { kind: 'fee-coupon', amount: '5', asset: 'USDT', validDays: 30 },
    displayOrder: 30,
  },
  {
    id: 'spot-volume-1000',
    kind: 'spot-volume',
    target: '1000',
    windowDays: 7,
    reward: { kind: 'fee-coupon', amount: '10', asset: 'USDT', validDays: 30 },
    displayOrder: 40,
  },
  {
    id: 'first-futures-trade',
    kind: 'first-futures-trade',
    reward: { kind: 'fee-coupon', amount: '10', asset: 'USDT', validDays: 30 },
    displayOrder: 50,
  },
  { id: 'read-course', kind: 'read-course', reward: { kind: 'bonus', amount: '1', asset: 'USDT' }, displayOrder: 60 },
  {
    id: 'subscribe-earn',
    kind: 'subscribe-earn',
    reward: { kind: 'bonus', amount: '5', asset: 'USDT' },
    displayOrder: 70,
  },
];

/**
 * Defines the demo tasks once, with their own marker written in the same transaction: a database
 * seeded before tasks existed gets them too, and an operator's later changes are never undone.
 */
export async function seedDemoTasks(database: Database): Promise<void> {
  await database.db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appMeta)
      .values({ key: SEED_KEY, value: '1' })
      .onConflictDoNothing()
      .returning({ key: appMeta.key });
    if (claimed.length === 0) return;
    for (const task of DEMO_TASKS) await defineTask(tx, task);
  });
}
