import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_GRANT, holdingsOf } from '../src/accounts/balances.ts';
import { DEMO_ACCOUNT, demoAccountAllowed, ensureDemoAccount } from '../src/accounts/demo-account.ts';
import { verifyPassword } from '../src/accounts/passwords.ts';
import { createSession, findSession } from '../src/accounts/sessions.ts';
import { users } from '../src/db/schema.ts';
import { normalizeDecimal } from '../src/money.ts';
import { testDatabases } from './support/database-suite.ts';

describe('where the demo account may exist', () => {
  it('everywhere but a production site on https', () => {
    expect(demoAccountAllowed({ NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:3000' })).toBe(true);
    expect(demoAccountAllowed({ NODE_ENV: 'development', PUBLIC_URL: 'https://vela.test' })).toBe(true);
    expect(demoAccountAllowed({ NODE_ENV: 'production', PUBLIC_URL: 'https://vela.example.com' })).toBe(false);
  });
});

for (const onDatabase of testDatabases) {
  onDatabase.describe('the demo account', ({ database }) => {
    const demoUser = async () =>
      (await database.db.select().from(users).where(eq(users.email, DEMO_ACCOUNT.account)))[0];

    it('is refused on a public site while it does not exist', async () => {
      expect(await ensureDemoAccount(database.db, false)).toBe('refused');
      expect(await demoUser()).toBeUndefined();
    });

    it('is created once, with the published password and the demo balances, then left as it is', async () => {
      expect(await ensureDemoAccount(database.db, true)).toBe('created');
      const user = await demoUser();
      expect(user).toBeDefined();
      expect(await verifyPassword(DEMO_ACCOUNT.password, user?.passwordHash ?? '')).toBe(true);
      const held = new Map((await holdingsOf(database.db, user?.id ?? '')).map((h) => [h.asset, h.available]));
      for (const { asset, amount } of DEMO_GRANT) expect(normalizeDecimal(held.get(asset) ?? '0')).toBe(amount);

      expect(await ensureDemoAccount(database.db, true)).toBe('exists');
      expect((await demoUser())?.passwordHash).toBe(user?.passwordHash);
    });

    it('is locked when a database that has it moves to a public site: unknown password, sessions ended', async () => {
      const user = await demoUser();
      const { token } = await createSession(database.db, user?.id ?? '', 1, {
        ip: null,
        userAgent: null,
        device: null,
        method: 'password',
      });
      expect(await findSession(database.db, token)).toBeDefined();

      expect(await ensureDemoAccount(database.db, false)).toBe('locked');
      expect(await verifyPassword(DEMO_ACCOUNT.password, (await demoUser())?.passwordHash ?? '')).toBe(false);
      expect(await findSession(database.db, token)).toBeUndefined();
    });
  });
}
