import { z } from 'zod';

/**
 * The operator audit log (docs/operator-audit-log.md): every change made through the operator API,
 * with who made it, when, to what, and the changed rows before and after. Read-only, behind the
 * operator token like the rest of /api/v1/operator/.
 */
export const operatorAuditPaths = {
  log: '/api/v1/operator/audit-log',
} as const;

/** What an entry is about; its id is the target's own (a content item's number, a product's code, a UUID). */
export const operatorAuditTargetTypes = [
  'announcement',
  'course',
  'help-article',
  'affiliate-application',
  'kyc-application',
  'earn-product',
  'task',
] as const;
export type OperatorAuditTargetType = (typeof operatorAuditTargetTypes)[number];

const contentVerbs = ['create', 'update', 'publish', 'unpublish'] as const;

/** `<target type>.<verb>`: one name per kind of operator action. */
export const operatorAuditActions = [
  ...contentVerbs.map((verb) => `announcement.${verb}` as const),
  ...contentVerbs.map((verb) => `course.${verb}` as const),
  ...contentVerbs.map((verb) => `help-article.${verb}` as const),
  'affiliate-application.approve',
  'affiliate-application.reject',
  'kyc-application.approve',
  'kyc-application.reject',
  /** A read, not a change: an operator opened one of the application's identity document images. */
  'kyc-application.view-document',
  'earn-product.create',
  'earn-product.pause',
  'earn-product.resume',
  'earn-product.close',
  'task.define',
  'task.end',
] as const;
export type OperatorAuditAction = (typeof operatorAuditActions)[number];

export const OPERATOR_AUDIT_PAGE_MAX = 200;

/** `?action=&targetType=&targetId=&from=&to=&cursor=&limit=`: newest first; `cursor` is the last page's nextCursor. */
export const operatorAuditQuerySchema = z.object({
  action: z.enum(operatorAuditActions).optional(),
  targetType: z.enum(operatorAuditTargetTypes).optional(),
  targetId: z.string().min(1).max(200).optional(),
  /** Inclusive bounds on the entry's time (ISO 8601 with offset). */
  from: z.iso.datetime({ offset: true, error: 'expected an ISO 8601 date-time, e.g. 2026-01-02T03:04:05Z' }).optional(),
  to: z.iso.datetime({ offset: true, error: 'expected an ISO 8601 date-time, e.g. 2026-01-02T03:04:05Z' }).optional(),
  cursor: z
    .string()
    .regex(/^[1-9]\d{0,14}$/, 'expected the nextCursor of a previous page')
    .optional(),
  limit: z.coerce
    .number({ error: `expected a whole number from 1 to ${OPERATOR_AUDIT_PAGE_MAX}` })
    .int(`expected a whole number from 1 to ${OPERATOR_AUDIT_PAGE_MAX}`)
    .min(1, `expected a whole number from 1 to ${OPERATOR_AUDIT_PAGE_MAX}`)
    .max(OPERATOR_AUDIT_PAGE_MAX, `expected a whole number from 1 to ${OPERATOR_AUDIT_PAGE_MAX}`)
    .default(50),
});
export type OperatorAuditQuery = z.infer<typeof operatorAuditQuerySchema>;

/**
 * Who: the operator API has one shared bearer token, so the caller is named by that token's
 * fingerprint (changes when the token is rotated) plus the request's address and user agent.
 */
export const operatorAuditActorSchema = z.object({
  tokenId: z.string().describe('First 16 hex digits of a SHA-256 of the operator token: names it, never reveals it.'),
  address: z.string().describe('The client address (behind TRUST_PROXY, the forwarded one).'),
  userAgent: z.string().nullable(),
  requestId: z.string().nullable().describe('The request id, as in the server log.'),
});

/** A snapshot of the changed rows: the target's own row, plus its dependent rows where it has any. */
const snapshotSchema = z
  .record(z.string(), z.unknown())
  .nullable()
  .describe(
    'The changed rows as JSON; null before a create. Secrets and document-store keys read "[redacted]". ' +
      'For a read (kyc-application.view-document) `before` is null and `after` names what was read, never its content.',
  );

export const operatorAuditEntrySchema = z.object({
  id: z.string(),
  at: z.iso.datetime({ offset: true }),
  action: z.enum(operatorAuditActions),
  targetType: z.enum(operatorAuditTargetTypes),
  targetId: z.string(),
  operator: operatorAuditActorSchema,
  before: snapshotSchema,
  after: snapshotSchema,
});
export type OperatorAuditEntry = z.infer<typeof operatorAuditEntrySchema>;

export const operatorAuditPageSchema = z.object({
  entries: z.array(operatorAuditEntrySchema),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type OperatorAuditPage = z.infer<typeof operatorAuditPageSchema>;
