import { useTranslation } from 'react-i18next';
import type { FuturesAccountState } from '../../../../state/futures-account-session.ts';
import { useLiveState } from '../../../../state/use-live-store.ts';
import { formatAmount } from '../../shared/model/format.ts';
import { useLocaleTag } from '../../shared/use-locale-tag.ts';
import { formatRatio } from '../form/model/money-format.ts';
import { useFuturesTerminal } from '../futures-context.tsx';
import { contractFor } from './column-view.ts';

const noNotices: FuturesAccountState['riskNotices'] = [];

/**
 * The risk pushes of the session, newest first: a margin ratio warning or a liquidation, each in
 * the user's language, until dismissed. An alert, so a screen reader says it as it arrives.
 */
export function RiskBanner() {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const { account, contracts } = useFuturesTerminal();
  const notices = useLiveState(account?.store, (state) => state.riskNotices, noNotices);
  if (notices.length === 0) return null;
  return (
    <ul className="futures-risk" role="alert" data-testid="futures-risk">
      {notices.map(({ id, notice }) => {
        const contract = notice.symbol === null ? undefined : contractFor(contracts, notice.symbol);
        const text =
          notice.kind === 'liquidated'
            ? t('futuresAccount.risk.liquidated', {
                contract: contract?.code,
                size: contract ? formatAmount(notice.size, contract, tag) : notice.size,
                asset: contract?.base,
              })
            : t(contract ? 'futuresAccount.risk.warning' : 'futuresAccount.risk.warningCross', {
                contract: contract?.code,
                ratio: formatRatio(notice.ratio, tag),
              });
        return (
          <li key={id} className={`futures-risk__item futures-risk__item--${notice.kind}`}>
            <span>{text}</span>
            <button
              type="button"
              className="button button--ghost futures-position__small"
              onClick={() => account?.dismissRiskNotice(id)}
              aria-label={t('futuresAccount.risk.dismiss')}
            >
              ×
            </button>
          </li>
        );
      })}
    </ul>
  );
}
