import Big from 'big.js';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../../state/app-store.tsx';
import { useLiveAccountSummary } from '../../../../state/use-futures-account-session.ts';
import { useLiveState } from '../../../../state/use-live-store.ts';
import { VisitorActions } from '../../shared/form/visitor-actions.tsx';
import { LoadFailed, Loading } from '../../shared/panel-states.tsx';
import { useLocaleTag } from '../../shared/use-locale-tag.ts';
import { formatRatio, formatSignedUsdt, formatUsdt, signClass } from '../form/model/money-format.ts';
import { useFuturesTerminal } from '../futures-context.tsx';
import { TransferDialog } from './transfer-dialog.tsx';
import '../futures-trading.css';

/**
 * The futures wallet at a glance: wallet balance, margin in use (positions and orders), available,
 * unrealized PnL and the cross margin ratio (at the live marks), with transfers to and from the
 * spot wallet.
 */
export function FuturesAssetsPanel() {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const { account, contract, contracts } = useFuturesTerminal();
  const signedIn = useAppStore((state) => state.user !== null);
  // At the live marks, like the position rows: the figures move with them.
  const summary = useLiveAccountSummary(account, contracts);
  const status = useLiveState(account?.store, (state) => state.summaryStatus, 'idle');
  const titleId = useId();
  const [transferring, setTransferring] = useState(false);
  const [notice, setNotice] = useState<string | undefined>(undefined);
  const asset = contract.quote;
  const usdt = (value: string) => `${formatUsdt(value, tag)} ${asset}`;

  const body = () => {
    if (!signedIn) return <VisitorActions message={t('futuresAccount.assetsVisitor')} />;
    if (!summary) {
      return status === 'error' && account ? <LoadFailed onRetry={account.refresh} /> : <Loading />;
    }
    const inUse = new Big(summary.orderMargin).plus(summary.isolatedMargin).plus(summary.crossPositionMargin).toFixed();
    return (
      <dl className="futures-assets__figures" data-testid="futures-assets">
        <div>
          <dt>{t('futuresAccount.walletBalance')}</dt>
          <dd className="num" data-testid="futures-wallet-balance">
            {usdt(summary.walletBalance)}
          </dd>
        </div>
        <div>
          <dt>{t('futuresAccount.marginInUse')}</dt>
          <dd className="num">{usdt(inUse)}</dd>
        </div>
        <div>
          <dt>{t('futuresAccount.available')}</dt>
          <dd className="num" data-testid="futures-wallet-available">
            {usdt(summary.available)}
          </dd>
        </div>
        <div>
          <dt>{t('futuresAccount.unrealizedPnlTotal')}</dt>
          <dd className={`num ${signClass(summary.unrealizedPnl) ?? ''}`}>
            {formatSignedUsdt(summary.unrealizedPnl, tag)} {asset}
          </dd>
        </div>
        <div>
          <dt>{t('futuresAccount.crossMarginRatio')}</dt>
          <dd className="num">
            {summary.crossMarginRatio === null ? '—' : formatRatio(summary.crossMarginRatio, tag)}
          </dd>
        </div>
      </dl>
    );
  };

  return (
    <section className="trade-panel futures-assets" aria-labelledby={titleId}>
      <div className="trade-panel__bar">
        <h2 id={titleId} className="trade-panel__title">
          {t('futuresAccount.assets')}
        </h2>
        {signedIn && (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              setNotice(undefined);
              setTransferring(true);
            }}
            data-testid="futures-transfer"
          >
            {t('futuresAccount.transfer')}
          </button>
        )}
      </div>
      <div className="futures-assets__body">
        {body()}
        {notice && (
          <p className="order-form__outcome" role="status" data-testid="futures-transfer-done">
            {notice}
          </p>
        )}
      </div>
      {transferring && (
        <TransferDialog
          onDone={(message) => {
            setTransferring(false);
            setNotice(message);
          }}
          onClose={() => setTransferring(false)}
        />
      )}
    </section>
  );
}
