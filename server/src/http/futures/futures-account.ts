import {
  type FuturesAccount,
  futuresAccountPaths,
  futuresAccountSchema,
  type TransferList,
  type TransferResponse,
  transferHistoryQuerySchema,
  transferListSchema,
  transferRequestSchema,
  transferResponseSchema,
} from '@vela/contracts/futures-account';
import type { FastifyInstance } from 'fastify';
import { secureCookies } from '../../accounts/session-cookies.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { OrderCommands } from '../../desks/order-relay.ts';
import { futuresWallet, transferHistory } from '../../futures/wallet-views.ts';
import { sameOriginGuard } from '../csrf.ts';
import { futuresTradingApi } from '../openapi/tags.ts';
import { parseInput } from '../parse-input.ts';
import { answerPrivately } from '../replies.ts';
import { requireSignIn, signedInSession } from '../signed-in.ts';

const unavailable = [503, 'Trading is not running right now (reason "trading-unavailable"); nothing changed.'] as const;

/** The futures wallet and transfers to and from the spot wallet; the transfer runs in the trading sequence. */
export async function futuresAccountRoutes(
  app: FastifyInstance,
  { config, database, orders }: { config: Config; database: Database; orders: OrderCommands },
): Promise<void> {
  const { db } = database;
  const secure = secureCookies(config.PUBLIC_URL);
  requireSignIn(app, { db, secure });

  answerPrivately(app);

  app.get(
    futuresAccountPaths.account,
    {
      schema: futuresTradingApi.operation({
        summary: 'Futures wallet per margin asset',
        auth: 'session',
        apiKey: 'read',
        response: futuresAccountSchema,
      }),
    },
    async (request): Promise<FuturesAccount> => {
      const session = signedInSession(request);
      return { balances: await futuresWallet(db, session.user.id) };
    },
  );

  app.post(
    futuresAccountPaths.transfers,
    {
      schema: futuresTradingApi.operation({
        summary: 'Transfer between the spot and futures wallets',
        auth: 'session',
        body: transferRequestSchema,
        response: transferResponseSchema,
        errors: [unavailable],
      }),
      preHandler: sameOriginGuard(config.PUBLIC_URL),
    },
    async (request): Promise<TransferResponse> => {
      const session = signedInSession(request);
      return orders.transfer(session.user.id, parseInput(transferRequestSchema, request.body));
    },
  );

  app.get(
    futuresAccountPaths.transfers,
    {
      schema: futuresTradingApi.operation({
        summary: 'Transfer history, newest first',
        auth: 'session',
        apiKey: 'read',
        query: transferHistoryQuerySchema,
        response: transferListSchema,
      }),
    },
    async (request): Promise<TransferList> => {
      const session = signedInSession(request);
      return transferHistory(db, session.user.id, parseInput(transferHistoryQuerySchema, request.query));
    },
  );
}
