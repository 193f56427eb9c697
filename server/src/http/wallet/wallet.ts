import { accountOperations } from '@vela/contracts/operations/account';
import {
  DEMO_DEPOSIT_LIMIT_ERROR,
  DEMO_DEPOSITS_PER_DAY,
  type DemoDepositResponse,
  demoDepositRequestSchema,
  type LedgerKinds,
  type LedgerPage,
  ledgerQuerySchema,
  type WalletAccountResponse,
  type WalletSummary,
  walletAccountRequestSchema,
} from '@vela/contracts/wallet';
import type { FastifyInstance } from 'fastify';
import { holdingsOf } from '../../accounts/balances.ts';
import { livePriceSource, referencePriceSource } from '../../accounts/prices.ts';
import { secureCookies } from '../../accounts/session-cookies.ts';
import { totalInUsdt } from '../../accounts/valuation.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { FeedRuntime } from '../../feed/runtime.ts';
import { publishUserEvent } from '../../infra/bus/user-events.ts';
import { depositDemoFunds } from '../../wallet/demo-deposit.ts';
import { ledgerKinds, ledgerPage } from '../../wallet/ledger.ts';
import { walletSummary } from '../../wallet/summary.ts';
import { sameOriginGuard } from '../csrf.ts';
import { RequestRefusedError } from '../errors.ts';
import { parseInput } from '../parse-input.ts';
import { answerPrivately } from '../replies.ts';
import { route } from '../route.ts';
import { requireSignIn, signedInSession } from '../signed-in.ts';

/**
 * The wallet: the total asset (the spec's call), the wallet screen's summary, the ledger and the
 * demo deposit. Values use the live market's last prices, reference prices where there is none.
 */
export async function walletRoutes(
  app: FastifyInstance,
  { config, database, feed }: { config: Config; database: Database; feed: FeedRuntime },
): Promise<void> {
  const { db } = database;
  const secure = secureCookies(config.PUBLIC_URL);
  requireSignIn(app, { db, secure });
  const prices = livePriceSource(() => feed.view.tickers(), referencePriceSource(db));

  answerPrivately(app);

  // POST although it reads: the spec's contract. It changes nothing, so it needs no CSRF check.
  route(app, accountOperations.walletAccount, async (request): Promise<WalletAccountResponse> => {
    const session = signedInSession(request);
    // Every known wallet type is the spot wallet so far; the list is checked, not yet used to choose.
    parseInput(walletAccountRequestSchema, request.body);
    const holdings = await holdingsOf(db, session.user.id);
    const priced = await prices.pricesInUsdt(holdings.map((holding) => holding.asset));
    return { code: 200, data: totalInUsdt(holdings, priced) };
  });

  route(app, accountOperations.walletSummary, async (request): Promise<WalletSummary> => {
    const session = signedInSession(request);
    return walletSummary(db, session.user.id, prices);
  });

  route(app, accountOperations.walletLedger, async (request): Promise<LedgerPage> => {
    const session = signedInSession(request);
    return ledgerPage(db, session.user.id, parseInput(ledgerQuerySchema, request.query));
  });

  route(app, accountOperations.walletLedgerKinds, async (request): Promise<LedgerKinds> => {
    const session = signedInSession(request);
    return { kinds: await ledgerKinds(db, session.user.id) };
  });

  route(
    app,
    accountOperations.demoDeposit,
    async (request): Promise<DemoDepositResponse> => {
      const session = signedInSession(request);
      const { asset } = parseInput(demoDepositRequestSchema, request.body);
      const outcome = await depositDemoFunds(db, session.user.id, asset);
      if (!outcome.ok) {
        const message = `the ${DEMO_DEPOSITS_PER_DAY} demo deposits of ${asset} for today are used up; more from ${outcome.resetsAt.toISOString()}`;
        throw new RequestRefusedError(409, DEMO_DEPOSIT_LIMIT_ERROR, message);
      }
      feed.bus.publish('balance.credited', outcome.credited);
      publishUserEvent(feed.bus, session.user.id, 'balances', [outcome.balance]);
      return {
        asset,
        amount: outcome.amount,
        remainingToday: outcome.remainingToday,
        balance: outcome.balance,
        resetsAt: outcome.resetsAt.toISOString(),
      };
    },
    { preHandler: sameOriginGuard(config.PUBLIC_URL) },
  );
}
