import {
  type ApplicationResponse,
  applicationIdParamsSchema,
  applicationListQuerySchema,
  applicationRequestSchema,
  type MyApplicationResponse,
  type OperatorApplicationList,
  reviewRequestSchema,
} from '@vela/contracts/affiliate';
import { affiliateOperations } from '@vela/contracts/operations/affiliate';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MemoryRateLimitStore, RateLimiter } from '../../accounts/rate-limit.ts';
import { secureCookies } from '../../accounts/session-cookies.ts';
import { findMyApplication, submitApplication } from '../../affiliate/applications.ts';
import { findApplication, listApplications, reviewApplication } from '../../affiliate/review.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { sameOriginGuard } from '../csrf.ts';
import { apiError } from '../errors.ts';
import { operatorAudit } from '../operator/operator-audit.ts';
import { requireOperator } from '../operator/operator-auth.ts';
import { parseInput } from '../parse-input.ts';
import { answerPrivately, tooManyRequests } from '../replies.ts';
import { currentSession } from '../request-session.ts';
import { route } from '../route.ts';
import { requireSignIn, signedInSession } from '../signed-in.ts';

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

  route(
    app,
    affiliateOperations.applications,
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
    { preHandler: sameOriginGuard(config.PUBLIC_URL) },
  );

  // The routes below are the signed-in user's own: one hook answers 401 without a session.
  requireSignIn(app, { db, secure });

  route(app, affiliateOperations.myApplication, async (request): Promise<MyApplicationResponse> => {
    const session = signedInSession(request);
    return { application: await findMyApplication(db, session.user.id) };
  });
}

/** List, read, approve and reject, behind the operator token (checked before anything is parsed). */
async function operatorAffiliateRoutes(app: FastifyInstance, { config, database }: AffiliateOptions): Promise<void> {
  const { db } = database;
  const audited = operatorAudit(config, database);
  requireOperator(app, config.OPERATOR_TOKEN);

  route(app, affiliateOperations.operatorApplications, async (request): Promise<OperatorApplicationList> => {
    return listApplications(db, parseInput(applicationListQuerySchema, request.query));
  });

  route(app, affiliateOperations.operatorApplication, async (request, reply) => {
    const id = applicationId(request);
    const application = id === undefined ? undefined : await findApplication(db, id);
    return application ? { application } : notFound(reply);
  });

  route(app, affiliateOperations.operatorApplicationStatus, async (request, reply) => {
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
  });
}

/** Application ids are UUIDs; anything else names no application (404, like an unknown one). */
function applicationId(request: FastifyRequest): string | undefined {
  const parsed = applicationIdParamsSchema.safeParse(request.params);
  return parsed.success ? parsed.data.id : undefined;
}

const notFound = (reply: FastifyReply) => reply.status(404).send(apiError(404, 'no such application'));
