import { causesOf } from '../db/connection-errors.ts';
import { Refusal } from '../refusal.ts';

/** Node socket errors of a connection that broke while the statement was out. */
const BROKEN_SOCKET_CODES = new Set(['ECONNRESET', 'EPIPE', 'ETIMEDOUT']);

/** pg raises these without a code when the connection goes in the middle of a query. */
const BROKEN_MESSAGES = ['Connection terminated', 'Query read timeout'];

/**
 * A SQLSTATE: the server answered, so the statement failed there and nothing of it committed. No
 * SQLSTATE class starts with E; Node's socket codes (EPIPE) do.
 */
const SQLSTATE = /^[0-9A-DF-Z][0-9A-Z]{4}$/;

/**
 * Whether a failed batch write may have committed all the same: the connection broke while the
 * statement was out (the server may have committed it and lost only its answer). An error the
 * server sent (any SQLSTATE, `pg_terminate_backend`'s 57P01 included: the statement was aborted),
 * a connection that could not be made, or an embedded database's error is a known failure.
 */
export function isOutcomeUnknown(error: unknown): boolean {
  const causes = causesOf(error);
  if (causes.some((cause) => typeof cause.code === 'string' && SQLSTATE.test(cause.code))) return false;
  return causes.some((cause) => {
    if (typeof cause.code === 'string' && BROKEN_SOCKET_CODES.has(cause.code)) return true;
    const message = typeof cause.message === 'string' ? cause.message : '';
    return BROKEN_MESSAGES.some((text) => message.includes(text));
  });
}

/**
 * What the commands of a batch whose write failed are answered: nothing changed (try again), or,
 * when the write may have committed, `outcome-unknown` (look at the open orders, retry with the
 * same clientOrderId: a retry of an order that was placed answers that order).
 */
export function commitRefusal(error: unknown): Refusal {
  if (isOutcomeUnknown(error)) {
    return new Refusal(
      'unavailable',
      'outcome-unknown',
      'the connection to the database broke while this command was being saved: it may have been carried out. ' +
        'Check your open orders and balances, and retry with the same clientOrderId',
    );
  }
  return new Refusal(
    'unavailable',
    'trading-unavailable',
    'the order book could not save this command; nothing changed: try again',
  );
}
