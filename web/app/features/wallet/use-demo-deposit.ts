import { apiErrorSchema } from '@vela/contracts/errors';
import {
  DEMO_DEPOSIT_LIMIT_ERROR,
  type DemoDepositAsset,
  type DemoDepositResponse,
  demoDepositResponseSchema,
  walletPaths,
} from '@vela/contracts/wallet';
import { FetchError } from 'ofetch';
import { useCallback, useState } from 'react';
import { browserApi } from '../../lib/api/browser-api.ts';

export type DepositOutcome =
  | { kind: 'done'; asset: string; amount: string }
  | { kind: 'limit'; asset: string }
  | { kind: 'failed' };

/** Why a deposit call failed, in the words the panel has for it. */
function failureOf(error: unknown, asset: string): DepositOutcome {
  if (error instanceof FetchError) {
    const body = apiErrorSchema.safeParse(error.data);
    if (body.success && body.data.reason === DEMO_DEPOSIT_LIMIT_ERROR) return { kind: 'limit', asset };
  }
  return { kind: 'failed' };
}

/** The demo deposit call: one at a time, its outcome kept for the panel to announce. */
export function useDemoDeposit(onDeposited: (deposit: DemoDepositResponse) => void) {
  const [pending, setPending] = useState<DemoDepositAsset | null>(null);
  const [outcome, setOutcome] = useState<DepositOutcome | null>(null);

  const deposit = useCallback(
    async (asset: DemoDepositAsset) => {
      setPending(asset);
      setOutcome(null);
      try {
        const parsed = demoDepositResponseSchema.safeParse(await browserApi().post(walletPaths.demoDeposit, { asset }));
        if (!parsed.success) {
          setOutcome({ kind: 'failed' });
          return;
        }
        onDeposited(parsed.data);
        setOutcome({ kind: 'done', asset, amount: parsed.data.amount });
      } catch (error) {
        setOutcome(failureOf(error, asset));
      } finally {
        setPending(null);
      }
    },
    [onDeposited],
  );

  return { deposit, pending, outcome };
}
