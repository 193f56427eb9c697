import { earnHistoryKinds } from '@vela/contracts/earn';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/empty-state.tsx';
import { FilterSelect } from '../../ui/filter-select.tsx';
import { RetryFailure } from '../../ui/retry-failure.tsx';
import { TableHead } from '../../ui/table-head.tsx';
import type { useEarnHistory } from './use-history.ts';
import { useEarnFormat } from './use-locale-format.ts';

type History = ReturnType<typeof useEarnHistory>;

/** Every earn movement, newest first, filtered by kind, with older pages on demand. */
export function HistoryList({ history, names }: { history: History; names: ReadonlyMap<string, string> }) {
  const { t } = useTranslation();
  const format = useEarnFormat();
  const id = useId();
  return (
    <section className="earn-history" aria-labelledby={`${id}-heading`}>
      <div className="earn-section-head">
        <h2 id={`${id}-heading`}>{t('earn.history.heading')}</h2>
        <FilterSelect
          id={`${id}-kind`}
          label={t('earn.history.kind')}
          value={history.kind}
          onChange={(kind) => history.setKind(kind as typeof history.kind)}
          allLabel={t('earn.history.allKinds')}
          options={earnHistoryKinds.map((kind) => ({ value: kind, label: t(`earn.history.kinds.${kind}`) }))}
          fieldClassName="earn-filters__field"
          selectClassName="earn-input"
        />
      </div>
      <p className="earn-muted">{t('earn.history.timeZone', { zone: format.time.label })}</p>
      {history.status === 'error' && history.entries.length === 0 ? (
        <RetryFailure
          className="earn-error"
          message={t('earn.history.error')}
          retryLabel={t('earn.list.retry')}
          onRetry={history.reload}
        />
      ) : history.entries.length === 0 ? (
        history.status === 'loading' ? (
          <p role="status">{t('earn.list.loading')}</p>
        ) : (
          <EmptyState title={history.kind ? t('earn.history.emptyFiltered') : t('earn.history.empty')} />
        )
      ) : (
        <table
          className="data-table data-table--cards earn-table earn-table--history"
          aria-busy={history.status === 'loading'}
        >
          <TableHead
            columns={[
              { label: t('earn.history.time') },
              { label: t('earn.history.kind') },
              { label: t('earn.history.product') },
              { label: t('earn.history.amount'), num: true },
            ]}
          />
          <tbody>
            {history.entries.map((entry) => (
              <tr key={entry.id} data-testid="earn-history-entry" data-kind={entry.kind}>
                <td data-label={t('earn.history.time')}>
                  <time dateTime={entry.at}>{format.time.timestamp(entry.at)}</time>
                </td>
                <td data-label={t('earn.history.kind')}>{t(`earn.history.kinds.${entry.kind}`)}</td>
                <td data-label={t('earn.history.product')}>{names.get(entry.productId) ?? entry.productId}</td>
                <td className="num" data-label={t('earn.history.amount')} data-testid="earn-history-amount">
                  {format.amount(entry.amount)} {entry.asset}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {history.hasMore && (
        <button type="button" className="button" onClick={history.loadMore} disabled={history.status === 'loading'}>
          {history.status === 'loading' ? t('earn.list.loading') : t('earn.history.loadMore')}
        </button>
      )}
      {history.status === 'error' && history.entries.length > 0 && (
        <p className="form__error" role="alert">
          {t('earn.history.error')}
        </p>
      )}
    </section>
  );
}
