import type { OperatorAuditEntry, OperatorAuditPage, OperatorAuditQuery } from '@vela/contracts/operator-audit';
import { and, desc, gte, lte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { keysetPage, olderThan } from '../db/keyset-page.ts';
import { eqIfGiven } from '../db/optional-filters.ts';
import { operatorAuditLog } from '../db/schema.ts';

type EntryRow = typeof operatorAuditLog.$inferSelect;

/**
 * One page of entries, newest first. The cursor is the id of the last entry shown, so a page never
 * repeats or skips an entry when new ones are written while an operator pages back.
 */
export async function findAuditEntries(db: Db, query: OperatorAuditQuery): Promise<OperatorAuditPage> {
  const log = operatorAuditLog;
  const rows = await db
    .select()
    .from(log)
    .where(
      and(
        eqIfGiven(log.action, query.action),
        eqIfGiven(log.targetType, query.targetType),
        eqIfGiven(log.targetId, query.targetId),
        query.from ? gte(log.at, new Date(query.from)) : undefined,
        query.to ? lte(log.at, new Date(query.to)) : undefined,
        olderThan(log.id, query.cursor),
      ),
    )
    .orderBy(desc(log.id))
    .limit(query.limit + 1);
  const page = keysetPage(rows, query.limit, (row) => row.id);
  return { entries: page.rows.map(toEntry), nextCursor: page.next };
}

function toEntry(row: EntryRow): OperatorAuditEntry {
  return {
    id: String(row.id),
    at: row.at.toISOString(),
    action: row.action as OperatorAuditEntry['action'],
    targetType: row.targetType as OperatorAuditEntry['targetType'],
    targetId: row.targetId,
    operator: {
      tokenId: row.operatorTokenId,
      address: row.address,
      userAgent: row.userAgent,
      requestId: row.requestId,
    },
    before: row.before as OperatorAuditEntry['before'],
    after: row.after as OperatorAuditEntry['after'],
  };
}
