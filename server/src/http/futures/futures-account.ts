import {
  type FuturesAccount,
  type TransferList,
  type TransferResponse,
  transferHistoryQuerySchema,
  transferRequestSchema,
} from '@vela/contracts/futures-account';
import { futuresTradingOperations } from '@vela/contracts/operations/futures-trading';
import type { FastifyInstance } from 'fastify';
import { secureCookies } from '../../accounts/session-cookies.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { OrderCommands } from '../../desks/order-relay.ts';
import { futuresWallet, transferHistory } from '../../futures/wallet-views.ts';
import { sameOriginGuard } from '../csrf.ts';
import { parseInput } from '../parse-input.ts';
import { answerPrivately } from '../replies.ts';
import { route } from '../route.ts';
import { requireSignIn, signedInSession } from '../signed-in.ts';

/** The futures wallet and transfers to and from the spot wallet; the transfer runs in the trading sequence. */
export async function futuresAccountRoutes(
  app: FastifyInstance,
  { config, database, orders }: { config: Config; database: Database; orders: OrderCommands },
): Promise<void> {
  const { db } = database;
  const secure = secureCookies(config.PUBLIC_URL);
  requireSignIn(app, { db, secure });

  answerPrivately(app);

  route(app, futuresTradingOperations.account, async (request): Promise<FuturesAccount> => {
    const session = signedInSession(request);
    return { balances: await futuresWallet(db, session.user.id) };
  });

  route(
    app,
    futuresTradingOperations.transfer,
    async (request): Promise<TransferResponse> => {
      const session = signedInSession(request);
      return orders.transfer(session.user.id, parseInput(transferRequestSchema, request.body));
    },
    { preHandler: sameOriginGuard(config.PUBLIC_URL) },
  );

  route(app, futuresTradingOperations.transfers, async (request): Promise<TransferList> => {
    const session = signedInSession(request);
    return transferHistory(db, session.user.id, parseInput(transferHistoryQuerySchema, request.query));
  });
}
