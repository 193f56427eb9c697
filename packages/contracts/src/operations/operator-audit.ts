import { operatorAuditPageSchema, operatorAuditPaths, operatorAuditQuerySchema } from '../operator-audit.ts';
import { type ApiTag, apiOperations } from './operation.ts';

export const operatorAuditTag: ApiTag = {
  name: 'Operator: audit log',
  description:
    'Every change made through the operator API (content, affiliate and KYC reviews, earn products, tasks), written in the change’s own transaction: who (the operator token’s fingerprint, the address and user agent: there is one shared token), when, what (`action`, `targetType`, `targetId`) and the changed rows before and after, with secrets and document-store keys redacted.',
};

export const operatorAuditOperations = apiOperations(operatorAuditTag, {
  log: {
    method: 'GET',
    path: operatorAuditPaths.log,
    summary: 'Audit log entries, newest first',
    description:
      'Filter by `action`, `targetType` + `targetId` and a `from`/`to` time range; page with `cursor` (the previous page’s `nextCursor`).',
    auth: 'operator',
    query: operatorAuditQuerySchema,
    response: operatorAuditPageSchema,
  },
});
