import {
  type ApplicationResponse,
  affiliatePaths,
  applicationIdParamsSchema,
  applicationListQuerySchema,
  applicationRequestSchema,
  applicationResponseSchema,
  type MyApplicationResponse,
  myApplicationResponseSchema,
  type OperatorApplicationList,
  operatorApplicationListSchema,
  operatorApplicationResponseSchema,
  reviewRequestSchema,
} from '@vela/contracts/affiliate';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MemoryRateLimitStore, RateLimiter } from '../../accounts/rate-limit.ts';
import { secureCookies } from '../../accounts/session-cookies.ts';
import { findMyApplication, submitApplication } from '../../affiliate/applications.ts';
import { findApplication, listApplications, reviewApplication } from '../../affiliate/review.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { sameOriginGuard } from '../csrf.ts';
import { apiError } from '../errors.ts';
import { affiliateApi } from '../openapi/tags.ts';
import { operatorAudit } from '../operator/operator-audit.ts';
import { requireOperator } from '../operator/operator-auth.ts';
import { parseInput } from '../parse-input.ts';
import { answerPrivately, tooManyRequests } from '../replies.ts';
import { currentSession } from '../request-session.ts';
import { requireSignIn, signedInSession } from '../signed-in.ts';

const notFoundAnswer = [404, 'No such application.'] as const;

const HOUR = 3_600_000;

interface AffiliateOptions {
  config: Config;
  database: Database;
}

/** The affiliate (KOL) programme: the public application and the operators' review of it. */
export async function affiliateRoutes(app: FastifyInstance, options: AffiliateOptions): Promise<void> {
  await app.register(applicantRoutes, options);
  await app.register(operatorAffiliateRoutes, options);
}

async function applicantRoutes(app: FastifyInstance, { config, database }: AffiliateOptions): Promise<void> {
  const { db } = database;
  const secure = secureCookies(config.PUBLIC_URL);
  // Generous for a shared address (an office, a campus), tight for a script filling the table.
  const applicationsPerIp = new RateLimiter(new MemoryRateLimitStore(), {
    name: 'affiliate-ip',
    max: 10,
    windowMs: HOUR,
  });

  answerPrivately(app);

  app.post(
    affiliatePaths.applications,
    {
      schema: affiliateApi.operation({
        summary: 'Apply to the affiliate programme',
        description: 'Open to visitors; linked to the account when signed in. Rate-limited per address.',
        auth: 'public',
        body: applicationRequestSchema,
        response: applicationResponseSchema,
        status: 201,
        errors: [403, [409, 'An application with this e-mail address exists already.'], 429],
      }),
      preHandler: sameOriginGuard(config.PUBLIC_URL),
    },
    async (request, reply): Promise<ApplicationResponse | FastifyReply> => {
      const input = parseInput(applicationRequestSchema, request.body);
      const decision = await applicationsPerIp.hit(request.ip);
      if (!decision.allowed) return tooManyRequests(reply, decision.retryAfterSeconds);
      const session = await currentSession(db, request, reply, secure);
      const submission = await submitApplication(db, input, session?.user.id);
      if (!submission.ok) {
        return reply
          .status(409)
          .send(apiError(409, 'an application with this e-mail address exists already', { email: 'already-applied' }));
      }
      return reply.status(201).send({ application: submission.receipt });
    },
  );

  // The routes below are the signed-in user's own: one hook answers 401 without a session.
  requireSignIn(app, { db, secure });

  app.get(
    affiliatePaths.myApplication,
    {
      schema: affiliateApi.operation({
        summary: 'The account’s latest application, or null',
        auth: 'session',
        response: myApplicationResponseSchema,
      }),
    },
    async (request): Promise<MyApplicationResponse> => {
      const session = signedInSession(request);
      return { application: await findMyApplication(db, session.user.id) };
    },
  );
}

/** List, read, approve and reject, behind the operator token (checked before anything is parsed). */
async function operatorAffiliateRoutes(app: FastifyInstance, { config, database }: AffiliateOptions): Promise<void> {
  const { db } = database;
  const audited = operatorAudit(config, database);
  requireOperator(app, config.OPERATOR_TOKEN);

  app.get(
    affiliatePaths.operatorApplications,
    {
      schema: affiliateApi.operation({
        summary: 'Operator: list applications, newest first',
        auth: 'operator',
        query: applicationListQuerySchema,
        response: operatorApplicationListSchema,
      }),
    },
    async (request): Promise<OperatorApplicationList> => {
      return listApplications(db, parseInput(applicationListQuerySchema, request.query));
    },
  );

  app.get(
    affiliatePaths.operatorApplication(':id'),
    {
      schema: affiliateApi.operation({
        summary: 'Operator: one application',
        auth: 'operator',
        params: applicationIdParamsSchema,
        response: operatorApplicationResponseSchema,
        errors: [notFoundAnswer],
      }),
    },
    async (request, reply) => {
      const id = applicationId(request);
      const application = id === undefined ? undefined : await findApplication(db, id);
      return application ? { application } : notFound(reply);
    },
  );

  app.post(
    affiliatePaths.operatorApplicationStatus(':id'),
    {
      schema: affiliateApi.operation({
        summary: 'Operator: approve or reject an application',
        auth: 'operator',
        params: applicationIdParamsSchema,
        body: reviewRequestSchema,
        response: operatorApplicationResponseSchema,
        errors: [notFoundAnswer],
      }),
    },
    async (request, reply) => {
      const id = applicationId(request);
      if (id === undefined) return notFound(reply);
      const decision = parseInput(reviewRequestSchema, request.body);
      const application = await audited(request, {
        action: decision.status === 'approved' ? 'affiliate-application.approve' : 'affiliate-application.reject',
        targetType: 'affiliate-application',
        targetId: id,
        change: (tx) => reviewApplication(tx, id, decision),
        changed: (reviewed) => reviewed?.id,
      });
      return application ? { application } : notFound(reply);
    },
  );
}

/** Application ids are UUIDs; anything else names no application (404, like an unknown one). */
function applicationId(request: FastifyRequest): string | undefined {
  const parsed = applicationIdParamsSchema.safeParse(request.params);
  return parsed.success ? parsed.data.id : undefined;
}

const notFound = (reply: FastifyReply) => reply.status(404).send(apiError(404, 'no such application'));
