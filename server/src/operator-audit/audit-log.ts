import type { OperatorAuditAction, OperatorAuditTargetType } from '@vela/contracts/operator-audit';
import type { Db } from '../db/client.ts';
import { operatorAuditLog } from '../db/schema.ts';
import { redact, type Snapshot, snapshotReaders } from './snapshots.ts';

/**
 * Who called. The operator API has one shared bearer token (OPERATOR_TOKEN), so the caller is
 * named by that token's fingerprint plus the request's address, user agent and id.
 */
export interface OperatorActor {
  tokenId: string;
  address: string;
  userAgent: string | null;
  requestId: string | null;
}

export interface AuditedChange<T> {
  action: OperatorAuditAction;
  targetType: OperatorAuditTargetType;
  /** The target's id when it exists before the change; omitted when the change creates it. */
  targetId?: string | number;
  /** The change itself, on the audit's transaction (a domain function's own transaction nests in it). */
  change: (tx: Db) => Promise<T>;
  /**
   * The id of what the change changed, or undefined when it changed nothing (no such target, a
   * refusal returned as a value, already in that state): then no entry is written.
   */
  changed: (result: T) => string | number | undefined;
}

/**
 * Runs an operator's change and writes its audit entry in one transaction: a change that fails
 * (throws) leaves no entry, and an entry that cannot be written undoes the change. The target's
 * rows are read before and after the change, inside the same transaction.
 */
export function auditedChange<T>(db: Db, actor: OperatorActor, audited: AuditedChange<T>): Promise<T> {
  const read = snapshotReaders[audited.targetType];
  return db.transaction(async (tx) => {
    const before = audited.targetId === undefined ? undefined : await read(tx, String(audited.targetId));
    const result = await audited.change(tx);
    const changedId = audited.changed(result);
    if (changedId === undefined) return result;
    const targetId = String(changedId);
    const after = await read(tx, targetId);
    await insertEntry(tx, actor, audited.action, audited.targetType, targetId, before, after);
    return result;
  });
}

export interface AuditedRead {
  action: OperatorAuditAction;
  targetType: OperatorAuditTargetType;
  targetId: string;
  /** Names what was read, never its content: `{ kyc_document: { file: 'front' } }`. */
  read: Snapshot;
}

/**
 * Records an operator's access to personal data (a KYC document image). Awaited before the data
 * is sent: a read the log cannot record is not served (the call answers 500).
 */
export async function recordRead(db: Db, actor: OperatorActor, audited: AuditedRead): Promise<void> {
  await insertEntry(db, actor, audited.action, audited.targetType, audited.targetId, undefined, audited.read);
}

function insertEntry(
  db: Db,
  actor: OperatorActor,
  action: OperatorAuditAction,
  targetType: OperatorAuditTargetType,
  targetId: string,
  before: Snapshot | undefined,
  after: Snapshot | undefined,
) {
  return db.insert(operatorAuditLog).values({
    action,
    targetType,
    targetId,
    operatorTokenId: actor.tokenId,
    address: actor.address,
    userAgent: actor.userAgent,
    requestId: actor.requestId,
    before: stored(before),
    after: stored(after),
  });
}

const stored = (snapshot: Snapshot | undefined) => (snapshot ? (redact(snapshot) as Snapshot) : null);
