import { Refusal } from '../refusal.ts';

/** The refusals every desk with orders shares (their reasons are part of the API: docs/api.md). */
export const unknownOrder = () => new Refusal('not-found', 'unknown-order', 'no such order of yours');

export const orderNotOpen = (status: string) =>
  new Refusal(
    'conflict',
    'order-not-open',
    `the order ${status === 'open' ? 'has just traded in full or been cancelled' : `is ${status}`}: it is no longer open`,
  );

export const tradingUnavailable = () =>
  new Refusal('unavailable', 'trading-unavailable', 'trading is not running on this server right now');
