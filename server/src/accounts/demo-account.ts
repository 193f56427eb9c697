import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { grantDemoBalances } from './balances.ts';
import { hashPassword } from './passwords.ts';
import { revokeUserSessions } from './sessions.ts';

/**
 * The account a newcomer signs in with on a fresh `npm start`, printed in the start-up log and in
 * the README's Quick start (the e2e test first-run.spec.ts reads them from there). Its password is
 * public by design, so it exists only where the site is not public: see demoAccountPolicy.
 * `.example` is a domain reserved for examples (RFC 2606): no mail to it ever reaches anyone.
 */
export const DEMO_ACCOUNT = { account: 'demo@vela.example', password: 'demo-trader-1' } as const;

export type DemoAccountOutcome = 'created' | 'exists' | 'refused' | 'locked';

/**
 * A known password on a public site would hand the account to anyone: with NODE_ENV=production
 * and an https PUBLIC_URL (a real deployment) the demo account is refused.
 */
export function demoAccountAllowed(settings: { NODE_ENV: string; PUBLIC_URL: string }): boolean {
  return !(settings.NODE_ENV === 'production' && settings.PUBLIC_URL.startsWith('https:'));
}

/**
 * Creates the demo account with the demo balances of every new account (10,000 USDT, 0.1 BTC,
 * 1 ETH: enough for an order at once) when it is missing; one that exists keeps its password and
 * balances. Where it is refused, an existing demo account (a database moved from a laptop to a
 * public deployment) gets an unknown random password and loses its sessions.
 */
export async function ensureDemoAccount(db: Db, allowed: boolean): Promise<DemoAccountOutcome> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNT.account));
  if (!allowed) {
    if (!existing) return 'refused';
    const unknown = await hashPassword(randomBytes(32).toString('base64url'));
    await db
      .update(users)
      .set({ passwordHash: unknown, passwordChangedAt: new Date() })
      .where(eq(users.id, existing.id));
    await revokeUserSessions(db, existing.id);
    return 'locked';
  }
  if (existing) return 'exists';
  const passwordHash = await hashPassword(DEMO_ACCOUNT.password);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({ email: DEMO_ACCOUNT.account, passwordHash })
      .onConflictDoNothing()
      .returning({ id: users.id });
    // Another instance sharing the database made it first.
    if (!created) return 'exists';
    await grantDemoBalances(tx, created.id);
    return 'created';
  });
}
