import { accountKind } from '@vela/contracts/auth';
import type { LocaleCode } from '@vela/contracts/locales';
import type { Profile } from '@vela/contracts/session';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { userPreferences, users } from '../db/schema.ts';
import { grantDemoBalances } from './balances.ts';
import { consumeCode } from './codes.ts';
import { maskAccount } from './mask.ts';
import type { UserRow } from './sessions.ts';

/** `account` is normalized (contracts/auth.ts accountSchema). */
export async function findUserByAccount(db: Db, account: string): Promise<UserRow | undefined> {
  const column = accountKind(account) === 'email' ? users.email : users.phone;
  const [user] = await db.select().from(users).where(eq(column, account));
  return user;
}

export function toProfile(user: UserRow): Profile {
  const account = user.email ?? user.phone ?? '';
  return {
    id: user.id,
    fid: String(user.fid),
    email: user.email,
    phone: user.phone,
    displayName: maskAccount(account),
    kycVerified: user.kycVerified,
    kycLevel: Math.min(2, Math.max(0, user.kycLevel)),
    createdAt: user.createdAt.toISOString(),
  };
}

export interface NewAccount {
  account: string;
  passwordHash: string;
  /** The verification code that proved the account, used up by the registration. */
  codeId: string;
  language: LocaleCode | undefined;
}

export type Registration = { ok: true; user: UserRow } | { ok: false; reason: 'code-used' | 'taken' };

class Abort extends Error {
  constructor(readonly reason: 'code-used' | 'taken') {
    super(reason);
  }
}

/**
 * Creates the account in one transaction: uses up the code, inserts the user, grants the demo
 * balances and saves the language. Any refusal rolls everything back, the code included, so a
 * lost race for an address does not cost the winner's code.
 */
export async function registerAccount(db: Db, input: NewAccount): Promise<Registration> {
  try {
    const user = await db.transaction(async (tx) => {
      if (!(await consumeCode(tx, input.codeId))) throw new Abort('code-used');
      const contact = accountKind(input.account) === 'email' ? { email: input.account } : { phone: input.account };
      const [created] = await tx
        .insert(users)
        .values({ ...contact, passwordHash: input.passwordHash })
        .onConflictDoNothing()
        .returning();
      if (!created) throw new Abort('taken');
      await grantDemoBalances(tx, created.id);
      if (input.language) {
        await tx
          .insert(userPreferences)
          .values({ userId: created.id, userLanguage: input.language, msgLanguage: input.language });
      }
      return created;
    });
    return { ok: true, user };
  } catch (error) {
    if (error instanceof Abort) return { ok: false, reason: error.reason };
    throw error;
  }
}
