import type { EarnRedeemResponse, earnRedeemRequestSchema } from '@vela/contracts/earn';
import type { Balance } from '@vela/contracts/trading';
import Big from 'big.js';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { earnPositions } from '../db/schema.ts';
import type { Bus } from '../infra/bus/bus.ts';
import { Refusal } from '../refusal.ts';
import { accruePosition, forfeitUnpaid, lockPosition, positionIsLive, takeUnpaid } from './accrual.ts';
import { earnNow } from './clock.ts';
import { announceCredits } from './ledger.ts';
import {
  ALL_UNPAID_BEFORE,
  closePosition,
  payInterest,
  recordHistory,
  returnPrincipal,
  settleFixed,
  type Turn,
} from './payouts.ts';
import { positionOf } from './positions.ts';
import { findProduct, productTiers } from './products.ts';

export type RedeemInput = z.output<typeof earnRedeemRequestSchema>;

/** The spot balance after the last credit of the turn (every redemption credits the principal). */
const spotAfter = (turn: Turn) => turn.credits.at(-1)?.balance as Balance;

/**
 * Redeems to spot at once, from the `earn` account (both ledgers). Flexible: any part; the hours
 * that ended are accrued first, and a redemption of the whole position also pays its unpaid
 * interest. Fixed (if the product allows it): the whole principal only, the unpaid interest
 * forfeited; once matured (the job not there yet), the whole with its interest. Sharkfin: never
 * before maturity.
 */
export async function redeem(db: Db, bus: Bus, userId: string, input: RedeemInput): Promise<EarnRedeemResponse> {
  const amount = new Big(input.amount);
  const outcome = await db.transaction(async (tx) => {
    const position = await lockPosition(tx, input.positionId);
    if (!position || position.userId !== userId || position.status === 'opening') {
      throw new Refusal('not-found', 'position-not-found', 'no such earn position of yours', 'positionId');
    }
    if (!positionIsLive(position)) {
      throw new Refusal('conflict', 'position-not-live', `the position is ${position.status}`);
    }
    const product = await findProduct(tx, position.productId);
    if (!product) throw new Error(`the product of position ${position.id} is gone`);
    const now = earnNow();
    const matured = position.type === 'fixed' && position.maturesAt !== null && position.maturesAt <= now;
    if (position.type === 'sharkfin' || (position.type === 'fixed' && !product.earlyRedemption && !matured)) {
      throw new Refusal('conflict', 'redemption-not-allowed', 'this product is locked until maturity');
    }
    const principal = new Big(position.amount);
    if (position.type === 'fixed' && !amount.eq(principal)) {
      throw new Refusal('invalid', 'whole-amount-only', `redeem the whole ${principal.toFixed()}`, 'amount');
    }
    if (amount.gt(principal)) {
      throw new Refusal('invalid', 'amount-above-position', `the position holds ${principal.toFixed()}`, 'amount');
    }
    const turn: Turn = { tx, now, credits: [] };
    await accruePosition(tx, position, productTiers(product), now);
    if (matured) {
      // Matured, not yet settled by the job: paid out in full now, interest included, never renewed.
      const interest = await settleFixed(turn, position, product, false);
      return { turn, interest, forfeited: new Big(0), spot: spotAfter(turn) };
    }
    const whole = amount.eq(principal);
    let interest = new Big(0);
    let forfeited = new Big(0);
    if (position.type === 'fixed') {
      forfeited = await forfeitUnpaid(tx, position.id);
      if (forfeited.gt(0)) await recordHistory(turn, position, 'forfeit', forfeited);
    } else if (whole) {
      interest = await takeUnpaid(tx, position.id, ALL_UNPAID_BEFORE, turn.now);
    }
    await returnPrincipal(turn, position, amount, 'redeem');
    await payInterest(turn, position, interest);
    if (whole) await closePosition(turn, position, 'redeemed');
    else {
      await tx
        .update(earnPositions)
        .set({ amount: sql`${earnPositions.amount} - ${amount.toFixed()}` })
        .where(eq(earnPositions.id, position.id));
    }
    return { turn, interest, forfeited, spot: spotAfter(turn) };
  });
  announceCredits(bus, outcome.turn.credits);
  return {
    position: await positionOf(db, input.positionId, earnNow()),
    principal: amount.toFixed(),
    interest: outcome.interest.toFixed(),
    forfeited: outcome.forfeited.toFixed(),
    spot: outcome.spot,
  };
}
