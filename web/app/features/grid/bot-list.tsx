import type { GridBot } from '@vela/contracts/grid';
import { Fragment, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/empty-state.tsx';
import { RetryAlert } from '../../ui/retry-alert.tsx';
import { BotDetail } from './bot-detail.tsx';
import { runtimeOf } from './model/runtime.ts';
import type { GridBotsState } from './use-grid-account.ts';
import { useGridFormat } from './use-grid-format.ts';

/** The clock the runtimes read, once a minute (runtimes are shown to the minute). */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function BotRow({ bot, now, open, onToggle }: { bot: GridBot; now: number; open: boolean; onToggle(): void }) {
  const { t } = useTranslation();
  const format = useGridFormat();
  const [, quote] = bot.symbol.split('_') as [string, string];
  const runtime = runtimeOf(bot, now);
  const pnlClass = bot.totalPnl.startsWith('-') ? 'down' : 'up';
  return (
    <tr data-testid="grid-bot" data-bot={bot.id} data-status={bot.status}>
      <th scope="row">
        {bot.symbol.replace('_', '/')}
        <span className={`grid-status grid-status--${bot.status}`} data-testid="grid-bot-status">
          {t(`grid.bots.states.${bot.status}`)}
          {bot.stopReason && ` · ${t(`grid.bots.reasons.${bot.stopReason}`)}`}
        </span>
      </th>
      <td data-label={t('grid.bots.range')}>
        {t('grid.bots.rangeValue', {
          lower: format.amount(bot.lowerPrice),
          upper: format.amount(bot.upperPrice),
          grids: bot.gridCount,
        })}
      </td>
      <td className="num" data-label={t('grid.bots.investment')}>{`${format.amount(bot.investment)} ${quote}`}</td>
      <td
        className={`num ${pnlClass}`}
        data-label={t('grid.bots.totalPnl')}
        data-testid="grid-bot-pnl"
        data-value={bot.totalPnl}
      >
        {`${format.signed(bot.totalPnl)} ${quote}`}
      </td>
      <td className="num" data-label={t('grid.bots.annualised')}>
        {format.rate(bot.annualisedReturn)}
      </td>
      <td className="num" data-label={t('grid.bots.rounds')} data-testid="grid-bot-rounds">
        {bot.roundsCompleted}
      </td>
      <td data-label={t('grid.bots.runtime')}>{t('grid.bots.runtimeValue', { ...runtime })}</td>
      <td>
        <button
          type="button"
          className="button button--ghost"
          aria-expanded={open}
          onClick={onToggle}
          data-testid="grid-bot-toggle"
        >
          {open ? t('grid.bots.hideDetails') : t('grid.bots.details')}
        </button>
      </td>
    </tr>
  );
}

/** My bots: each with its status, range, investment, total PnL, annualised return, rounds and runtime, and its detail on demand. */
export function BotList({ state }: { state: GridBotsState }) {
  const { t } = useTranslation();
  const now = useMinuteClock();
  const [openId, setOpenId] = useState<string | null>(null);
  const { bots, failed } = state;
  return (
    <section className="grid-bots" aria-labelledby="grid-bots-heading" data-testid="grid-bots">
      <h2 id="grid-bots-heading">{t('grid.bots.title')}</h2>
      {failed && (
        <RetryAlert
          className="grid-bots__error"
          message={t('grid.bots.failed')}
          retryLabel={t('grid.retry')}
          onRetry={() => void state.reload()}
        />
      )}
      {bots && bots.length === 0 && <EmptyState title={t('grid.bots.empty')} hint={t('grid.bots.emptyHint')} />}
      {bots && bots.length > 0 && (
        <div className="grid-table-wrap">
          <table className="data-table data-table--cards">
            <thead>
              <tr>
                <th scope="col">{t('grid.bots.market')}</th>
                <th scope="col">{t('grid.bots.range')}</th>
                <th scope="col">{t('grid.bots.investment')}</th>
                <th scope="col">{t('grid.bots.totalPnl')}</th>
                <th scope="col">{t('grid.bots.annualised')}</th>
                <th scope="col">{t('grid.bots.rounds')}</th>
                <th scope="col">{t('grid.bots.runtime')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('grid.bots.details')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {bots.map((bot) => (
                <Fragment key={bot.id}>
                  <BotRow
                    bot={bot}
                    now={now}
                    open={openId === bot.id}
                    onToggle={() => setOpenId(openId === bot.id ? null : bot.id)}
                  />
                  {openId === bot.id && (
                    <tr className="grid-detail-row">
                      <td colSpan={8}>
                        <BotDetail bot={bot} onChanged={state.put} />
                      </td>
                    </tr>
                  )}
                </Fragment>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
