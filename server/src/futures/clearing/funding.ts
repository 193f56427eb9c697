import type Big from 'big.js';
import type { PositionRecord } from '../clearing-types.ts';
import { fundingRound } from '../funding-payments.ts';
import type { ClearingCore } from './core.ts';
import { zero } from './values.ts';

/**
 * Funding rounds: once per contract and funding time, every open position of the contract pays or
 * receives -s x Q x M x r, the liquidity account holding the other side of the users' net position
 * and the insurance fund the rounding remainder.
 */
export class FundingRounds {
  /** The last funding time paid per contract (ms). */
  private lastFunding = new Map<string, number>();

  constructor(private readonly core: ClearingCore) {}

  clear(): void {
    this.lastFunding.clear();
  }

  install(lastFunding: ReadonlyMap<string, number>): void {
    this.lastFunding = new Map(lastFunding);
  }

  /** Pays one funding round of a contract, once per funding time. */
  pay(symbol: string, fundingTime: Date, rate: string, markPrice: string): boolean {
    if (!this.core.markets.has(symbol)) return false;
    const time = fundingTime.getTime();
    if ((this.lastFunding.get(symbol) ?? Number.NEGATIVE_INFINITY) >= time) return false;
    this.lastFunding.set(symbol, time);
    const reference = `${symbol}@${fundingTime.toISOString()}`;
    const open = this.core.positions.onContract(symbol);
    let net = zero;
    for (const position of open) net = net.plus(position.side === 'long' ? position.size : position.size.neg());
    const parties = open.map((position, index) => ({ id: String(index), side: position.side, size: position.size }));
    // The liquidity account holds the other side of the users' net position.
    if (!net.eq(0)) parties.push({ id: 'liquidity', side: net.gt(0) ? 'short' : 'long', size: net.abs() });
    const round = fundingRound(parties, markPrice, rate);
    // Credits before debits, so a cross debit can draw on what this round paid in.
    const payments = round.payments
      .map((payment) => ({ payment, position: payment.id === 'liquidity' ? undefined : open[Number(payment.id)] }))
      .sort((a, b) => b.payment.amount.cmp(a.payment.amount));
    for (const { payment, position } of payments) {
      if (!position) {
        this.core.wallet.system('liquidity', payment.amount, 'futures-funding', reference);
        continue;
      }
      this.fundPosition(position, payment.amount, reference);
    }
    if (!round.insuranceFund.eq(0))
      this.core.wallet.system('insurance', round.insuranceFund, 'funding-remainder', reference);
    this.core.batch.round({ symbol, fundingTime, rate, markPrice });
    return true;
  }

  private fundPosition(position: PositionRecord, amount: Big, reference: string): void {
    position.realizedPnl = position.realizedPnl.plus(amount);
    position.funding = position.funding.plus(amount);
    position.updatedAt = this.core.now();
    this.core.batch.touchPosition(position);
    if (position.marginMode === 'cross') {
      if (amount.gte(0)) this.core.wallet.move(position.userId, amount, zero, 'funding', reference);
      else this.core.wallet.debitCross(position.userId, amount.neg(), 'funding', reference);
      return;
    }
    const margin = position.margin.plus(amount);
    if (margin.gte(0)) {
      this.core.wallet.move(position.userId, zero, amount, 'funding', reference);
      position.margin = margin;
      return;
    }
    // The payment takes more than the margin: the fund pays the rest, the position is liquidated next.
    this.core.wallet.system('insurance', margin, 'bankruptcy-cover', reference);
    this.core.wallet.move(position.userId, zero, position.margin.neg(), 'funding', reference);
    position.margin = zero;
  }
}
