import type { FuturesContract, FuturesTicker } from '@vela/contracts/futures';
import { useTranslation } from 'react-i18next';
import { favouriteContracts } from '../../../state/favourites.ts';
import { MarketSwitcher } from '../../../ui/market-switcher.tsx';
import { searchMarkets } from '../shared/model/market-search.ts';
import { contractCode } from './contract-name.ts';
import { ContractOption } from './contract-option.tsx';
import { useFuturesTerminal } from './futures-context.tsx';

const contractPath = (contract: FuturesContract) => `/futures/${contract.symbol}`;

/** The contract's name as a button that opens every listed contract (the terminals' shared switcher). */
export function ContractSwitcher({ initialTickers }: { initialTickers: readonly FuturesTicker[] }) {
  const { t } = useTranslation();
  const { contract, contracts } = useFuturesTerminal();
  const name = t('futures.contract', { code: contractCode(contract) });
  return (
    <MarketSwitcher
      markets={contracts}
      current={contract.symbol}
      stars={favouriteContracts}
      texts={{
        open: t('futures.switcher.switch', { name }),
        search: t('futures.switcher.search'),
        show: t('futures.switcher.show'),
        all: t('futures.switcher.all'),
        favourites: t('futures.switcher.favourites'),
        list: t('futures.switcher.contracts'),
        noMatch: t('futures.switcher.noMatch'),
        noFavourites: t('futures.switcher.noFavourites'),
      }}
      label={
        <>
          <span className="pair-switcher__base">{contractCode(contract)}</span>
          <span className="futures-badge futures-header__kind">{t('futures.perpetual')}</span>
        </>
      }
      find={searchMarkets}
      pathOf={contractPath}
      row={(row) => (
        <ContractOption
          key={row.market.symbol}
          row={row}
          to={contractPath(row.market)}
          initialTicker={initialTickers.find((ticker) => ticker.symbol === row.market.symbol)}
        />
      )}
    />
  );
}
