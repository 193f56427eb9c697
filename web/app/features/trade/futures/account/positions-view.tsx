import type { FuturesPosition } from '@vela/contracts/futures-trading';
import { type ReactNode, useMemo, useState } from 'react';
import { availableOf } from '../../../../lib/trading/account-lists.ts';
import type { FuturesFailure } from '../../../../lib/trading/futures-failure.ts';
import type { FuturesAccountState } from '../../../../state/futures-account-session.ts';
import { useLiveState } from '../../../../state/use-live-store.ts';
import { useFuturesTickerSnapshot } from '../../../../state/use-live-tickers.ts';
import { Dialog } from '../../../../ui/popup/dialog.tsx';
import { DialogActions } from '../../../../ui/popup/dialog-actions.tsx';
import { AccountTable, type Column } from '../../shared/account/account-table.tsx';
import { formatAmount, formatPrice } from '../../shared/model/format.ts';
import { Empty } from '../../shared/panel-states.tsx';
import { futuresCalls } from '../form/futures-calls.ts';
import { formatRatio, formatSignedRatio, formatSignedUsdt, formatUsdt, signClass } from '../form/model/money-format.ts';
import { refusalMessageKey } from '../form/model/refusal-message.ts';
import { useFuturesTerminal } from '../futures-context.tsx';
import { CloseDialog } from './close-dialog.tsx';
import { type FuturesColumnView, useFuturesColumnView } from './column-view.ts';
import { MarginDialog } from './margin-dialog.tsx';
import type { CloseType } from './model/close-order.ts';
import type { PnlBasis } from './model/position-figures.ts';
import { type PositionRow, positionRows } from './position-rows.ts';
import { ProtectionDialog } from './protection-dialog.tsx';
import { RealizedPnlCell } from './realized-pnl-cell.tsx';
import { ShareDialog } from './share-dialog.tsx';

type Action =
  | { kind: 'close'; position: FuturesPosition; type: CloseType }
  | { kind: 'margin'; position: FuturesPosition }
  | { kind: 'tpsl'; position: FuturesPosition }
  | { kind: 'share'; row: PositionRow };

interface RowActions {
  open(action: Action): void;
}

const noBalances: FuturesAccountState['balances'] = [];

function sideText(view: FuturesColumnView, row: PositionRow): string {
  return view.t(`futuresAccount.positionSides.${row.position.side}`);
}

/** The figures every layout shows, by name, so the table and the cards say the same. */
function cellsOf(view: FuturesColumnView, actions: RowActions) {
  const { t, tag } = view;
  const price = (row: PositionRow, value: string | null | undefined) =>
    value === null || value === undefined ? '—' : formatPrice(value, row.contract, tag);
  return {
    contract: (row: PositionRow) => (
      <span className="futures-position__name">
        <span>{row.contract.code}</span>
        <span className={`futures-badge futures-badge--${row.position.side}`}>{sideText(view, row)}</span>
        <span className="futures-badge">
          {t(`futuresAccount.modes.${row.position.marginMode}`)} {row.position.leverage}×
        </span>
      </span>
    ),
    size: (row: PositionRow) => `${formatAmount(row.position.size, row.contract, tag)} ${row.contract.base}`,
    entry: (row: PositionRow) => price(row, row.position.entryPrice),
    mark: (row: PositionRow) => price(row, row.markPrice),
    liquidation: (row: PositionRow) => price(row, row.position.liquidationPrice),
    margin: (row: PositionRow) => (
      <span className="futures-position__margin">
        {formatUsdt(row.position.margin, tag)}
        {row.position.marginMode === 'isolated' && (
          <button
            type="button"
            className="button button--ghost futures-position__small"
            onClick={() => actions.open({ kind: 'margin', position: row.position })}
            aria-label={t('futuresAccount.adjustMarginOf', { contract: row.contract.code })}
          >
            {t('futuresAccount.adjust')}
          </button>
        )}
      </span>
    ),
    ratio: (row: PositionRow) => (row.marginRatio === null ? '—' : formatRatio(row.marginRatio, tag)),
    pnl: (row: PositionRow) =>
      `${formatSignedUsdt(row.figures.unrealizedPnl, tag)} (${formatSignedRatio(row.figures.roe, tag)})`,
    realized: (row: PositionRow) => <RealizedPnlCell position={row.position} contract={row.contract.code} tag={tag} />,
    takeProfit: (row: PositionRow) => price(row, row.position.takeProfit),
    stopLoss: (row: PositionRow) => price(row, row.position.stopLoss),
    editTpsl: (row: PositionRow) => (
      <button
        type="button"
        className="button button--ghost futures-position__small"
        onClick={() => actions.open({ kind: 'tpsl', position: row.position })}
        aria-label={t('futuresAccount.editTpslOf', { contract: row.contract.code })}
        data-testid="futures-position-tpsl"
      >
        {t('futuresAccount.edit')}
      </button>
    ),
    close: (row: PositionRow) => (
      <span className="futures-position__close">
        {row.markPrice !== undefined && (
          <button
            type="button"
            className="button button--ghost futures-position__small"
            onClick={() => actions.open({ kind: 'share', row })}
            aria-label={t('futuresAccount.shareOf', { contract: row.contract.code })}
            data-testid="futures-position-share"
          >
            {t('futuresAccount.share')}
          </button>
        )}
        <button
          type="button"
          className="button button--ghost futures-position__small"
          onClick={() => actions.open({ kind: 'close', position: row.position, type: 'market' })}
          aria-label={t('futuresAccount.closeMarketOf', { contract: row.contract.code })}
          data-testid="futures-close-market"
        >
          {t('futuresAccount.market')}
        </button>
        <button
          type="button"
          className="button button--ghost futures-position__small"
          onClick={() => actions.open({ kind: 'close', position: row.position, type: 'limit' })}
          aria-label={t('futuresAccount.closeLimitOf', { contract: row.contract.code })}
          data-testid="futures-close-limit"
        >
          {t('futuresAccount.limit')}
        </button>
      </span>
    ),
  };
}

type Cells = ReturnType<typeof cellsOf>;

/**
 * Two figures in one cell of the table, the second under the first (muted unless `plain`), so the
 * desktop table stays within the panel. `separator`, unseen, keeps the cell's text one line.
 */
function Stacked({
  first,
  second,
  separator = ' ',
  plain = false,
  testId,
}: {
  first: ReactNode;
  second: ReactNode;
  separator?: string;
  plain?: boolean;
  testId?: string;
}) {
  return (
    <span className="futures-position__stack" data-testid={testId}>
      <span>{first}</span>
      <span className="visually-hidden">{separator}</span>
      <span className={plain ? undefined : 'futures-position__second'}>{second}</span>
    </span>
  );
}

function positionColumns(view: FuturesColumnView, cells: Cells, basis: PnlBasis): Column<PositionRow>[] {
  const { t, tag } = view;
  const withTestId = (testId: string, text: ReactNode) => <span data-testid={testId}>{text}</span>;
  return [
    { key: 'contract', header: t('futuresAccount.contract'), cell: cells.contract, rowHeader: true },
    {
      key: 'size',
      header: t('futuresAccount.size'),
      align: 'end',
      cell: cells.size,
      cellTestId: 'futures-position-size',
    },
    {
      key: 'prices',
      header: <Stacked first={t('futuresAccount.entryPrice')} second={t('futuresAccount.markPrice')} />,
      align: 'end',
      cell: (row) => (
        <Stacked
          first={withTestId('futures-position-entry', cells.entry(row))}
          second={withTestId('futures-position-mark', cells.mark(row))}
        />
      ),
    },
    {
      key: 'liquidation',
      header: t('futuresAccount.liquidationPrice'),
      align: 'end',
      cell: cells.liquidation,
      cellTestId: 'futures-position-liquidation',
    },
    {
      key: 'margin',
      header: <Stacked first={t('futuresAccount.margin')} second={t('futuresAccount.marginRatio')} />,
      align: 'end',
      cell: (row) => <Stacked first={cells.margin(row)} second={cells.ratio(row)} />,
      hideOn: 'tablet',
    },
    {
      key: 'pnl',
      header: t(basis === 'mark' ? 'futuresAccount.pnlByMark' : 'futuresAccount.pnlByLast'),
      align: 'end',
      cell: (row) => (
        <Stacked
          first={formatSignedUsdt(row.figures.unrealizedPnl, tag)}
          second={`(${formatSignedRatio(row.figures.roe, tag)})`}
          testId="futures-position-pnl"
        />
      ),
      cellClassName: (row) => signClass(row.figures.unrealizedPnl),
    },
    {
      key: 'realized',
      header: t('futuresAccount.realizedPnl'),
      align: 'end',
      cell: cells.realized,
      cellClassName: (row) => signClass(row.position.netRealizedPnl),
      hideOn: 'tablet',
    },
    {
      key: 'tpsl',
      header: t('futuresAccount.tpsl'),
      align: 'end',
      cell: (row) => (
        <span className="futures-position__tpsl">
          <Stacked
            first={cells.takeProfit(row)}
            second={cells.stopLoss(row)}
            separator=" / "
            plain
            testId="futures-position-tpsl-value"
          />
          {cells.editTpsl(row)}
        </span>
      ),
    },
    { key: 'close', header: t('futuresAccount.closeBy'), className: 'account-table__action', cell: cells.close },
  ];
}

/** On a phone: one card per position, the same figures as the table's. */
function PositionCards({ rows, cells, view }: { rows: readonly PositionRow[]; cells: Cells; view: FuturesColumnView }) {
  const { t } = view;
  const figure = (label: string, value: ReactNode, className?: string) => (
    <div className={className}>
      <dt>{label}</dt>
      <dd className="num">{value}</dd>
    </div>
  );
  return (
    <ul className="futures-position-cards" data-testid="futures-position-cards">
      {rows.map((row) => (
        <li key={row.position.symbol} className="futures-position-card" data-symbol={row.position.symbol}>
          <h3 className="futures-position-card__title">{cells.contract(row)}</h3>
          <dl className="futures-position-card__figures">
            {figure(t('futuresAccount.unrealizedPnl'), cells.pnl(row), signClass(row.figures.unrealizedPnl))}
            {figure(t('futuresAccount.size'), cells.size(row))}
            {figure(t('futuresAccount.entryPrice'), cells.entry(row))}
            {figure(t('futuresAccount.markPrice'), cells.mark(row))}
            {figure(t('futuresAccount.liquidationPrice'), cells.liquidation(row))}
            {figure(t('futuresAccount.marginRatio'), cells.ratio(row))}
            {figure(t('futuresAccount.margin'), cells.margin(row))}
            {figure(t('futuresAccount.realizedPnl'), cells.realized(row), signClass(row.position.netRealizedPnl))}
            {figure(
              t('futuresAccount.tpsl'),
              <span className="futures-position__tpsl">
                <span data-testid="futures-position-tpsl-value">
                  {cells.takeProfit(row)} / {cells.stopLoss(row)}
                </span>
                {cells.editTpsl(row)}
              </span>,
            )}
          </dl>
          <div className="futures-position-card__actions">{cells.close(row)}</div>
        </li>
      ))}
    </ul>
  );
}

/**
 * The open positions, valued live at the tickers' prices (UPnL and ROE by mark or last), with their
 * actions: margin for isolated ones, TP/SL, close by market or limit, and close all. A table on
 * larger screens, cards on a phone.
 */
export function PositionsView({
  positions,
  basis,
  onNotice,
}: {
  positions: readonly FuturesPosition[];
  basis: PnlBasis;
  onNotice: (message: string) => void;
}) {
  const view = useFuturesColumnView();
  const { t } = view;
  const { contracts, account, contract } = useFuturesTerminal();
  const tickers = useFuturesTickerSnapshot(positions.length > 0);
  const balances = useLiveState(account?.store, (state) => state.balances, noBalances);
  const balancesReady = useLiveState(account?.store, (state) => state.balancesStatus === 'ready', false);
  const crossWallet = balancesReady ? availableOf(balances, contract.quote) : undefined;
  const rows = useMemo(
    () => positionRows(positions, contracts, tickers, basis, crossWallet),
    [positions, contracts, tickers, basis, crossWallet],
  );
  const [action, setAction] = useState<Action | undefined>(undefined);
  const [closingAll, setClosingAll] = useState(false);
  const [failure, setFailure] = useState<FuturesFailure | undefined>(undefined);
  const cells = cellsOf(view, { open: setAction });
  const markOf = (position: FuturesPosition) => rows.find((row) => row.position.symbol === position.symbol)?.markPrice;
  const done = (message: string) => {
    setAction(undefined);
    onNotice(message);
  };

  const closeAll = async () => {
    setClosingAll(false);
    setFailure(undefined);
    const api = await futuresCalls();
    const results = await Promise.all(
      positions.map((position) => api.closePosition({ symbol: position.symbol, type: 'market' })),
    );
    for (const result of results) {
      if (result.ok) account?.applyOrders([result.value.order]);
      else setFailure(result.failure);
    }
    if (results.every((result) => result.ok)) onNotice(t('futuresAccount.closeAllSent'));
  };

  if (positions.length === 0) return <Empty text={t('futuresAccount.noPositions')} />;
  return (
    <>
      {failure && (
        <p className="account-panel__failure" role="alert">
          {t(refusalMessageKey(failure))}
        </p>
      )}
      <div className="futures-account__tools">
        <button type="button" className="button button--ghost" onClick={() => setClosingAll(true)}>
          {t('futuresAccount.closeAll')}
        </button>
      </div>
      <div className="futures-positions__table">
        <AccountTable
          testId="futures-positions"
          columns={positionColumns(view, cells, basis)}
          rows={rows}
          rowKey={(row) => row.position.symbol}
          rowData={(row) => ({ 'data-symbol': row.position.symbol, 'data-side': row.position.side })}
        />
      </div>
      <PositionCards rows={rows} cells={cells} view={view} />
      {action?.kind === 'close' && (
        <CloseDialog
          position={action.position}
          initialType={action.type}
          markPrice={markOf(action.position)}
          onDone={done}
          onClose={() => setAction(undefined)}
        />
      )}
      {action?.kind === 'margin' && (
        <MarginDialog
          position={action.position}
          markPrice={markOf(action.position)}
          onDone={done}
          onClose={() => setAction(undefined)}
        />
      )}
      {action?.kind === 'share' && action.row.markPrice !== undefined && (
        <ShareDialog
          position={action.row.position}
          contract={action.row.contract}
          markPrice={action.row.markPrice}
          onClose={() => setAction(undefined)}
        />
      )}
      {action?.kind === 'tpsl' && (
        <ProtectionDialog
          position={action.position}
          markPrice={markOf(action.position)}
          onDone={done}
          onClose={() => setAction(undefined)}
        />
      )}
      <Dialog
        open={closingAll}
        onClose={() => setClosingAll(false)}
        title={t('futuresAccount.closeAllTitle')}
        closeLabel={t('futuresAccount.close')}
        footer={
          <DialogActions
            dismissLabel={t('futuresAccount.keepPositions')}
            onDismiss={() => setClosingAll(false)}
            confirmLabel={t('futuresAccount.confirmCloseAll')}
            onConfirm={closeAll}
          />
        }
      >
        <p>{t('futuresAccount.closeAllText', { number: positions.length })}</p>
      </Dialog>
    </>
  );
}
