import { WALLET_ACCOUNT_PATH, type WalletAccountResponse, walletAccountRequestSchema } from '@vela/contracts/wallet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { holdingsOf } from '../accounts/balances.ts';
import { parseInput } from '../accounts/parse-input.ts';
import { referencePriceSource } from '../accounts/prices.ts';
import { unauthorized } from '../accounts/replies.ts';
import { currentSession } from '../accounts/request-session.ts';
import { secureCookies } from '../accounts/session-cookies.ts';
import { totalInUsdt } from '../accounts/valuation.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';

/** The wallet's total asset, valued in USDT. */
export async function walletRoutes(
  app: FastifyInstance,
  { config, database }: { config: Config; database: Database },
): Promise<void> {
  const { db } = database;
  const secure = secureCookies(config.PUBLIC_URL);
  const prices = referencePriceSource(db);

  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  // POST although it reads: the spec's contract. It changes nothing, so it needs no CSRF check.
  app.post(WALLET_ACCOUNT_PATH, async (request, reply): Promise<WalletAccountResponse | FastifyReply> => {
    const session = await currentSession(db, request, reply, secure);
    if (!session) return unauthorized(reply);
    // Every known wallet type is the spot wallet so far; the list is checked, not yet used to choose.
    parseInput(walletAccountRequestSchema, request.body);
    const holdings = await holdingsOf(db, session.user.id);
    const priced = await prices.pricesInUsdt(holdings.map((holding) => holding.asset));
    return { code: 200, data: totalInUsdt(holdings, priced) };
  });
}
