import type { DemoAllowance, DemoDepositAsset } from '@vela/contracts/wallet';
import { useTranslation } from 'react-i18next';
import { formatAssetAmount } from './model/format.ts';
import type { DepositOutcome } from './use-demo-deposit.ts';

export interface DemoDepositPanelProps {
  allowances: readonly DemoAllowance[];
  perDay: number;
  pending: DemoDepositAsset | null;
  outcome: DepositOutcome | null;
  onDeposit(asset: DemoDepositAsset): void;
  localeTag: string;
}

function OutcomeMessage({ outcome, localeTag }: { outcome: DepositOutcome | null; localeTag: string }) {
  const { t } = useTranslation();
  if (!outcome) return null;
  if (outcome.kind === 'done') {
    return (
      <span className="up">
        {t('wallet.deposit.done', { amount: formatAssetAmount(outcome.amount, localeTag), asset: outcome.asset })}
      </span>
    );
  }
  if (outcome.kind === 'limit') {
    return <span className="down">{t('wallet.deposit.limitReached', { asset: outcome.asset })}</span>;
  }
  return <span className="down">{t('wallet.deposit.failed')}</span>;
}

/** The demo faucet: one button per asset with what is left of today's allowance. */
export function DemoDepositPanel({
  allowances,
  perDay,
  pending,
  outcome,
  onDeposit,
  localeTag,
}: DemoDepositPanelProps) {
  const { t } = useTranslation();
  return (
    <section className="wallet-deposit" aria-labelledby="wallet-deposit-heading">
      <h2 id="wallet-deposit-heading">
        {t('wallet.deposit.heading')} <span className="wallet-demo-badge">{t('wallet.demoBadge')}</span>
      </h2>
      <p className="wallet-deposit__intro">{t('wallet.deposit.intro', { perDay })}</p>
      <ul className="wallet-deposit__list">
        {allowances.map((allowance) => {
          const asset = allowance.asset as DemoDepositAsset;
          const leftId = `wallet-deposit-left-${asset}`;
          return (
            <li key={asset} className="wallet-deposit__item" data-testid="demo-deposit" data-asset={asset}>
              <button
                type="button"
                className="button button--primary"
                disabled={allowance.remainingToday === 0}
                // Not disabled while a deposit runs, so the focused button keeps the focus.
                aria-disabled={pending !== null}
                aria-describedby={leftId}
                onClick={() => {
                  if (pending === null) onDeposit(asset);
                }}
              >
                {pending === asset
                  ? t('wallet.deposit.busy')
                  : t('wallet.deposit.button', { amount: formatAssetAmount(allowance.amount, localeTag), asset })}
              </button>
              <span id={leftId} className="wallet-deposit__left" data-testid="deposit-remaining">
                {t('wallet.deposit.remaining', { left: allowance.remainingToday, perDay })}
              </span>
            </li>
          );
        })}
      </ul>
      <p className="wallet-deposit__outcome" role="status" data-testid="deposit-outcome">
        <OutcomeMessage outcome={outcome} localeTag={localeTag} />
      </p>
    </section>
  );
}
