import {
  type FuturesFailure,
  type FuturesFailureCode,
  futuresRefusalReasons,
} from '../../../../../lib/trading/futures-failure.ts';

/** Every failure the futures calls report: the platform's refusal reasons and what the client tells itself. */
export const futuresFailureCodes: readonly FuturesFailureCode[] = [
  ...futuresRefusalReasons,
  'network',
  'rate-limited',
  'unknown',
];

/** The message of a failed futures call, in the user's language (under `futuresForm.refusals`). */
export function refusalMessageKey(failure: FuturesFailure): `futuresForm.refusals.${FuturesFailureCode}` {
  return `futuresForm.refusals.${failure.code}`;
}
