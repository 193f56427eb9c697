import { type EarnSummary, earnPaths, earnSummarySchema } from '@vela/contracts/earn';
import { useCallback, useEffect, useState } from 'react';
import { browserApi } from '../../lib/api/browser-api.ts';

/** The user's earn holdings for the wallet's totals: the loader's, read again on demand. */
export function useEarnHoldings(initial: EarnSummary | null) {
  const [summary, setSummary] = useState(initial);
  useEffect(() => setSummary(initial), [initial]);
  const refresh = useCallback(() => {
    browserApi()
      .get(earnPaths.summary)
      .then((response) => earnSummarySchema.parse(response))
      // A summary already shown stays when a reload fails: the next one mends it.
      .then(setSummary, () => {});
  }, []);
  return { summary, refresh };
}
