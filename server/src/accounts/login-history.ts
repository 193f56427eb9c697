import type { LoginResult, SessionDevice } from '@vela/contracts/security';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { loginEvents } from '../db/schema.ts';

/** Login history is kept this long (the 90 days), then pruned. */
export const LOGIN_HISTORY_DAYS = 90;

export interface LoginRecord {
  userId: string;
  ip: string | null;
  userAgent: string | null;
  device: SessionDevice | null;
  /** A LoginMethod (contracts/security.ts): what was tried, e.g. 'password', 'password+totp', 'passkey'. */
  method: string;
  result: LoginResult;
}

export interface LoginEventRow {
  id: number;
  at: Date;
  ip: string | null;
  device: SessionDevice | null;
  method: string;
  result: string;
}

/**
 * Records one sign-in attempt on a known account, and forgets this account's attempts older than
 * 90 days in the same trip (the table stays bounded without a sweeper). Attempts on unknown
 * accounts are not recorded: there is no account to show them to.
 */
export async function recordLogin(db: Db, record: LoginRecord): Promise<void> {
  await db.insert(loginEvents).values({
    userId: record.userId,
    ip: record.ip,
    userAgent: record.userAgent,
    device: record.device,
    method: record.method,
    result: record.result,
  });
  await db
    .delete(loginEvents)
    .where(
      and(
        eq(loginEvents.userId, record.userId),
        lt(loginEvents.at, sql`now() - make_interval(days => ${LOGIN_HISTORY_DAYS})`),
      ),
    );
}

/**
 * Whether the account has signed in successfully from this device before (within the history):
 * by the client's device id when it sent one, else by the exact user agent. Call it before
 * recording the successful login it is about.
 */
export async function isKnownDevice(
  db: Db,
  userId: string,
  origin: { userAgent: string | null; device: SessionDevice | null },
): Promise<boolean> {
  const deviceId = origin.device?.deviceId;
  const sameDevice = deviceId
    ? sql`${loginEvents.device} ->> 'deviceId' = ${deviceId}`
    : origin.userAgent
      ? eq(loginEvents.userAgent, origin.userAgent)
      : undefined;
  if (!sameDevice) return false;
  const [row] = await db
    .select({ id: loginEvents.id })
    .from(loginEvents)
    .where(and(eq(loginEvents.userId, userId), eq(loginEvents.result, 'success'), sameDevice))
    .limit(1);
  return row !== undefined;
}

/** Whether the account has signed in successfully from this address (within the history). */
export async function hasSignedInFrom(db: Db, userId: string, ip: string): Promise<boolean> {
  const [row] = await db
    .select({ id: loginEvents.id })
    .from(loginEvents)
    .where(and(eq(loginEvents.userId, userId), eq(loginEvents.result, 'success'), eq(loginEvents.ip, ip)))
    .limit(1);
  return row !== undefined;
}

/** The account's attempts of the last 90 days, newest first; `before` pages by event id. */
export async function loginHistory(
  db: Db,
  userId: string,
  { limit, before }: { limit: number; before?: number },
): Promise<LoginEventRow[]> {
  const rows = await db
    .select({
      id: loginEvents.id,
      at: loginEvents.at,
      ip: loginEvents.ip,
      device: loginEvents.device,
      method: loginEvents.method,
      result: loginEvents.result,
    })
    .from(loginEvents)
    .where(
      and(
        eq(loginEvents.userId, userId),
        sql`${loginEvents.at} >= now() - make_interval(days => ${LOGIN_HISTORY_DAYS})`,
        before === undefined ? undefined : lt(loginEvents.id, before),
      ),
    )
    .orderBy(desc(loginEvents.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, id: Number(row.id), device: (row.device as SessionDevice | null) ?? null }));
}
