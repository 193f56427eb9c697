import type { MetaDescriptor } from 'react-router';
import { translatorFor } from '../../../i18n/i18n.ts';
import { pageMeta } from '../../../lib/routing/page-meta.ts';
import { rootDataOf } from '../../../lib/routing/root-data.ts';
import { contractCode } from './contract-name.ts';
import type { FuturesPageData } from './futures-page-data.ts';

interface MetaArgs {
  location: { pathname: string };
  matches: readonly ({ id: string; data?: unknown } | undefined)[];
  loaderData: FuturesPageData | undefined;
}

/** Head tags of a contract's terminal: the contract in the title; a generic one when it could not be loaded. */
export function futuresMeta(args: MetaArgs): MetaDescriptor[] {
  const contract = args.loaderData?.contract;
  const root = rootDataOf(args.matches);
  if (!root) return [];
  const t = translatorFor(root.locale, root.messages);
  return pageMeta(args, () =>
    contract
      ? {
          title: t('futures.meta.title', { name: contractCode(contract) }),
          description: t('futures.meta.description', {
            name: contractCode(contract),
            leverage: contract.maxLeverage,
          }),
        }
      : { title: t('futures.meta.fallbackTitle'), description: t('futures.meta.fallbackDescription') },
  );
}
