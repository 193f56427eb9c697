import {
  type FuturesAccount,
  futuresAccountPaths,
  type TransferList,
  type TransferResponse,
  transferHistoryQuerySchema,
  transferRequestSchema,
} from '@vela/contracts/futures-account';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { secureCookies } from '../../accounts/session-cookies.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { futuresWallet, transferHistory } from '../../futures/wallet-views.ts';
import type { OrderCommands } from '../../trading/order-relay.ts';
import { sameOriginGuard } from '../csrf.ts';
import { parseInput } from '../parse-input.ts';
import { unauthorized } from '../replies.ts';
import { currentSession } from '../request-session.ts';

/** The futures wallet and transfers to and from the spot wallet; the transfer runs in the trading sequence. */
export async function futuresAccountRoutes(
  app: FastifyInstance,
  { config, database, orders }: { config: Config; database: Database; orders: OrderCommands },
): Promise<void> {
  const { db } = database;
  const secure = secureCookies(config.PUBLIC_URL);

  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(futuresAccountPaths.account, async (request, reply): Promise<FuturesAccount | FastifyReply> => {
    const session = await currentSession(db, request, reply, secure);
    if (!session) return unauthorized(reply);
    return { balances: await futuresWallet(db, session.user.id) };
  });

  app.post(
    futuresAccountPaths.transfers,
    { preHandler: sameOriginGuard(config.PUBLIC_URL) },
    async (request, reply): Promise<TransferResponse | FastifyReply> => {
      const session = await currentSession(db, request, reply, secure);
      if (!session) return unauthorized(reply);
      return orders.transfer(session.user.id, parseInput(transferRequestSchema, request.body));
    },
  );

  app.get(futuresAccountPaths.transfers, async (request, reply): Promise<TransferList | FastifyReply> => {
    const session = await currentSession(db, request, reply, secure);
    if (!session) return unauthorized(reply);
    return transferHistory(db, session.user.id, parseInput(transferHistoryQuerySchema, request.query));
  });
}
