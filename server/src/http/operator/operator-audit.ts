import { operatorAuditOperations } from '@vela/contracts/operations/operator-audit';
import { operatorAuditQuerySchema } from '@vela/contracts/operator-audit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import {
  type AuditedChange,
  type AuditedRead,
  auditedChange,
  type OperatorActor,
  recordRead,
} from '../../operator-audit/audit-log.ts';
import { findAuditEntries } from '../../operator-audit/query.ts';
import { parseInput } from '../parse-input.ts';
import { route } from '../route.ts';
import { operatorTokenId, requireOperator } from './operator-auth.ts';

const USER_AGENT_MAX = 512;

/** Who made an operator request: the token's fingerprint (there is one shared token), address, agent, request id. */
function operatorActor(request: FastifyRequest, tokenId: string): OperatorActor {
  const agent = request.headers['user-agent'];
  return {
    tokenId,
    address: request.ip,
    userAgent: agent ? agent.slice(0, USER_AGENT_MAX) : null,
    requestId: String(request.id),
  };
}

/**
 * The one way an operator route changes anything: `audited(request, { action, targetType, targetId,
 * change, changed })` runs the change and writes its audit entry in one transaction.
 */
export function operatorAudit(config: Config, { db }: Database) {
  // Only reached behind operatorGuard, which answers 404 for every operator route without a token.
  const tokenId = operatorTokenId(config.OPERATOR_TOKEN ?? '');
  return <T>(request: FastifyRequest, audited: AuditedChange<T>): Promise<T> =>
    auditedChange(db, operatorActor(request, tokenId), audited);
}

export type OperatorAudit = ReturnType<typeof operatorAudit>;

/** `recorded(request, { action, targetType, targetId, read })`: an operator's read of personal data. */
export function operatorReadAudit(config: Config, { db }: Database) {
  const tokenId = operatorTokenId(config.OPERATOR_TOKEN ?? '');
  return (request: FastifyRequest, audited: AuditedRead): Promise<void> =>
    recordRead(db, operatorActor(request, tokenId), audited);
}

/** GET the audit log, newest first, filtered and paged by cursor (bearer OPERATOR_TOKEN). */
export async function operatorAuditRoutes(
  app: FastifyInstance,
  { config, database }: { config: Config; database: Database },
): Promise<void> {
  requireOperator(app, config.OPERATOR_TOKEN);
  route(app, operatorAuditOperations.log, async (request) =>
    findAuditEntries(database.db, parseInput(operatorAuditQuerySchema, request.query)),
  );
}
