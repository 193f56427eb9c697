import type { SessionDevice, SessionView } from '@vela/contracts/security';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions } from '../db/schema.ts';
import { isLive } from './sessions.ts';

/** The user's live sessions for the devices list: the current one first, then the most recently seen. */
export async function listSessions(db: Db, userId: string, currentSessionId: string): Promise<SessionView[]> {
  const rows = await db
    .select({
      id: sessions.id,
      device: sessions.device,
      ip: sessions.ip,
      method: sessions.method,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isLive()))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
  const views = rows.map((row) => ({
    id: row.id,
    current: row.id === currentSessionId,
    device: (row.device as SessionDevice | null) ?? null,
    ip: row.ip,
    method: row.method,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  }));
  return [...views.filter((view) => view.current), ...views.filter((view) => !view.current)];
}
