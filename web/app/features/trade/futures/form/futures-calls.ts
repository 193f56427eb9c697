import type { FuturesApi } from '../../../../lib/trading/futures-api.ts';

/** Every call answers a network failure: what the calls are when their code could not be loaded. */
const unreachable = new Proxy({} as FuturesApi, {
  get: () => () => Promise.resolve({ ok: false, failure: { code: 'network' } }),
});

/**
 * The futures calls, loaded with their first use as the account session loads them, so that the
 * calls and their schemas stay one chunk shared by both, fetched only where futures are traded.
 */
export function futuresCalls(): Promise<FuturesApi> {
  return import('../../../../lib/trading/futures-api.ts').then(
    (module) => module.futuresApi,
    () => unreachable,
  );
}
