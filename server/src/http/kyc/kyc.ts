import {
  documentTypeSchema,
  type KycFileName,
  type KycStatusResponse,
  kycApplicationListQuerySchema,
  kycApplicationParamsSchema,
  kycFileNames,
  kycFileParamsSchema,
  kycLimits,
  kycReviewRequestSchema,
  levelOneRequestSchema,
  type OperatorKycApplicationList,
} from '@vela/contracts/kyc';
import { kycOperations } from '@vela/contracts/operations/kyc';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type DocumentStore, FileDocumentStore } from '../../accounts/document-store.ts';
import { type KycRefusal, kycStatus, submitLevelOne, submitLevelTwo } from '../../accounts/kyc.ts';
import { notifyKycDecision } from '../../accounts/kyc-notices.ts';
import {
  findKycApplication,
  kycFileKey,
  listKycApplications,
  reviewKycApplication,
} from '../../accounts/kyc-review.ts';
import { RateLimiter } from '../../accounts/rate-limit.ts';
import { secureCookies } from '../../accounts/session-cookies.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { sessions } from '../../db/schema.ts';
import type { Bus } from '../../infra/bus/bus.ts';
import { sameOriginGuard } from '../csrf.ts';
import { apiError, BadRequestError } from '../errors.ts';
import { operatorAudit, operatorReadAudit } from '../operator/operator-audit.ts';
import { requireOperator } from '../operator/operator-auth.ts';
import { parseInput } from '../parse-input.ts';
import { answerPrivately, tooManyRequests, unauthorized } from '../replies.ts';
import { currentSession } from '../request-session.ts';
import { route } from '../route.ts';
import { requireSignIn, signedInSession, signedInUserId } from '../signed-in.ts';

const HOUR = 3_600_000;
/** Three images at their limit, plus the form's own bytes. */
const LEVEL_TWO_BODY_LIMIT = kycFileNames.length * kycLimits.fileMaxBytes + 64 * 1024;

interface KycOptions {
  config: Config;
  database: Database;
  bus: Bus;
  /** Tests pass their own; by default the files go under DATA_DIR/kyc. */
  documents?: DocumentStore;
}

/** Identity verification: the user's two levels and the operators' review of level 2. */
export async function kycRoutes(app: FastifyInstance, options: KycOptions): Promise<void> {
  const documents = options.documents ?? new FileDocumentStore(options.config.DATA_DIR);
  await app.register(applicantRoutes, { ...options, documents });
  await app.register(operatorKycRoutes, { ...options, documents });
}

const statusOf: Record<KycRefusal['reason'], number> = {
  'restricted-country': 403,
  underage: 400,
  'already-verified': 409,
  'level-one-required': 409,
  'review-pending': 409,
  'file-missing': 400,
  'not-an-image': 415,
  'image-too-large': 413,
  'image-too-small': 400,
};

const messageOf: Record<KycRefusal['reason'], string> = {
  'restricted-country': 'accounts residing in this country cannot be verified',
  underage: `you must be at least ${kycLimits.minimumAge} years old`,
  'already-verified': 'this level is verified already',
  'level-one-required': 'complete level 1 (personal details) first',
  'review-pending': 'your documents are waiting for review already',
  'file-missing': 'this image is required for the chosen document',
  'not-an-image': 'this file is not a JPEG, PNG or WebP image',
  'image-too-large': `this image is too large: at most ${kycLimits.fileMaxBytes / 1024 / 1024} MB and ${kycLimits.imageMaxPixels / 1_000_000} megapixels`,
  'image-too-small': `this image is too small to read: at least ${kycLimits.imageMinSide} pixels on each side`,
};

function refuse(reply: FastifyReply, refusal: KycRefusal): FastifyReply {
  const status = statusOf[refusal.reason];
  const message = refusal.field ? `${refusal.field}: ${messageOf[refusal.reason]}` : messageOf[refusal.reason];
  const fields = refusal.field ? { [refusal.field]: refusal.reason } : undefined;
  return reply.status(status).send({ ...apiError(status, message, fields), reason: refusal.reason });
}

const documentTypeFieldSchema = z.object({ documentType: documentTypeSchema });

/** multipart/form-data, parsed by the platform's own FormData (undici): no temporary files. */
async function readForm(body: Buffer, contentType: string): Promise<FormData> {
  try {
    return await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new BadRequestError('invalid multipart/form-data body');
  }
}

async function applicantRoutes(
  app: FastifyInstance,
  { config, database, documents }: KycOptions & { documents: DocumentStore },
): Promise<void> {
  const { db } = database;
  const secure = secureCookies(config.PUBLIC_URL);
  const sameOrigin = sameOriginGuard(config.PUBLIC_URL);
  const store = app.accountServices.rateLimits;
  // Level 1 is quick to retry after a typo; level 2 decodes three photos, so it is scarcer.
  const levelOneTries = new RateLimiter(store, { name: 'kyc-level-1', max: 10, windowMs: HOUR });
  const levelTwoTries = new RateLimiter(store, { name: 'kyc-level-2', max: 10, windowMs: HOUR });

  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: LEVEL_TWO_BODY_LIMIT },
    (request, body, done) => {
      readForm(body as Buffer, request.headers['content-type'] ?? '').then(
        (form) => done(null, form),
        (error: Error) => done(error, undefined),
      );
    },
  );

  answerPrivately(app);

  requireSignIn(app, { db, secure });

  route(app, kycOperations.status, async (request): Promise<KycStatusResponse> => {
    const userId = signedInUserId(request);
    return kycStatus(db, userId);
  });

  route(
    app,
    kycOperations.levelOne,
    async (request, reply) => {
      const session = signedInSession(request);
      const userId = session.user.id;
      const input = parseInput(levelOneRequestSchema, request.body);
      const decision = await levelOneTries.hit(userId);
      if (!decision.allowed) return tooManyRequests(reply, decision.retryAfterSeconds);
      const outcome = await submitLevelOne(db, userId, input, {
        restrictedCountries: config.KYC_RESTRICTED_COUNTRIES,
      });
      if (!outcome.ok) return refuse(reply, outcome.refusal);
      // The next page this browser loads must see the new level (the profile's kycVerified ends the prompt).
      app.sessionCache?.forgetSession(session.sessionId);
      return outcome.value;
    },
    { preHandler: sameOrigin },
  );

  // Checked before the body (up to three photos) is read: a cross-site, signed-out or too eager
  // request is refused without parsing a byte of it (the scope's hook then finds the same session).
  const admitLevelTwo = async (request: FastifyRequest, reply: FastifyReply) => {
    const refused = await sameOrigin(request, reply);
    if (refused) return refused;
    const session = await currentSession(db, request, reply, secure);
    if (!session) return unauthorized(reply);
    const decision = await levelTwoTries.hit(session.user.id);
    if (!decision.allowed) return tooManyRequests(reply, decision.retryAfterSeconds);
    return undefined;
  };

  route(
    app,
    kycOperations.levelTwo,
    async (request, reply) => {
      const userId = signedInUserId(request);
      if (!(request.body instanceof FormData)) {
        throw new BadRequestError('expected multipart/form-data with documentType, front, back and selfie');
      }
      const form = request.body;
      const { documentType } = parseInput(documentTypeFieldSchema, {
        documentType: form.get('documentType') ?? undefined,
      });
      const files: Partial<Record<KycFileName, Uint8Array>> = {};
      for (const name of kycFileNames) {
        const value = form.get(name);
        if (value instanceof Blob) files[name] = new Uint8Array(await value.arrayBuffer());
      }
      const outcome = await submitLevelTwo(db, documents, userId, { documentType, files });
      return outcome.ok ? reply.status(201).send(outcome.value) : refuse(reply, outcome.refusal);
    },
    { onRequest: admitLevelTwo, bodyLimit: LEVEL_TWO_BODY_LIMIT },
  );
}

/** List, read (with the images), approve and reject, behind the operator token. */
async function operatorKycRoutes(
  app: FastifyInstance,
  { config, database, bus, documents }: KycOptions & { documents: DocumentStore },
): Promise<void> {
  const { db } = database;
  const audited = operatorAudit(config, database);
  const recordView = operatorReadAudit(config, database);
  requireOperator(app, config.OPERATOR_TOKEN);

  route(app, kycOperations.operatorApplications, async (request): Promise<OperatorKycApplicationList> => {
    return listKycApplications(db, parseInput(kycApplicationListQuerySchema, request.query));
  });

  route(app, kycOperations.operatorApplication, async (request, reply) => {
    const id = kycApplicationParamsSchema.safeParse(request.params);
    const application = id.success ? await findKycApplication(db, id.data.id) : undefined;
    return application ? { application } : notFound(reply);
  });

  route(app, kycOperations.operatorApplicationFile, async (request, reply) => {
    const params = kycFileParamsSchema.safeParse(request.params);
    if (!params.success) return notFound(reply);
    const key = await kycFileKey(db, params.data.id, params.data.file);
    const file = key ? await documents.open(key) : undefined;
    if (!file) return notFound(reply);
    // Personal data leaves the server: recorded first, and not sent if it cannot be recorded.
    try {
      await recordView(request, {
        action: 'kyc-application.view-document',
        targetType: 'kyc-application',
        targetId: params.data.id,
        read: { kyc_document: { file: params.data.file } },
      });
    } catch (error) {
      file.stream.destroy();
      throw error;
    }
    return reply
      .header('content-type', 'image/jpeg')
      .header('content-length', String(file.size))
      .header('content-disposition', `inline; filename="${params.data.file}.jpg"`)
      .header('x-content-type-options', 'nosniff')
      .send(file.stream);
  });

  route(app, kycOperations.operatorApplicationReview, async (request, reply) => {
    const id = kycApplicationParamsSchema.safeParse(request.params);
    if (!id.success) return notFound(reply);
    const decision = parseInput(kycReviewRequestSchema, request.body);
    const outcome = await audited(request, {
      action: decision.decision === 'approve' ? 'kyc-application.approve' : 'kyc-application.reject',
      targetType: 'kyc-application',
      targetId: id.data.id,
      change: (tx) => reviewKycApplication(tx, id.data.id, decision),
      changed: (reviewed) => (reviewed.ok ? reviewed.application.id : undefined),
    });
    if (!outcome.ok) {
      if (outcome.reason === 'not-found') return notFound(reply);
      return reply
        .status(409)
        .send({ ...apiError(409, 'this application was decided already'), reason: 'not-pending' });
    }
    await forgetCachedSessions(app, db, outcome.application.userId);
    await notifyKycDecision(
      { db, bus, mailer: app.accountServices.mailer, log: request.log, publicUrl: config.PUBLIC_URL },
      outcome.application.userId,
      decision,
    );
    return { application: outcome.application };
  });
}

const notFound = (reply: FastifyReply) => reply.status(404).send(apiError(404, 'no such application'));

/**
 * Drops the user's sessions from this instance's cache, so their next request reads the new level.
 * Other instances' caches expire within SESSION_CACHE_TTL_MS (5 s); the futures gate reads the
 * database itself, and the user learns of the decision by the notice meanwhile.
 */
async function forgetCachedSessions(app: FastifyInstance, db: Database['db'], userId: string): Promise<void> {
  const cache = app.sessionCache;
  if (!cache) return;
  const live = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId));
  for (const { id } of live) cache.forgetSession(id);
}
